import { PageTitle } from '../../../components/page-title.tsx';
import { Link, useParams } from 'react-router';
import { BRAND } from '@restrung/shared/constants';
import { SELLER_TEXTS } from '@restrung/shared/seller';
import { ApiClientError } from '../../../lib/api-client.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { PATHS } from '../../../components/site-links.ts';
import { useSellerProfile } from '../../sellers/api.ts';
import { useSellerProducts } from '../api.ts';
import { ProductCard } from '../components/product-card.tsx';
import { ProductGridSkeleton } from '../components/product-grid-skeleton.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { RatingBadge } from '../../../components/rating-badge.tsx';
import { REVIEW_TEXTS } from '@restrung/shared/review';
import { useBuyerButtons } from '../components/buyer-buttons.tsx';
import { ListSection } from '../../../components/list-section.tsx';

/** /seller/:id: who sells, since when, how many sales went through, and their guitars for sale. */
export function SellerPage() {
  const { id = '' } = useParams();
  const profile = useSellerProfile(id);
  const { SellerReviews } = useBuyerButtons();

  if (profile.isPending) return <Spinner label="Loading the seller" />;
  if (profile.error instanceof ApiClientError && profile.error.status === 404) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle>{`Seller not found | ${BRAND}`}</PageTitle>
        <h1 className="text-3xl font-bold">{SELLER_TEXTS.notFound}</h1>
        <p className="mt-3 text-base-content/80">This seller's page does not exist or is not public.</p>
        <Link to={PATHS.products} className="btn btn-primary mt-6">
          Browse guitars
        </Link>
      </div>
    );
  }
  if (profile.error) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <QueryError
          what="this seller"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </div>
    );
  }

  const seller = profile.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <PageTitle>{`${seller.name} | ${BRAND}`}</PageTitle>
      <section aria-labelledby="seller-name" className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <UserAvatar name={seller.name} src={seller.img} className="h-24 w-24" />
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 id="seller-name" className="text-3xl font-extrabold tracking-tight wrap-anywhere">
              {seller.name}
            </h1>
            {seller.verified && <VerifiedBadge />}
          </div>
          <p className="text-base-content/80">{SELLER_TEXTS.memberSince(seller.memberSince)}</p>
          <p className="font-semibold">{SELLER_TEXTS.sales(seller.completedSales)}</p>
          {seller.rating ? (
            <RatingBadge rating={seller.rating} className="text-lg" />
          ) : (
            <p className="text-base-content/80">{REVIEW_TEXTS.noReviews}</p>
          )}
        </div>
      </section>
      {!seller.verified && (
        <p role="note" className="alert alert-warning alert-soft mt-6">
          {SELLER_TEXTS.notPublic}
        </p>
      )}
      <SellerListings sellerId={seller._id} />
      <SellerReviews sellerId={seller._id} />
    </div>
  );
}

function SellerListings({ sellerId }: { sellerId: string }) {
  const listings = useSellerProducts(sellerId);
  const products = listings.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="seller-listings" className="mt-10">
      <h2 id="seller-listings" className="mb-5 text-2xl font-bold">
        {SELLER_TEXTS.listingsTitle}
      </h2>
      <ListSection
        query={listings}
        what="this seller's guitars"
        moreWhat="more of this seller's guitars"
        loadingLabel="Loading guitars…"
        loading={<ProductGridSkeleton label="Loading guitars…" count={2} />}
        isEmpty={products.length === 0}
        empty={
          <p className="rounded-box bg-base-200 p-8 text-center text-lg font-semibold">{SELLER_TEXTS.noListings}</p>
        }
        loadMoreLabel={SELLER_TEXTS.loadMore}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </ListSection>
    </section>
  );
}

import { PageTitle } from '../../../components/page-title.tsx';
import { Link, useParams } from 'react-router';
import { BRAND } from '@restrung/shared/constants';
import { ApiClientError } from '../../../lib/api-client.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { PATHS } from '../../../components/site-links.ts';
import { useCategories } from '../../categories/api.ts';
import { useProduct } from '../api.ts';
import { PhotoGallery } from '../components/photo-gallery.tsx';
import { GuitarTitle } from '../components/guitar-title.tsx';
import { GuitarSpecTable } from '../components/guitar-spec-table.tsx';
import { useSession } from '../../auth/api.ts';
import { ProductDescription } from '../components/product-description.tsx';
import { ProductFacts } from '../components/product-facts.tsx';
import { ProductActions } from '../components/product-actions.tsx';
import { SellerLine } from '../components/seller-line.tsx';
import { HeldNotice } from '../components/held-notice.tsx';
import { PriceGuide } from '../components/price-guide.tsx';
import { useBuyerButtons } from '../components/buyer-buttons.tsx';
import { useHoldContent } from '../../../lib/content-first.ts';

/** SPEC.md: the card's information with a larger, zoomable photo; the title is the product name. */
export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, error, isPending, isFetching, refetch } = useProduct(id);
  useHoldContent(isPending);
  // Only the back link's words: "the category" until the name comes (lib/content-first.ts).
  const categories = useCategories({ afterContent: true });
  const { user } = useSession();
  const { Watch, ReportDecision } = useBuyerButtons();

  if (isPending) return <Spinner label="Loading the guitar" />;
  if (error instanceof ApiClientError && error.status === 404) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle>{`Not available | ${BRAND}`}</PageTitle>
        <h1 className="text-3xl font-bold">This guitar is not available.</h1>
        <p className="mt-3 text-base-content/80">It may have been sold or removed by its seller.</p>
        <Link to={PATHS.products} className="btn btn-primary mt-6">
          Browse other guitars
        </Link>
      </div>
    );
  }
  if (error) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <QueryError what="this guitar" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  const category = categories.data?.find((c) => c._id === product.categoryid);
  const ownListing = user?.role === 'seller' && user.email.toLowerCase() === product.sellerEmail.toLowerCase();
  return (
    <article aria-labelledby="product-title" className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <PageTitle>{`${product.productName} | ${BRAND}`}</PageTitle>
      <Link to={`/category/${product.categoryid}`} className="link link-hover mb-6 inline-block text-sm font-medium">
        ← Back to {category?.category ?? 'the category'}
      </Link>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <PhotoGallery product={product} />
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-3">
            <div className="flex items-start justify-between gap-3">
              <h1 id="product-title" className="text-3xl font-extrabold tracking-tight wrap-anywhere sm:text-4xl">
                {product.productName}
              </h1>
              {/* The heart's place, kept while its chunk loads: drawn later beside the name, it narrowed the name and
                  pushed everything under it down. */}
              <div className="size-11 shrink-0">
                <Watch product={product} />
              </div>
            </div>
            <GuitarTitle product={product} className="text-base" />
            <SellerLine product={product} />
          </div>
          {product.heldAsStolen && <HeldNotice />}
          <ProductDescription description={product.description} />
          <ProductFacts product={product} />
          <GuitarSpecTable product={product} />
          {ownListing && product.status !== 'Paid' && (
            <Link to={`/dashboard/editproduct/${product._id}`} className="btn btn-outline btn-sm self-start">
              Edit listing
            </Link>
          )}
          <div className="border-t border-base-300 pt-5">
            <ProductActions product={product} buyer={{ report: true, book: true, ask: true }} />
          </div>
          {user?.role === 'admin' && product.report && <ReportDecision product={product} />}
          {/* Last: its prices come with an answer of their own, and above the buttons they pushed them down. */}
          {product.brand && product.model && <PriceGuide brand={product.brand} model={product.model} />}
        </div>
      </div>
    </article>
  );
}

import { memo, useId } from 'react';
import { Link } from 'react-router';
import type { Product } from '@restrung/shared/product';
import { formatPrice } from '@restrung/shared/format-number';
import { ProductActions } from './product-actions.tsx';
import { RatingBadge } from '../../../components/rating-badge.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { GuitarTitle } from './guitar-title.tsx';
import { PriceDrop } from './price-drop.tsx';
import { imageSrcSet, imageVariant } from '@restrung/shared/media';
import { useBuyerButtons } from './buyer-buttons.tsx';

/**
 * A Featured Products card on the home page; its photo and name link to the product page. Memoised: the grid draws
 * its cards a few per task, and each step would otherwise draw every card already shown again.
 */
export const FeaturedCard = memo(function FeaturedCard({ product }: { product: Product }) {
  const titleId = useId();
  const to = `/product/${product._id}`;
  const { Watch } = useBuyerButtons();
  return (
    // The name is the card's one link; it stretches over the whole card (after:inset-0), so a click on the
    // photo opens the product too, while Book Now sits above it.
    <article
      aria-labelledby={titleId}
      className="card relative h-full overflow-hidden bg-base-100 shadow-md transition hover:shadow-xl"
    >
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={imageVariant(product.productPhoto, 640)}
          srcSet={imageSrcSet(product.productPhoto)}
          sizes="(min-width: 768px) 370px, 100vw"
          alt={product.productName}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-3 p-5">
        <h3 id={titleId} className="card-title text-lg wrap-anywhere">
          <Link
            to={to}
            className="link link-hover after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {product.productName}
          </Link>
        </h3>
        {/* Above the stretched link (z-10), so the heart is its own button, not a click on the card. */}
        <Watch product={product} className="absolute top-3 right-3 z-10" />
        <GuitarTitle product={product} className="-mt-2" />
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-xl font-bold text-primary">
            <span className="sr-only">Asking Price </span>
            {formatPrice(product.askingPrice)}
          </span>
          <PriceDrop product={product} />
          <span className="text-sm text-base-content/70">
            Market Price <span className="line-through">{formatPrice(product.marketPrice)}</span>
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-base-content/80">
          <span className="capitalize">{product.condition}</span>
          <span aria-hidden="true">·</span>
          <span>{product.location}</span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-base-content/80">
          <span>
            Seller: <span className="font-semibold text-base-content">{product.sellerName}</span>
          </span>
          {product.sellerVerified && <VerifiedBadge />}
          {product.sellerRating && <RatingBadge rating={product.sellerRating} />}
        </p>
        <div className="card-actions relative z-10 mt-auto pt-2">
          <ProductActions product={product} buyer={{ book: true }} />
        </div>
      </div>
    </article>
  );
});

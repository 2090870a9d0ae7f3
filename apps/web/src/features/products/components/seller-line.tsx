import { Link } from 'react-router';
import type { Product } from '@restrung/shared/product';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { RatingBadge } from '../../../components/rating-badge.tsx';
import { HighlightedText } from './highlighted-text.tsx';

/**
 * Who sells it (with the verified badge) and when it was posted ('Jan 5, 2023'). `highlight`: the searched words,
 * marked in the seller's name, which search finds listings by.
 */
export function SellerLine({ product, highlight }: { product: Product; highlight?: readonly string[] }) {
  const name = <HighlightedText text={product.sellerName} terms={highlight} />;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/80">
      <span className="inline-flex flex-wrap items-center gap-2">
        <span>
          Seller:{' '}
          {product.sellerId ? (
            <Link to={`/seller/${product.sellerId}`} className="link font-semibold text-base-content">
              {name}
            </Link>
          ) : (
            <span className="font-semibold text-base-content">{name}</span>
          )}
        </span>
        {product.sellerVerified && <VerifiedBadge />}
        {product.sellerRating && <RatingBadge rating={product.sellerRating} />}
      </span>
      <span>Posted {product.postedOnline}</span>
    </div>
  );
}

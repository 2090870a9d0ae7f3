import { Link } from 'react-router';
import type { Product } from '@restrung/shared/product';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { RatingBadge } from '../../../components/rating-badge.tsx';

/** Who sells it (with the verified badge) and when it was posted ('Jan 5, 2023'). */
export function SellerLine({ product }: { product: Product }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/80">
      <span className="inline-flex flex-wrap items-center gap-2">
        <span>
          Seller:{' '}
          {product.sellerId ? (
            <Link to={`/seller/${product.sellerId}`} className="link font-semibold text-base-content">
              {product.sellerName}
            </Link>
          ) : (
            <span className="font-semibold text-base-content">{product.sellerName}</span>
          )}
        </span>
        {product.sellerVerified && <VerifiedBadge />}
        {product.sellerRating && <RatingBadge rating={product.sellerRating} />}
      </span>
      <span>Posted {product.postedOnline}</span>
    </div>
  );
}

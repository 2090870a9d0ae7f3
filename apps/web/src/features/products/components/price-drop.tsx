import type { Product } from '@restrung/shared/product';
import { formatPrice } from '@restrung/shared/format-number';

/** The asking price's last change lowered it: "Price dropped from $X". */
export function PriceDrop({
  product,
  className = '',
}: {
  product: Pick<Product, 'priceDroppedFrom'>;
  className?: string;
}) {
  if (product.priceDroppedFrom === undefined) return null;
  return (
    <span className={`badge badge-success badge-soft font-semibold ${className}`}>
      Price dropped from {formatPrice(product.priceDroppedFrom)}
    </span>
  );
}

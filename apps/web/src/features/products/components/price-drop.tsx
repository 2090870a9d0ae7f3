import type { Product } from '@restrung/shared/product';
import { formatPrice } from '@restrung/shared/format-number';

/** The asking price's last change lowered it: "Price dropped from $X". */
export function PriceDrop({ product }: { product: Pick<Product, 'priceDroppedFrom'> }) {
  if (product.priceDroppedFrom === undefined) return null;
  return (
    // A badge is one line high; in a narrow card the words take two, so it grows with them.
    <span className="badge badge-success badge-soft h-auto py-0.5 font-semibold leading-snug">
      Price dropped from {formatPrice(product.priceDroppedFrom)}
    </span>
  );
}

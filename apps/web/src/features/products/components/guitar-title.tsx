import { guitarTitle } from '@restrung/shared/guitar-title';
import type { Product } from '@restrung/shared/product';

/** "Brand Model, Year" under a card's name, when the seller gave any of them. */
export function GuitarTitle({ product, className = '' }: { product: Product; className?: string }) {
  const title = guitarTitle(product);
  if (!title) return null;
  return <p className={`text-sm font-medium text-base-content/80 ${className}`}>{title}</p>;
}

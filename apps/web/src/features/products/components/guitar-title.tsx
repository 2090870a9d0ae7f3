import { guitarTitle } from '@restrung/shared/guitar-title';
import type { Product } from '@restrung/shared/product';
import { HighlightedText } from './highlighted-text.tsx';

/**
 * "Brand Model, Year" under a card's name, when the seller gave any of them. `withFinish`: the finish after it
 * ("· Heritage Cherry"), marked where the searched words found it, so "red" shows why a Cherry SG was found.
 */
export function GuitarTitle({
  product,
  className = '',
  withFinish = false,
  highlight,
}: {
  product: Product;
  className?: string;
  withFinish?: boolean;
  highlight?: readonly string[];
}) {
  const title = guitarTitle(product);
  const finish = withFinish ? product.finish : undefined;
  if (!title && !finish) return null;
  return (
    <p className={`text-sm font-medium text-base-content/80 ${className}`}>
      {title}
      {title && finish && ' · '}
      {finish && <HighlightedText text={finish} terms={highlight} />}
    </p>
  );
}

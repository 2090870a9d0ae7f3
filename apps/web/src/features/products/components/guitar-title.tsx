import { Fragment } from 'react';
import { guitarTitle } from '@restrung/shared/guitar-title';
import { highlightParts } from '@restrung/shared/highlight';
import type { Product } from '@restrung/shared/product';
import { HighlightedText } from './highlighted-text.tsx';

/** The word a listing with modifications is found by ("modded strat", migration 0025), which no text on a card says. */
const MODIFIED = 'Modified';

/**
 * "Brand Model, Year" under a card's name, when the seller gave any of them. `withFinish`: the finish after it
 * ("· Heritage Cherry"), marked where the searched words found it, so "red" shows why a Cherry SG was found; and
 * "· Modified", marked, when the searched words found that, so "modded" shows why a guitar with modifications was.
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
  const modified =
    withFinish && product.modifications && highlightParts(MODIFIED, highlight ?? []).some((part) => part.match);
  const after = [
    finish && <HighlightedText text={finish} terms={highlight} />,
    modified && <HighlightedText text={MODIFIED} terms={highlight} />,
  ].filter(Boolean);
  if (!title && after.length === 0) return null;
  return (
    <p className={`text-sm font-medium text-base-content/80 ${className}`}>
      {title}
      {after.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one title never move
        <Fragment key={i}>
          {(title || i > 0) && ' · '}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

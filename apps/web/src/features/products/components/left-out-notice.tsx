import { formatPrice } from '@restrung/shared/format-number';
import { LEFT_OUT_REASONS, type LeftOutReason, SEARCH_SORT_LABELS, type SearchResult } from '@restrung/shared/search';

/** Why the server searched without these words (decision 0089), as the page says it after them. */
const WHY: Record<LeftOutReason, string> = {
  'second-hand': 'every guitar on Restrung is second-hand.',
  'for-sale': 'every guitar on Restrung is for sale.',
  price: 'prices say that, not the words of a listing.',
};

const AND = new Intl.ListFormat('en', { type: 'conjunction' });
/** “used” and “pre owned”: the words as typed, each quoted. */
const quoted = (words: string[]) => AND.format(words.map((word) => `“${word}”`));

const LINE = 'flex flex-wrap items-center gap-x-2 gap-y-1';

/**
 * Keywords the search left out, one line per reason ("Left out “used”: every guitar on Restrung is second-hand."),
 * with a way to sort by price when a word asked for low prices and the page is not sorted so. A price limit typed
 * among them ("under $500") is the highest price unless the filter sets one: said, with a way to search every price.
 */
export function LeftOutNotice({
  leftOut,
  sortedByPrice,
  maxPriceSet,
  onSortByPrice,
  onEveryPrice,
}: {
  leftOut: SearchResult['leftOut'];
  sortedByPrice: boolean;
  maxPriceSet: boolean;
  onSortByPrice: () => void;
  /** Searches again without the limit's words, as typed. */
  onEveryPrice: (typed: string) => void;
}) {
  const limit = leftOut.find((left) => left.reason === 'max-price');
  const reasons = LEFT_OUT_REASONS.filter((reason) => leftOut.some((left) => left.reason === reason));
  if (!limit && reasons.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {limit &&
        (maxPriceSet ? (
          <p>Left out “{limit.words}”: the price filter is set.</p>
        ) : (
          <p className={LINE}>
            <span>
              Showing guitars up to {formatPrice(limit.maxPrice)}, as “{limit.words}” asks.
            </span>
            <button type="button" className="btn btn-xs btn-outline" onClick={() => onEveryPrice(limit.words)}>
              Show every price
            </button>
          </p>
        ))}
      {reasons.map((reason) => (
        <p key={reason} className={LINE}>
          <span>
            Left out {quoted(leftOut.filter((left) => left.reason === reason).map((left) => left.words))}: {WHY[reason]}
          </span>
          {reason === 'price' && !sortedByPrice && (
            <button type="button" className="btn btn-xs btn-outline" onClick={onSortByPrice}>
              Sort by {SEARCH_SORT_LABELS.price_asc.toLowerCase()}
            </button>
          )}
        </p>
      ))}
    </div>
  );
}

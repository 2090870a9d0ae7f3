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

/**
 * Keywords the search left out, one line per reason ("Left out “used”: every guitar on Restrung is second-hand."),
 * with a way to sort by price when a word asked for low prices and the page is not sorted so.
 */
export function LeftOutNotice({
  leftOut,
  sortedByPrice,
  onSortByPrice,
}: {
  leftOut: SearchResult['leftOut'];
  sortedByPrice: boolean;
  onSortByPrice: () => void;
}) {
  const reasons = LEFT_OUT_REASONS.filter((reason) => leftOut.some((left) => left.reason === reason));
  if (reasons.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {reasons.map((reason) => (
        <p key={reason} className="flex flex-wrap items-center gap-x-2 gap-y-1">
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

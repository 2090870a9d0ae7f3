import type { SearchResult } from '@restrung/shared/search';
import { guitarsText, quoted } from '../format.ts';
import { type SearchState, useSearchCounts, withTypedQuoted } from '../search-api.ts';

/**
 * The words a search corrected, and the way back to them as typed: in quotes the search takes a word as typed
 * (decision 0094). The way back says what it finds, as an empty page's ways on do (decision 0099). When the words as
 * typed find nothing, by the answer (decision 0101) or by that count, the results are the corrections' alone and
 * no way back is offered: it would lead to an empty page.
 */
export function CorrectionsNotice({
  result,
  state,
  fixedCategory,
  onSearch,
}: {
  result: Pick<SearchResult, 'corrections' | 'typedFindsNothing'>;
  state: SearchState;
  fixedCategory?: string;
  onSearch: (change: Partial<SearchState>) => void;
}) {
  const typed = result.corrections.map((c) => c.from);
  const asTyped = { q: withTypedQuoted(state.q, typed) };
  const [count] = useSearchCounts(state, result.typedFindsNothing ? [] : [asTyped], fixedCategory);
  const typedFindsNothing = result.typedFindsNothing || count?.total === 0;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span>
        {typedFindsNothing ? 'Showing results for' : 'Also showing results for'}{' '}
        {result.corrections.map((c, i) => (
          <span key={c.from}>
            {i > 0 && ', '}“<strong>{c.to}</strong>” (you typed “{c.from}”)
          </span>
        ))}
        .
      </span>
      {!typedFindsNothing && (
        <button type="button" className="btn btn-xs btn-outline" onClick={() => onSearch(asTyped)}>
          {`Search only for ${quoted(typed)}${count ? ` (${guitarsText(count)})` : ''}`}
        </button>
      )}
    </p>
  );
}

import { useSearchParams } from 'react-router';
import { readSearchState, writeSearchState, type SearchDefaults, type SearchState } from './search-api.ts';

/**
 * The search state read from and written to the address. A change of keywords, filters or sort is a new history
 * entry (Back undoes it) and shows the first page again; "Load more" replaces the entry, so Back leaves the page.
 */
export function useSearchState(
  defaults?: SearchDefaults,
): [SearchState, (change: Partial<SearchState>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, defaults);
  const update = (change: Partial<SearchState>) => {
    const loadMore = Object.keys(change).length === 1 && 'shown' in change;
    const next = { ...state, ...(loadMore ? {} : { shown: 0 }), ...change };
    setParams(writeSearchState(next, defaults), { replace: loadMore, preventScrollReset: true });
  };
  const loadMore = () => update({ shown: state.shown + 24 });
  return [state, update, loadMore];
}

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, schemasFrom } from '../../lib/api-client.ts';

/**
 * The header's suggestions, apart from `search-api.ts`: the header is on every page, and the search schema module
 * (with zod) loads only once someone opens the box, not before the page can paint.
 */
const searchModule = () => import('@restrung/shared/search');
const response = schemasFrom(searchModule);

const suggestionKeys = (text: string) => ['search-suggestions', text] as const;

const fetchSuggestions = (text: string, signal?: AbortSignal) =>
  api(`/search/suggestions?q=${encodeURIComponent(text)}`, { schema: response('suggestionsSchema'), signal });

/** SEARCH_LIMITS.suggestFrom, read once the box is in use; undefined until then. */
function useSuggestFrom(active: boolean): number | undefined {
  const [suggestFrom, setSuggestFrom] = useState<number>();
  useEffect(() => {
    if (!active || suggestFrom !== undefined) return;
    let current = true;
    void searchModule().then((module) => current && setSuggestFrom(module.SEARCH_LIMITS.suggestFrom));
    return () => {
      current = false;
    };
  }, [active, suggestFrom]);
  return suggestFrom;
}

/** Suggestions under the header's box; the caller debounces the text. */
export function useSuggestions(text: string, enabled: boolean) {
  const trimmed = text.trim();
  const suggestFrom = useSuggestFrom(enabled);
  const asking = enabled && suggestFrom !== undefined && trimmed.length >= suggestFrom;
  return useQuery({
    queryKey: suggestionKeys(trimmed.toLowerCase()),
    queryFn: ({ signal }) => fetchSuggestions(trimmed, signal),
    enabled: asking,
    staleTime: 60_000,
    // The last words' suggestions stay until the answer to these words comes; none comes for words too short ("e"
    // after "elec"), so theirs go at once: one chosen would be for other words, and the box would wait for nothing.
    placeholderData: asking ? keepPreviousData : undefined,
    select: (data) => data.suggestions,
  });
}

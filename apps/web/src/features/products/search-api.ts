import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { CONDITIONS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Condition } from '@restrung/shared/constants';
import {
  SEARCH_SORTS,
  type SearchResult,
  searchRangesSchema,
  searchResultSchema,
  type SearchSort,
} from '@restrung/shared/search';
import { foldForSearch, NOT_QUOTE, QUOTE, startsQuoted } from '@restrung/shared/highlight';
import { api } from '../../lib/api-client.ts';
import { useReturnAsLeft } from '../../lib/use-return-scroll.ts';

/**
 * Search and category pages keep their whole state in the address: keywords, filters, sort and how many
 * results are shown, so a reload, a shared link and Back all land on the same results.
 */
export interface SearchState {
  q: string;
  category: string[];
  condition: Condition[];
  /** Guitar details: brands (lower case), body types, handedness and numbers of strings. */
  brand: string[];
  bodyType: string[];
  handedness: string[];
  strings: string[];
  minPrice: string;
  maxPrice: string;
  minYear: string;
  maxYear: string;
  location: string;
  booked: boolean;
  sort: SearchSort;
  /** Results shown: a multiple of the page size after "Load more". */
  shown: number;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * What an address without `booked` means: the search page shows Available guitars only (issue 11); a category
 * page shows Booked ones too, as SPEC.md's category page hides only Paid. `booked=0` or `=1` overrides it.
 */
export interface SearchDefaults {
  booked: boolean;
}
const SEARCH_PAGE_DEFAULTS: SearchDefaults = { booked: false };

export function readSearchState(params: URLSearchParams, defaults = SEARCH_PAGE_DEFAULTS): SearchState {
  const sort = params.get('sort') as SearchSort | null;
  const shown = Number(params.get('shown'));
  return {
    q: params.get('q') ?? '',
    category: list(params.get('category')),
    condition: list(params.get('condition')).filter((c): c is Condition =>
      (CONDITIONS as readonly string[]).includes(c),
    ),
    brand: list(params.get('brand')),
    bodyType: list(params.get('bodyType')),
    handedness: list(params.get('handedness')),
    strings: list(params.get('strings')),
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    minYear: params.get('minYear') ?? '',
    maxYear: params.get('maxYear') ?? '',
    location: params.get('location') ?? '',
    booked: params.has('booked') ? params.get('booked') === '1' : defaults.booked,
    sort: sort && SEARCH_SORTS.includes(sort) ? sort : 'relevance',
    shown: Number.isInteger(shown) && shown > DEFAULT_PAGE_SIZE ? Math.min(shown, 1000) : DEFAULT_PAGE_SIZE,
  };
}

/** The keywords without these words, as typed ("under $500", "in good condition"). */
export const withoutTyped = (q: string, typed: string[]) =>
  typed
    .reduce((rest, words) => rest.replace(words, ' '), q)
    .replace(/\s+/g, ' ')
    .trim();

/** A word as the search box cuts it, or a span already in quotes (kept whole). */
const QUOTED_OR_WORD = new RegExp(String.raw`${QUOTE}${NOT_QUOTE}*${QUOTE}?|[\p{L}\p{N}\p{M}]+`, 'gu');

/**
 * The keywords with these words in quotes, so the search finds them as typed and corrects none ("back" is not also
 * "black"). `words` as the answer names them: lower case, without accents.
 */
export const withTypedQuoted = (q: string, words: string[]) =>
  q.replace(QUOTED_OR_WORD, (token) =>
    !startsQuoted(token) && words.includes(foldForSearch(token)) ? `"${token}"` : token,
  );

/** A condition typed among the keywords ("in good condition"), as typed, with the conditions the search set. */
export interface TypedCondition {
  words: string;
  conditions: Condition[];
}

/** The condition the answer says it read from the keywords and applied; none when the filter's own won. */
export function typedConditionOf(leftOut: SearchResult['leftOut']): TypedCondition | undefined {
  for (const left of leftOut)
    if (left.reason === 'condition' && left.conditions) return { words: left.words, conditions: left.conditions };
  return undefined;
}

/** The address of a state: only what differs from the defaults, so links stay short. */
export function writeSearchState(state: SearchState, defaults = SEARCH_PAGE_DEFAULTS): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category.length) params.set('category', state.category.join(','));
  for (const key of ['condition', 'brand', 'bodyType', 'handedness', 'strings'] as const)
    if (state[key].length) params.set(key, state[key].join(','));
  for (const key of ['minPrice', 'maxPrice', 'minYear', 'maxYear', 'location'] as const)
    if (state[key].trim()) params.set(key, state[key].trim());
  if (state.booked !== defaults.booked) params.set('booked', state.booked ? '1' : '0');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.shown > DEFAULT_PAGE_SIZE) params.set('shown', String(state.shown));
  return params;
}

/** The API's query for a state, without paging; a category page passes its own category. */
function apiParams(state: SearchState, fixedCategory?: string): URLSearchParams {
  const params = writeSearchState({ ...state, shown: DEFAULT_PAGE_SIZE });
  if (fixedCategory) params.set('category', fixedCategory);
  return params;
}

export const searchKeys = {
  // Under 'products': a booking or a new listing refreshes search results like every other list.
  results: (params: string) => ['products', 'search', params] as const,
  /** How many a search finds, asked for with a page of one. */
  count: (params: string) => ['products', 'search-count', params] as const,
};

export const fetchSearch = (params: URLSearchParams, after: string | null, limit: number, signal?: AbortSignal) => {
  const query = new URLSearchParams(params);
  query.set('limit', String(limit));
  if (after) query.set('after', after);
  return api(`/search?${query}`, { schema: searchResultSchema, signal });
};

/**
 * Results page by page ("Load more"). The first request asks for as many as the address says were shown, so a
 * reload or a shared link opens on the same list; beyond one request's cap the rest follow page by page.
 */
export const RANGES = ['minPrice', 'maxPrice', 'minYear', 'maxYear'] as const;
export type RangeKey = (typeof RANGES)[number];

/** What is wrong with the ranges, by field, with the server's own rules; empty when they can be applied. */
export function rangeErrors(text: Record<RangeKey, string>): Partial<Record<RangeKey, string>> {
  const typed = Object.fromEntries(RANGES.map((key) => [key, text[key].trim() || undefined]));
  const result = searchRangesSchema.safeParse(typed);
  const errors: Partial<Record<RangeKey, string>> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as RangeKey] ??= issue.message;
  return errors;
}

/** The results for `state`; not asked for while `enabled` is false (ranges the server would refuse). */
export function useSearchResults(state: SearchState, fixedCategory?: string, enabled = true) {
  const params = apiParams(state, fixedCategory);
  const returnAsLeft = useReturnAsLeft();
  const query = useInfiniteQuery({
    queryKey: searchKeys.results(params.toString()),
    queryFn: ({ pageParam, signal }) =>
      fetchSearch(
        params,
        pageParam,
        pageParam ? DEFAULT_PAGE_SIZE : Math.min(state.shown, MAX_PAGE_SIZE - (MAX_PAGE_SIZE % DEFAULT_PAGE_SIZE)),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
    ...returnAsLeft,
  });
  const loaded = query.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  useEffect(() => {
    if (!isPlaceholderData && hasNextPage && !isFetchingNextPage && loaded < state.shown) void fetchNextPage();
  }, [isPlaceholderData, hasNextPage, isFetchingNextPage, loaded, state.shown, fetchNextPage]);
  return query;
}

/**
 * How many guitars the search finds with each change of `state` made (a filter dropped): undefined until known, and
 * if the count could not be had.
 */
export function useSearchCounts(
  state: SearchState,
  changes: Partial<SearchState>[],
  fixedCategory?: string,
): (SearchResult | undefined)[] {
  return useQueries({
    queries: changes.map((change) => {
      const params = apiParams({ ...state, ...change }, fixedCategory);
      return {
        queryKey: searchKeys.count(params.toString()),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchSearch(params, null, 1, signal),
      };
    }),
  }).map((query) => query.data);
}

import type { Product } from '@restrung/shared/product';
import type { SearchResult } from '@restrung/shared/search';

/** A GET /search answer holding `items`, with empty facets unless given. */
export const aSearchResult = (items: Product[], extra: Partial<SearchResult> = {}): SearchResult => ({
  items,
  total: items.length,
  nextCursor: null,
  highlight: [],
  corrections: [],
  didYouMean: null,
  facets: { category: [], condition: [], status: [] },
  ...extra,
});

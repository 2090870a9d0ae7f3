import type { Product } from '@restrung/shared/product';
import type { SearchResult } from '@restrung/shared/search';

/** A GET /search answer holding `items`, with empty facet groups unless given. */
const NO_FACETS: SearchResult['facets'] = {
  category: [],
  condition: [],
  brand: [],
  bodyType: [],
  handedness: [],
  strings: [],
  status: [],
};

export const aSearchResult = (
  items: Product[],
  extra: Omit<Partial<SearchResult>, 'facets'> & { facets?: Partial<SearchResult['facets']> } = {},
): SearchResult => ({
  items,
  total: items.length,
  totalCapped: false,
  nextCursor: null,
  highlight: [],
  corrections: [],
  typedFindsNothing: false,
  leftOut: [],
  didYouMean: null,
  ...extra,
  facets: { ...NO_FACETS, ...extra.facets },
});

/**
 * Search rows of the HTTP benchmark (issue 11): keywords with facets, browsing everything with facets, a misspelt
 * word, a category page with a filter and a price sort, suggestions while typing, and searches never made before. Targets: throughput >= 0.15x of
 * the bare server; p99 <= 30 ms on PostgreSQL and <= 60 ms on PGlite (printed in each row, judged by reading).
 */
import type { BulkLoadResult } from './bulk-load.ts';

/** Issue 11's p99 target for every search row, per database. */
export const SEARCH_P99_TARGET_MS = { postgres: 30, pglite: 60 } as const;

export function searchEndpoints(data: BulkLoadResult, headers: Record<string, string>) {
  const target = { minRatio: 0.15 };
  const category = data.categories[0]!.id;
  const row = (key: string, name: string, paths: string[]) => ({
    key,
    name,
    paths,
    headers,
    baseline: 'hello' as const,
    target,
  });
  // Cheapest first: on PGlite one connection answers every query in turn, so requests still running when a slow
  // row's run ends would delay the rows after it.
  return [
    row('searchCategory', '  category page: condition + price sort', [
      `/api/search?category=${category}&condition=good&sort=price_desc`,
    ]),
    row('searchAll', 'GET /api/search (everything + facets)', ['/api/search', '/api/search?sort=price_asc']),
    row(
      'searchSuggest',
      'GET /api/search/suggestions',
      ['gu', 'bench gui', 'bench guitar 1'].map((q) => `/api/search/suggestions?q=${encodeURIComponent(q)}`),
    ),
    // Every bench listing is "Bench guitar <n>", by "Bench user <m>", in "Austin, TX", with the same description:
    // "bench", "guitar" and "austin" are in every listing, so the rows above are broad searches. A model name
    // a person types matches a few listings in a thousand; a number alone does the same here.
    row(
      'searchSelective',
      'GET /api/search?q= (selective, like a model)',
      ['4242', '777', 'bench 1234'].map((q) => `/api/search?q=${encodeURIComponent(q)}`),
    ),
    row('searchTypo', 'GET /api/search?q=guitr (typo)', ['/api/search?q=guitr+42']),
    // Searches nobody made before in this run (one listing's number each, 20,000 of them): the read caches keep
    // repeated searches (a category page, a popular model), so the rows above measure those; this row measures
    // what a search costs when it must be read from the database.
    row(
      'searchDistinct',
      'GET /api/search?q= (20,000 distinct, uncached)',
      Array.from({ length: 20_000 }, (_, i) => `/api/search?q=${10_000 + i}`),
    ),
    row(
      'searchKeywords',
      'GET /api/search?q= (keywords + facets)',
      ['bench guitar 42', 'guitar 7', 'austin 13', 'bench 999'].map((q) => `/api/search?q=${encodeURIComponent(q)}`),
    ),
  ];
}

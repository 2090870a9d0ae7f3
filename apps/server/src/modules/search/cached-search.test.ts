import { describe, expect, it, vi } from 'vitest';
import { readCaches } from '../../lib/read-cache.ts';
import { cachedRatings } from '../reviews/cached-ratings.ts';
import { cachedSearch } from './cached-search.ts';
import type { SearchFilters, SearchRepository } from './repository.ts';

/*
 * Issue 11, decision 0032: search's reads are kept until a change to a table they read. Each call is made twice, then
 * again after a change to each table: the repository must be asked once, then again only after a change that can
 * change its answer.
 */

const serving = () => {
  const caches = readCaches({ ttlMs: 60_000 });
  caches.resume();
  return caches;
};

function fakeRepository() {
  return {
    countCap: 1000,
    expectedShare: vi.fn(async () => 0),
    commonWords: vi.fn(async () => new Set<string>()),
    search: vi.fn(async () => []),
    facets: vi.fn(async () => ({ rows: [], totalUpTo: null, capped: false })),
    checkTerms: vi.fn(async (terms: string[]) =>
      terms.map((term) => ({ term, known: true, closest: null, stems: [term], closestStems: [] })),
    ),
    suggestNames: vi.fn(async () => ['Gibson Les Paul']),
  } satisfies SearchRepository;
}

const filters: SearchFilters = { tsquery: 'gibson:*', lookUpStems: [[['gibson']]], statuses: ['Available'] };

/** Each of the four reads, twice. */
async function readAll(search: SearchRepository, f: SearchFilters = filters) {
  for (let i = 0; i < 2; i++) {
    await search.search(f, 'relevance', undefined, 24);
    await search.facets(f);
    await search.checkTerms(['gibson']);
    await search.suggestNames('gibson:*A', 8);
  }
}

const calls = (repository: ReturnType<typeof fakeRepository>) => ({
  search: repository.search.mock.calls.length,
  facets: repository.facets.mock.calls.length,
  checkTerms: repository.checkTerms.mock.calls.length,
  suggestNames: repository.suggestNames.mock.calls.length,
});

describe('cachedSearch', () => {
  it('answers a repeated search, its counts, keyword checks and suggestions from the cache', async () => {
    const repository = fakeRepository();
    const search = cachedSearch(repository, serving());
    await readAll(search);
    expect(calls(repository)).toEqual({ search: 1, facets: 1, checkTerms: 1, suggestNames: 1 });
    expect(await search.suggestNames('gibson:*A', 8)).toEqual(['Gibson Les Paul']);
  });

  it('tells searches apart by every filter, the order, the cursor and the page size', async () => {
    const repository = fakeRepository();
    const search = cachedSearch(repository, serving());
    await search.search(filters, 'relevance', undefined, 24);
    await search.search({ ...filters, minPriceCents: 100 }, 'relevance', undefined, 24);
    await search.search({ ...filters, statuses: ['Available', 'Booked'] }, 'relevance', undefined, 24);
    await search.search(filters, 'newest', undefined, 24);
    await search.search(filters, 'relevance', { key: '0.5', id: 'a' }, 24);
    await search.search(filters, 'relevance', undefined, 48);
    expect(repository.search).toHaveBeenCalledTimes(6);
    await search.facets(filters);
    await search.facets({ ...filters, categories: ['c1'] });
    expect(repository.facets).toHaveBeenCalledTimes(2);
  });

  it.each([
    // Listings are heard of by their words (decision 0082): only the vocabulary and the suggestions hear products.
    ['products', { search: 1, facets: 1, checkTerms: 2, suggestNames: 2 }],
    ['verified_sellers', { search: 2, facets: 2, checkTerms: 1, suggestNames: 2 }],
    // Search reads no other column of users: a sign-up or a profile edit keeps every search.
    ['users', { search: 1, facets: 1, checkTerms: 1, suggestNames: 1 }],
    ['sessions', { search: 1, facets: 1, checkTerms: 1, suggestNames: 1 }],
    ['stolen_reports', { search: 2, facets: 2, checkTerms: 1, suggestNames: 2 }],
    ['reviews', { search: 1, facets: 1, checkTerms: 1, suggestNames: 1 }],
    ['reports', { search: 1, facets: 1, checkTerms: 1, suggestNames: 1 }],
  ])('reads again what a change to %s can change, and only that', async (table, expected) => {
    const repository = fakeRepository();
    const caches = serving();
    const search = cachedSearch(repository, caches);
    await readAll(search);
    caches.invalidate(table, ['some-row']);
    await readAll(search);
    expect(calls(repository)).toEqual(expected);
  });

  it.each([
    ['a word the keyword starts', ['gibson'], 2],
    ['no word the keyword starts', ['fender', 'gibso', 'les'], 1],
    ['no word named (too many listings, or words)', undefined, 2],
  ])('reads a keyword search again after a listing change naming %s', async (_, words, reads) => {
    const repository = fakeRepository();
    const caches = serving();
    const search = cachedSearch(repository, caches);
    await readAll(search);
    caches.invalidate('listing_words', words);
    await readAll(search);
    expect(calls(repository)).toEqual({ search: reads, facets: reads, checkTerms: 1, suggestNames: 1 });
  });

  it('reads a search without keywords again after any listing change', async () => {
    const repository = fakeRepository();
    const caches = serving();
    const search = cachedSearch(repository, caches);
    const browse: SearchFilters = { tsquery: null, lookUpStems: [], statuses: ['Available'] };
    await readAll(search, browse);
    caches.invalidate('listing_words', ['fender']);
    await readAll(search, browse);
    expect(calls(repository)).toMatchObject({ search: 2, facets: 2 });
  });

  it('reads from the database while the change feed is down', async () => {
    const repository = fakeRepository();
    const caches = serving();
    caches.pause();
    await readAll(cachedSearch(repository, caches));
    expect(calls(repository)).toEqual({ search: 2, facets: 2, checkTerms: 2, suggestNames: 2 });
  });
});

describe('cachedRatings', () => {
  it("keeps a page's sellers' ratings until one of those sellers' ratings changes", async () => {
    const ratingsFor = vi.fn(
      async (ids: readonly string[]) => new Map(ids.map((id) => [id, { average: 4, count: 2 }])),
    );
    const caches = serving();
    const ratings = cachedRatings(ratingsFor, caches);
    expect([...(await ratings(['s2', 's1', 's2'])).keys()].sort()).toEqual(['s1', 's2']);
    await ratings(['s1', 's2']);
    expect(ratingsFor).toHaveBeenCalledTimes(1);
    expect(await ratings([])).toEqual(new Map());
    expect(ratingsFor).toHaveBeenCalledTimes(1);

    caches.invalidate('seller_ratings', ['s3']);
    await ratings(['s1', 's2']);
    expect(ratingsFor).toHaveBeenCalledTimes(1);
    caches.invalidate('seller_ratings', ['s2']);
    await ratings(['s2', 's1']);
    expect(ratingsFor).toHaveBeenCalledTimes(2);
  });
});

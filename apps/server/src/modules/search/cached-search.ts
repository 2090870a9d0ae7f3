import type { ReadCaches } from '../../lib/read-cache.ts';
import { ANY_LISTING_CHANGE, LISTING_WORDS, listingWordTags } from './listing-words.ts';
import type { SearchFilters, SearchRepository } from './repository.ts';

type Page = Awaited<ReturnType<SearchRepository['search']>>;
type Facets = Awaited<ReturnType<SearchRepository['facets']>>;
type TermChecks = Awaited<ReturnType<SearchRepository['checkTerms']>>;

/** Listings kept in search pages at once, counted per row (about 2 kB each): about 10 MB. */
const MAX_PAGE_ROWS = 5_000;
/** Facet counts kept at once (a few dozen small rows each). */
const MAX_FACETS = 2_000;
/** Keyword checks and suggestion lists kept at once (a few short strings each). */
const MAX_SMALL = 5_000;

/**
 * A search reads public listings, their sellers' verification (the only column of users it reads) and the
 * stolen-gear decisions; search_counts is written by triggers on those tables, so its changes come with them. It
 * hears of listing changes by their words (decision 0082): a change to listings none of its keywords can match
 * leaves it kept.
 */
const SEARCH_TABLES = [LISTING_WORDS, 'verified_sellers', 'stolen_reports'] as const;
type SearchTable = (typeof SEARCH_TABLES)[number];
const OTHER_SEARCH_TABLES = ['verified_sellers', 'stolen_reports'] as const;
/** Keywords searched as typed (no stems to tell words by): dropped by every listing change. */
const LISTING_TABLES = ['products', ...OTHER_SEARCH_TABLES] as const;
const listingTags = () => LISTING_TABLES;
/**
 * The vocabulary (search_words, written by triggers) only grows with a listing's insert or edit, or a category's
 * (migration 0021).
 */
const VOCABULARY_TABLES = ['products', 'categories'] as const;
const vocabularyTags = () => VOCABULARY_TABLES;

/** What a search with these filters reads: the listings its keywords can match, and the other tables. */
const tagsOf = (filters: SearchFilters) => {
  const listings = filters.tsquery ? listingWordTags(filters.lookUpStems) : ANY_LISTING_CHANGE;
  return () => [...listings, ...OTHER_SEARCH_TABLES];
};

/**
 * Search's reads through the read caches (decision 0032): what a page, its counts, a keyword check and a
 * suggestion list hold is the same for every viewer (the service adds what depends on the viewer), so repeated
 * searches (a category page with its filters, a popular model, "Load more") are answered without the database
 * until a listing, a seller or a stolen-gear decision changes.
 */
export function cachedSearch(search: SearchRepository, caches: ReadCaches): SearchRepository {
  const pages = caches.create<Page, SearchTable>({
    maxSize: MAX_PAGE_ROWS,
    sizeOf: (rows: Page) => rows.length,
    readsFrom: SEARCH_TABLES,
  });
  const facets = caches.create<Facets, SearchTable>({ maxSize: MAX_FACETS, readsFrom: SEARCH_TABLES });
  const checks = caches.create<TermChecks, (typeof VOCABULARY_TABLES)[number]>({
    maxSize: MAX_SMALL,
    readsFrom: VOCABULARY_TABLES,
  });
  const names = caches.create<string[], (typeof LISTING_TABLES)[number]>({
    maxSize: MAX_SMALL,
    readsFrom: LISTING_TABLES,
  });

  return {
    ...search,
    search: async (filters, order, after, limit) =>
      (await pages.read(
        JSON.stringify([filters, order, after, limit]),
        () => search.search(filters, order, after, limit),
        tagsOf(filters),
      )) ?? [],
    // The repository always answers an object, and the cache gives back what it answered.
    facets: async (filters) =>
      (await facets.read(JSON.stringify(filters), () => search.facets(filters), tagsOf(filters)))!,
    checkTerms: async (terms, knownOnly = []) =>
      (await checks.read(
        JSON.stringify([terms, knownOnly]),
        () => search.checkTerms(terms, knownOnly),
        vocabularyTags,
      )) ?? [],
    suggestNames: async (tsquery, limit) =>
      (await names.read(JSON.stringify([tsquery, limit]), () => search.suggestNames(tsquery, limit), listingTags)) ??
      [],
  };
}

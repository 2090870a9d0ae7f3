import { and, asc, desc, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Condition } from '@restrung/shared/constants';
import { SEARCH_LIMITS } from '@restrung/shared/search';
import type { Db } from '../../db/client.ts';
import { products, searchCounts, users } from '../../db/schema.ts';
import { heldAsStolen, productColumns, verifiedSeller, type ProductRow } from '../products/repository.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { keptStatements, type Slot, type StatementValues } from '../../db/kept-statements.ts';
import { matchShare, type DocumentStatistics, type LookUpStems } from './match-share.ts';
import { numberCheck } from './number-terms.ts';

/**
 * Keyword search, filters, facets and suggestions, all in PostgreSQL (docs/decisions/0017-search-on-postgresql.md).
 * This file is the seam: a dedicated search engine would answer these same functions.
 */

/** What a search asks for, already checked and converted (cents, tsquery text built from plain words). */
export interface SearchFilters {
  /** to_tsquery text built by the service from letters and digits only; null for no keywords. */
  tsquery: string | null;
  /**
   * The part of `tsquery` the GIN index looks up: its keywords that are not in most listings. The others are
   * checked on the rows found (a word in every listing narrows nothing, and its posting list is the costly part of
   * the look-up). Null or equal to `tsquery`: the index answers the whole query.
   */
  indexTsquery?: string | null;
  /**
   * The keywords the index looks up (`indexTsquery`, or `tsquery` when that is null) as the planner's estimate of
   * their matches reads them: stems, not words (match-share.ts).
   */
  lookUpStems: LookUpStems;
  categories?: string[];
  conditions?: Condition[];
  /** Lower case: matched against lower(brand). */
  brands?: string[];
  bodyTypes?: string[];
  handedness?: string[];
  strings?: number[];
  minPriceCents?: number;
  maxPriceCents?: number;
  minYear?: number;
  maxYear?: number;
  /** The years the guitar was built in, as typed among the keywords ("older than 2010"). */
  minBuilt?: number;
  maxBuilt?: number;
  /** Folded (lower case, no accents) text a listing's location, or its state's name (migration 0023), must contain. */
  location?: string;
  statuses: ('Available' | 'Booked')[];
  /** Categories the keywords name: best match ranks their listings first (decision 0087). Not a filter. */
  rankCategories?: string[];
  /** What best match ranks on when it is not `tsquery` (keyword-query.ts, buildRankTsquery). Not a filter. */
  rankTsquery?: string | null;
  /**
   * The keywords as typed, without their corrections, when one was corrected: best match ranks a listing that
   * matches them above those found only through a correction. Not a filter.
   */
  rankTypedTsquery?: string | null;
}

/** The effective order: "best match" without keywords is newest. */
export type SearchOrder = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'saving';

/** Where the previous page stopped: its last row's sort key (as PostgreSQL printed it) and id. */
export interface SearchCursor {
  key: string;
  id: string;
}

export interface TermCheck {
  term: string;
  /** A known word starts with the term. */
  known: boolean;
  /** For a term no known word starts with, the most similar known word (pg_trgm), if any is similar enough. */
  closest: string | null;
  /** The term's stems under the english configuration; empty for a stop word. */
  stems: string[];
  /** The closest word's stems, likewise (empty when there is none). */
  closestStems: string[];
  /**
   * For a term no known word starts with, two known words it is made of, typed as one ("lespaul": "les" and
   * "paul"), with each one's stems (decision 0086); absent when there are none.
   */
  split?: { words: [string, string]; stems: [string[], string[]] };
}

/**
 * Keywords are stemmed as the document is: words the stemmer would cut to another's stem ("blues" to "blue") are made
 * whole first (search_whole_words, migration 0024), in the query text and in the stems the term check reads.
 */
const query = (tsquery: Placeholder) => sql`to_tsquery('english', search_whole_words(${tsquery}))`;
const stemsOf = (word: SQL) => sql`tsvector_to_array(to_tsvector('english', search_whole_words(${word})))`;
/**
 * Best match's key: the keywords' rank, and a whole point more for a listing in a category the keywords name
 * (`rankCategories`, decision 0087), which a rank of the words alone never reaches; and a point more for one that
 * matches the keywords as typed when one was corrected (`rankTypedTsquery`): "student" in a description above the
 * "Studio" it was corrected to in a name.
 */
const rank = (slot: Slot, v: StatementValues) => {
  const parts = [sql`ts_rank(${products.searchDocument}, ${query(slot('rankQuery'))})`];
  if (v.rankCategories !== undefined)
    parts.push(sql`(${products.categoryId} = any(${slot('rankCategories')}::uuid[]))::integer::real`);
  if (v.rankTyped !== undefined)
    parts.push(sql`(${products.searchDocument} @@ ${query(slot('rankTyped'))})::integer::real`);
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` + `)})`;
};
const saving = sql`(${products.marketPriceCents} - ${products.askingPriceCents})`;
const postedMicros = sql`(extract(epoch from ${products.postedAt}) * 1000000)::bigint`;
const LIKE_SPECIAL = /[\\%_]/g;

/** Given lists only: an empty list filters nothing and is left out of the statement. */
const some = <T>(list: T[] | undefined) => (list?.length ? list : undefined);

/**
 * A search's values by the slot that holds each in its statements (db/kept-statements.ts): a condition is written
 * into a statement exactly when its value is given.
 */
function filterValues(f: SearchFilters): StatementValues {
  return {
    tsquery: f.tsquery ?? undefined,
    // Only when it differs from the whole query: the index then looks up this part, and the whole is checked after.
    indexTsquery: f.tsquery && f.indexTsquery && f.indexTsquery !== f.tsquery ? f.indexTsquery : undefined,
    minPrice: f.minPriceCents,
    maxPrice: f.maxPriceCents,
    // used_years is always four digits (the listing form checks it), so text order is year order.
    minYear: f.minYear === undefined ? undefined : String(f.minYear),
    maxYear: f.maxYear === undefined ? undefined : String(f.maxYear),
    minBuilt: f.minBuilt,
    maxBuilt: f.maxBuilt,
    location: f.location ? `%${f.location.replace(LIKE_SPECIAL, '\\$&')}%` : undefined,
    ...groupValues(f),
  };
}

/** The facet groups' chosen values (the status apart: it is written as literals). */
function groupValues(f: SearchFilters): StatementValues {
  return {
    categories: some(f.categories),
    conditions: some(f.conditions),
    brands: some(f.brands),
    bodyTypes: some(f.bodyTypes),
    handedness: some(f.handedness),
    strings: some(f.strings),
  };
}

/**
 * The keywords' condition. ts_match_vq is what @@ calls, written as a function so the planner does not take it
 * to the index: the index finds the rows of the selective words, the whole query is checked on those.
 */
function matchesKeywords(slot: Slot, v: StatementValues): SQL {
  if (v.indexTsquery === undefined) return sql`${products.searchDocument} @@ ${query(slot('tsquery'))}`;
  return sql`(${products.searchDocument} @@ ${query(slot('indexTsquery'))}
    and ts_match_vq(${products.searchDocument}, ${query(slot('tsquery'))}))`;
}

/** A word in at least this share of the listings (planner statistics) is left out of the index look-up. */
const COMMON_WORD_SHARE = 0.3;
/** The statistics change only when ANALYZE runs: read them at most this often. */
const COMMON_WORDS_TTL_MS = 60_000;

interface Order {
  /** The expression rows are sorted on (ties broken by id, in the same direction). */
  key: SQL;
  /** How the key is printed into a cursor, when not as itself. */
  printed?: SQL;
  /** The cursor's key (slot afterKey), read back with the key's type. */
  fromCursor: SQL;
  ascending: boolean;
}

function orderOf(order: SearchOrder, slot: Slot, v: StatementValues): Order {
  switch (order) {
    case 'relevance':
      return { key: rank(slot, v), fromCursor: sql`${slot('afterKey')}::real`, ascending: false };
    case 'price_asc':
    case 'price_desc':
      return {
        key: sql`${products.askingPriceCents}`,
        fromCursor: sql`${slot('afterKey')}::integer`,
        ascending: order === 'price_asc',
      };
    case 'saving':
      return { key: saving, fromCursor: sql`${slot('afterKey')}::integer`, ascending: false };
    case 'newest':
      return {
        key: sql`${products.postedAt}`,
        printed: postedMicros,
        // Whole microseconds since 1970, added as an interval: exact, and compared with the indexed column itself.
        fromCursor: sql`(timestamptz 'epoch' + ${slot('afterKey')}::bigint * interval '1 microsecond')`,
        ascending: false,
      };
  }
}

/** Every condition but the facet groups (category, condition, status), which the facet query varies. */
function commonConditions(slot: Slot, v: StatementValues): (SQL | undefined)[] {
  return [
    // A literal, like the category page's, so the planner can use the partial index products_category_listing_idx.
    sql`${products.status} <> 'Paid'`,
    // A listing whose serial matches a confirmed stolen-gear report is hidden from buyers (decision 0019).
    sql`not ${heldAsStolen}`,
    v.tsquery !== undefined ? matchesKeywords(slot, v) : undefined,
    v.minPrice !== undefined ? gte(products.askingPriceCents, slot('minPrice')) : undefined,
    v.maxPrice !== undefined ? lte(products.askingPriceCents, slot('maxPrice')) : undefined,
    v.minYear !== undefined ? gte(products.usedYears, slot('minYear')) : undefined,
    v.maxYear !== undefined ? lte(products.usedYears, slot('maxYear')) : undefined,
    v.minBuilt !== undefined ? gte(products.yearBuilt, slot('minBuilt')) : undefined,
    v.maxBuilt !== undefined ? lte(products.yearBuilt, slot('maxBuilt')) : undefined,
    v.location !== undefined ? sql`${products.locationText} like ${slot('location')}` : undefined,
  ];
}

/** The facet groups: each is counted with every filter applied but its own. */
export const FACET_GROUPS = ['category', 'condition', 'brand', 'bodyType', 'handedness', 'strings', 'status'] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

/** Each group's column, as products, search_counts and the facet query name it. */
const FACET_COLUMNS: Record<FacetGroup, string> = {
  category: 'category_id',
  condition: 'condition',
  brand: 'brand',
  bodyType: 'body_type',
  handedness: 'handedness',
  strings: 'strings',
  status: 'status',
};

/**
 * Each group's chosen values: the slot of filterValues that holds them and their SQL array type. The status is
 * written as literals instead (STATUS_LITERALS).
 */
const GROUP_SLOTS: Record<Exclude<FacetGroup, 'status'>, { slot: string; type: string }> = {
  category: { slot: 'categories', type: 'uuid[]' },
  condition: { slot: 'conditions', type: 'text[]' },
  brand: { slot: 'brands', type: 'text[]' },
  bodyType: { slot: 'bodyTypes', type: 'text[]' },
  handedness: { slot: 'handedness', type: 'text[]' },
  strings: { slot: 'strings', type: 'integer[]' },
};

/* The facet statement's parts that name columns only, written as text once. */
const quoted = (group: FacetGroup) => `"${FACET_COLUMNS[group]}"`;
const isSet = (group: FacetGroup) => `grouping(${quoted(group)}) = 0`;
/** Which group a grouping set's row counts. */
const FACET_OF_ROW = sql.raw(FACET_GROUPS.map((group) => `when ${isSet(group)} then '${group}'`).join(' '));
/** The value a grouping set's row counts, as text. */
const VALUE_OF_ROW = sql.raw(`coalesce(${FACET_GROUPS.map((group) => `${quoted(group)}::text`).join(', ')})`);
/** One set per group, and the empty set () that counts every row of the sample (past the cap: counting stopped). */
const GROUPING_SETS = sql.raw([...FACET_GROUPS.map((group) => `(${quoted(group)})`), '()'].join(', '));
const IS_SET = Object.fromEntries(FACET_GROUPS.map((group) => [group, sql.raw(isSet(group))])) as Record<
  FacetGroup,
  SQL
>;

/**
 * The statuses a search may show, written into the statement, not sent as a parameter: a plan made once for a
 * parameter combined the status index with the search index, and read 80,000 rows to find one listing.
 */
const STATUS_LITERALS: Record<SearchFilters['statuses'][number], SQL> = {
  Available: sql.raw(`'Available'`),
  Booked: sql.raw(`'Booked'`),
};

const statusList = (statuses: SearchFilters['statuses']) =>
  sql.join(
    statuses.map((status) => STATUS_LITERALS[status]),
    sql`, `,
  );

/** `expression = any(slot)`, the slot's array typed as the column is so its index serves. */
const anyOf = (expression: SQL, slot: Slot, group: keyof typeof GROUP_SLOTS) =>
  sql`${expression} = any(${slot(GROUP_SLOTS[group].slot)}::${sql.raw(GROUP_SLOTS[group].type)})`;

/** The chosen values of every group, on the products table. */
function groupFilters(slot: Slot, v: StatementValues, statuses: SearchFilters['statuses']): (SQL | undefined)[] {
  return [
    v.categories !== undefined ? anyOf(sql`${products.categoryId}`, slot, 'category') : undefined,
    v.conditions !== undefined ? anyOf(sql`${products.condition}`, slot, 'condition') : undefined,
    v.brands !== undefined ? anyOf(sql`lower(${products.brand})`, slot, 'brand') : undefined,
    v.bodyTypes !== undefined ? anyOf(sql`${products.bodyType}`, slot, 'bodyType') : undefined,
    v.handedness !== undefined ? anyOf(sql`${products.handedness}`, slot, 'handedness') : undefined,
    v.strings !== undefined ? anyOf(sql`${products.strings}`, slot, 'strings') : undefined,
    sql`${products.status} in (${statusList(statuses)})`,
  ];
}

/**
 * Whether search_counts can answer the facet counts: it holds public listings per combination of the facet
 * groups only, so keywords, price, years and location need the listings themselves.
 */
const countsServe = (f: SearchFilters) =>
  !f.tsquery &&
  f.minPriceCents === undefined &&
  f.maxPriceCents === undefined &&
  f.minYear === undefined &&
  f.maxYear === undefined &&
  f.minBuilt === undefined &&
  f.maxBuilt === undefined &&
  !f.location;

/**
 * The rows the facet query groups: one per combination with its count, or one per listing (weight 1). From the
 * listings, `chosen` tells whether a row also passes every facet group's filter (it counts in the total).
 */
function facetSource(f: SearchFilters, slot: Slot, v: StatementValues): SQL {
  if (countsServe(f))
    return sql`select category_id, condition, brand, body_type, handedness, strings, status, listings as weight
      from ${searchCounts}`;
  return sql`select ${products.categoryId} as category_id, ${products.condition} as condition,
      lower(${products.brand}) as brand, ${products.bodyType} as body_type, ${products.handedness} as handedness,
      ${products.strings} as strings, ${products.status} as status, 1 as weight,
      ${and(...groupFilters(slot, v, f.statuses))} as chosen
    from ${products} inner join ${users} on ${verifiedSeller} where ${and(...commonConditions(slot, v))}`;
}

/** The words of a space-separated list PostgreSQL printed. */
const wordsOf = (list: unknown) =>
  String(list ?? '')
    .split(' ')
    .filter(Boolean);

/**
 * pg_stats' row for the search document. The common lexemes' shares are float4 in PostgreSQL, printed as text here
 * and read back exactly (Math.fround). ANALYZE stores the lowest and the highest share after them: without those
 * two the planner ignores the list, and so does this.
 */
function documentStatistics(row: Record<string, unknown>): DocumentStatistics {
  const lexemes = (row.elements as string[] | null) ?? [];
  const shares = ((row.shares as string[] | null) ?? []).map((share) => Math.fround(Number(share)));
  const listed = lexemes.length > 0 && shares.length === lexemes.length + 2;
  return {
    elements: listed ? lexemes.map((lexeme, i) => ({ lexeme, share: shares[i]! })) : null,
    lowestShare: listed ? shares[lexemes.length]! : 0,
    nullShare: Number(row.null_share ?? 0),
  };
}

/** Keywords and the status filter only: what the planner's estimate of the look-up's matches describes. */
const onKeywordsAlone = (f: SearchFilters) =>
  countsServe({ ...f, tsquery: null }) &&
  ![f.categories, f.conditions, f.brands, f.bodyTypes, f.handedness, f.strings].some((values) => values?.length);

export interface FacetRow {
  facet: FacetGroup;
  value: string;
  count: number;
}

export interface Facets {
  rows: FacetRow[];
  /**
   * Past the cap only: how many listings pass every filter, counted to the cap + 1 at most (more than the cap:
   * "1,000+"). Null when the rows' counts are exact (the total is then their sum).
   */
  totalUpTo: number | null;
  /**
   * More listings match the keywords and ranges than the cap: the rows counted a sample of cap + 1 of them, so
   * their counts are not the real ones (their values still name options that have results).
   */
  capped: boolean;
}

export interface SearchRepositoryOptions {
  /** How many matching listings a keyword or range search counts and ranks at most (tests lower it). */
  countCap?: number;
  /**
   * Best match walks the listings newest first when the planner expects at least this share of them to match the
   * index look-up (by default sqrt(countCap / listings), see search()). Tests set 0 to always walk, or Infinity
   * never to.
   */
  walkFromShare?: number;
  /** How many of the newest listings the walk reads at most before it gives up (tests lower it). */
  walkWindow?: number;
  /**
   * Where statements whose plan does not depend on their values run, planned once (Database.genericPlans): the
   * keyword checks, and a keyword search's page and counts when the planner expects few matches. Defaults to `db`.
   */
  genericPlans?: Db;
}

/**
 * The columns best match's walk carries from each listing it reads: those the filters and the rank read (a filter
 * on another column fails in the walk's tests). Not the whole row: copying every column of thousands of listings
 * cost about a fifth of such a search's CPU on PostgreSQL (measured).
 */
const walkedColumns = sql.join(
  [
    products.id,
    products.postedAt,
    products.sellerId,
    products.status,
    products.serialNumber,
    products.searchDocument,
    products.categoryId,
    products.condition,
    products.brand,
    products.bodyType,
    products.handedness,
    products.strings,
    products.askingPriceCents,
    products.usedYears,
    products.location,
  ],
  sql`, `,
);

export function searchRepository(
  db: Db,
  { countCap = SEARCH_LIMITS.countCap, walkFromShare, walkWindow, genericPlans = db }: SearchRepositoryOptions = {},
) {
  let statistics: {
    document: DocumentStatistics | null;
    words: Set<string>;
    listings: number;
    readAt: number;
  } = { document: null, words: new Set(), listings: 0, readAt: Number.NEGATIVE_INFINITY };
  const statements = keptStatements();

  /**
   * The share of the listings the planner expects the index look-up to find (0 before the first ANALYZE or
   * VACUUM: the table's size is unknown), computed from its statistics as PostgreSQL does (match-share.ts).
   */
  async function expectedShare(lookUp: LookUpStems): Promise<number> {
    await readStatistics();
    return statistics.listings > 0 ? matchShare(lookUp, statistics.document) : 0;
  }

  /**
   * Where a search's page and counts run. When the planner expects the keywords to find no more listings than the
   * cap, every plan it would make reads them through the search index and sorts them, whatever the words: that plan
   * is made once (genericPlans). Broader keywords, and searches without any, keep plans made for their values (a
   * walk of an index in the sort's order, a sequential scan that stops at the cap).
   */
  async function plannerFor(f: SearchFilters): Promise<Db> {
    if (!f.tsquery) return db;
    const share = await expectedShare(f.lookUpStems);
    return share * statistics.listings <= countCap ? genericPlans : db;
  }

  /** The search document's statistics and the table's size, from the planner's statistics, at most once a minute. */
  async function readStatistics(): Promise<void> {
    if (Date.now() - statistics.readAt < COMMON_WORDS_TTL_MS) return;
    const [row] = await rowsOf(
      db,
      sql`select s.most_common_elems::text::text[] as elements, s.most_common_elem_freqs::text[] as shares,
          s.null_frac::float8 as null_share
        from pg_stats s
        where s.schemaname = current_schema() and s.tablename = 'products' and s.attname = 'search_document'`,
    );
    const [size] = await rowsOf(db, sql`select reltuples::float8 as n from pg_class where oid = 'products'::regclass`);
    const document = row ? documentStatistics(row) : null;
    statistics = {
      document,
      words: new Set(document?.elements?.filter((e) => e.share >= COMMON_WORD_SHARE).map((e) => e.lexeme)),
      // -1 before the first VACUUM or ANALYZE.
      listings: Math.max(0, Number(size?.n ?? 0)),
      readAt: Date.now(),
    };
  }

  /**
   * Best match's candidates (the newest `countCap` matches) found by reading the listings newest first and checking
   * each, instead of reading every match the search index finds and sorting them: cheaper when matches are dense
   * (a word in 10-20 % of the listings: about countCap / share listings read instead of share * all of them). The
   * page's ids, best first, or null when the window of the newest listings it may read held fewer than `countCap`
   * matches: then it cannot tell they are the newest ones, and the caller takes the index path. With `countCap`
   * found they are the same candidates the index path ranks, so pages match whichever path served them. The window
   * is a subquery with its own order and limit, so the planner walks products_posted_idx whatever it estimates
   * (left free, it misjudged the matches and sorted them all). The count comes first in a row of its own (id null),
   * so a page past the last candidate still tells how many there were.
   */
  async function walkNewest(
    f: SearchFilters,
    values: StatementValues,
    share: number,
    limit: number,
  ): Promise<string[] | null> {
    const window = walkWindow ?? Math.ceil((4 * countCap) / share);
    const rows = await statements.run<Record<string, unknown>>(
      db,
      `walk:${f.statuses}`,
      { ...values, window, countCap, limit: limit + 1 },
      (slot, v) => {
        const filters = [...commonConditions(slot, v), ...groupFilters(slot, v, f.statuses)];
        const onCandidates =
          v.afterKey !== undefined
            ? sql`where (key, id) < (${slot('afterKey')}::real, ${slot('afterId')}::uuid)`
            : sql``;
        return sql`with newest as materialized (
          select ${products.id} as id, ${rank(slot, v)} as key
          from (select ${walkedColumns} from ${products}
            order by ${products.postedAt} desc, ${products.id} desc limit ${slot('window')})
            as ${products}
          -- A subquery, not a join: a join could be planned as a hash join, whose output order is not kept.
          where ${and(...filters)} and (select ${users.verified} from ${users} where ${users.id} = ${products.sellerId})
          order by ${products.postedAt} desc, ${products.id} desc limit ${slot('countCap')}
        )
        select null::uuid as id, count(*) as found from newest
        union all
        (select id, null from newest as candidates ${onCandidates} order by key desc, id desc limit ${slot('limit')})`;
      },
    );
    const found = Number(rows.find((r) => r.id === null)?.found ?? 0);
    const ids = rows.filter((r) => r.id !== null).map((r) => String(r.id));
    return found < countCap ? null : ids;
  }

  return {
    /** How many matching listings a keyword or range search counts and ranks at most. */
    countCap,

    /** The share of the listings the planner expects a keyword look-up to find. */
    expectedShare,

    /**
     * Lexemes in at least COMMON_WORD_SHARE of the listings, from the planner's statistics of the search document
     * (none before the first ANALYZE: then every keyword goes to the index, as before).
     */
    async commonWords(): Promise<Set<string>> {
      await readStatistics();
      return statistics.words;
    },

    /** One page in the given order, and one row more to tell whether another page follows. */
    async search(
      f: SearchFilters,
      order: SearchOrder,
      after: SearchCursor | undefined,
      limit: number,
    ): Promise<(ProductRow & { sortKey: string })[]> {
      const values: StatementValues = {
        ...filterValues(f),
        // Best match ranks on the keywords; without any (a caller asking for it anyway) every rank is 0.
        rankQuery: order === 'relevance' ? (f.rankTsquery ?? f.tsquery ?? '') : undefined,
        rankCategories: order === 'relevance' ? some(f.rankCategories) : undefined,
        rankTyped: order === 'relevance' ? (f.rankTypedTsquery ?? undefined) : undefined,
        afterKey: after?.key,
        afterId: after?.id,
      };
      const filters = (slot: Slot, v: StatementValues) => [
        ...commonConditions(slot, v),
        ...groupFilters(slot, v, f.statuses),
      ];
      // Best match ranks a bounded set: the newest `countCap` matches, ranked on the rows the scan already read,
      // and only the page's rows read again with their columns. Ranking every match of a broad query ("guitar"
      // over 100,000 listings) would cost a rank per match on every page. The set is the same on every page (the
      // cursor applies after it), so pages neither repeat nor skip; past the cap ("1,000+") the older matches are
      // reached by the other sorts.
      if (order === 'relevance') {
        // Walk newest first when the planner expects the index look-up to find at least sqrt(cap / listings) of
        // the listings (10 % of 100,000): from there the walk reads fewer listings than the look-up finds.
        // Only on the keywords alone (and the status): a filter on top could leave too few matches in the window,
        // and the walk would read it all before giving up.
        const share = f.tsquery && onKeywordsAlone(f) ? await expectedShare(f.lookUpStems) : 0;
        if (share > 0 && share >= (walkFromShare ?? Math.sqrt(countCap / statistics.listings))) {
          const ids = await walkNewest(f, values, share, limit);
          if (ids)
            return ids.length === 0
              ? []
              : statements.run(
                  db,
                  'walked',
                  {
                    rankQuery: values.rankQuery,
                    rankCategories: values.rankCategories,
                    rankTyped: values.rankTyped,
                    ids,
                  },
                  (slot, v) =>
                    db
                      .select({ ...productColumns, sortKey: sql<string>`(${rank(slot, v)})::text` })
                      .from(products)
                      .innerJoin(users, verifiedSeller)
                      .where(sql`${products.id} = any(${slot('ids')}::uuid[])`)
                      .orderBy(desc(rank(slot, v)), desc(products.id)),
                );
        }
        const onPlanner = await plannerFor(f);
        return statements.run(onPlanner, `best:${f.statuses}`, { ...values, countCap, limit: limit + 1 }, (slot, v) => {
          const o = orderOf(order, slot, v);
          const onCandidates =
            v.afterKey !== undefined ? sql`where (key, id) < (${o.fromCursor}, ${slot('afterId')}::uuid)` : sql``;
          const best = sql`${products.id} in (select id from (
              select ${products.id} as id, ${o.key} as key from ${products} inner join ${users} on ${verifiedSeller}
              where ${and(...filters(slot, v))} order by ${products.postedAt} desc, ${products.id} desc
              limit ${slot('countCap')}
            ) as candidates ${onCandidates} order by key desc, id desc limit ${slot('limit')})`;
          return onPlanner
            .select({ ...productColumns, sortKey: sql<string>`(${o.key})::text` })
            .from(products)
            .innerJoin(users, verifiedSeller)
            .where(best)
            .orderBy(desc(o.key), desc(products.id));
        });
      }
      const onPlanner = await plannerFor(f);
      return statements.run(onPlanner, `page:${order}:${f.statuses}`, { ...values, limit: limit + 1 }, (slot, v) => {
        const o = orderOf(order, slot, v);
        const direction = o.ascending ? asc : desc;
        const cursor =
          v.afterKey === undefined
            ? undefined
            : o.ascending
              ? sql`(${o.key}, ${products.id}) > (${o.fromCursor}, ${slot('afterId')}::uuid)`
              : sql`(${o.key}, ${products.id}) < (${o.fromCursor}, ${slot('afterId')}::uuid)`;
        return onPlanner
          .select({ ...productColumns, sortKey: sql<string>`(${o.printed ?? o.key})::text` })
          .from(products)
          .innerJoin(users, verifiedSeller)
          .where(and(...filters(slot, v), cursor))
          .orderBy(direction(o.key), direction(products.id))
          .limit(slot('limit'));
      });
    },

    /**
     * Counts per facet group in one statement and one pass (GROUPING SETS). Each group is counted with every filter
     * but its own, so an option's count is what the results would become with that option added. A listing without
     * a detail (no brand) is counted under no value of that group. Without keywords or ranges the pass is over
     * search_counts (a few rows per category) instead of every listing. With keywords or ranges the same statement
     * counts the total with every filter, up to the cap, for when the groups' counts stop at the cap: the matching
     * listings are read once, as far as either count needs (a CTE is read only as far as its readers go).
     */
    async facets(f: SearchFilters): Promise<Facets> {
      const served = countsServe(f);
      const values = served ? groupValues(f) : { ...filterValues(f), sample: countCap + 1 };
      const onPlanner = served ? db : await plannerFor(f);
      const rows = await statements.run<Record<string, unknown>>(
        onPlanner,
        `facets:${f.statuses}`,
        values,
        (slot, v) => {
          /** The group's own filter, on the grouped rows' column. */
          const chosen = (name: FacetGroup) => {
            const column = sql.raw(quoted(name));
            if (name === 'status') return sql`${column} in (${statusList(f.statuses)})`;
            return v[GROUP_SLOTS[name].slot] === undefined ? undefined : anyOf(sql`${column}`, slot, name);
          };
          const count = sql.join(
            FACET_GROUPS.map((name) => {
              const others = and(...FACET_GROUPS.filter((other) => other !== name).map(chosen)) ?? sql`true`;
              return sql`when ${IS_SET[name]} then sum(weight) filter (where ${others})`;
            }),
            sql` `,
          );
          const grouped = (source: SQL) => sql`select facet, value, count from (
            select facet, value, count, row_number() over (partition by facet order by count desc, value) as place
            from (
              select case ${FACET_OF_ROW} else 'all' end as facet, ${VALUE_OF_ROW} as value,
                case ${count} else sum(weight) end as count
              from (${source}) as base group by grouping sets (${GROUPING_SETS})
            ) as counted
            where (value is not null or facet = 'all') and count > 0
          ) as ranked
          -- Brands are free text: only the 20 most listed are offered (a chosen one always is, by its own filter).
          where facet <> 'brand' or place <= 20`;
          if (served) return grouped(facetSource(f, slot, v));
          return sql`with matched as materialized (${facetSource(f, slot, v)})
              select *, (select count(*) from (select 1 from matched where chosen limit ${slot('sample')}) as c) as total
              from (${grouped(sql`select * from matched limit ${slot('sample')}`)}) as groups`;
        },
      );
      const matched = Number(rows.find((r) => r.facet === 'all')?.count ?? 0);
      const capped = !served && matched > countCap;
      return {
        rows: rows
          .filter((r) => r.facet !== 'all' && r.value !== null)
          .map((r) => ({ facet: r.facet as FacetGroup, value: String(r.value), count: Number(r.count) })),
        capped,
        totalUpTo: capped ? Number(rows[0]?.total ?? 0) : null,
      };
    },

    /**
     * For each keyword: whether a known word starts with it, if none does the closest known word by trigram
     * similarity and the two known words it may be made of, and its stems (none for a stop word such as "the"). A
     * known word is searched as typed, so its closest word is never looked up: that look-up scans the vocabulary's
     * trigram index (about a millisecond a term on 80,000 words), the known check reads one entry of its B-tree.
     * `knownOnly`: words whose check stops there (no closest word, no split), answered after the terms.
     */
    async checkTerms(terms: string[], knownOnly: string[] = []): Promise<TermCheck[]> {
      const numbers = [...terms, ...knownOnly].map(numberCheck);
      const lookUp = terms.filter((_, i) => !numbers[i]);
      const lookUpKnown = knownOnly.filter((_, i) => !numbers[terms.length + i]);
      if (lookUp.length === 0 && lookUpKnown.length === 0) return numbers as TermCheck[];
      // Index look-ups in the vocabulary, whatever the terms: planned once.
      const rows = await statements.run<Record<string, unknown>>(
        genericPlans,
        'terms',
        { terms: lookUp, knownOnly: lookUpKnown },
        (slot) => sql`select t.term, k.known,
            coalesce(xw.word, x.word, c.word) as closest,
            array_to_string(v.stems, ' ') as stems,
            array_to_string(${stemsOf(sql`coalesce(xw.word, x.word, c.word, '')`)}, ' ')
              as closest_stems,
            s.head, s.tail,
            array_to_string(${stemsOf(sql`s.head`)}, ' ') as head_stems,
            array_to_string(${stemsOf(sql`s.tail`)}, ' ') as tail_stems
          from unnest(${slot('terms')}::text[] || ${slot('knownOnly')}::text[]) with ordinality as t(term, i)
            cross join lateral (select ${stemsOf(sql`t.term`)} as stems) as v
            -- Words checked only for whether they are known (two keywords joined, decision 0086) come last. A stop
            -- word ("under", "with") stops there too: it is spelt right, never corrected nor split (decision 0017).
            cross join lateral (select t.i > cardinality(${slot('terms')}::text[]) or cardinality(v.stems) = 0
              as only) as o
            -- The first known word from the term on, in index order: it starts with the term if any word does (none
            -- past the vocabulary's last word).
            -- Or one starts with its stem, which is what the keyword is searched as ("strats": "strat:*", "played":
            -- "play:*"): another form of a known word is spelt right, and a correction would add nothing it finds.
            -- The stemmer's own stems: a word made whole ("blues", migration 0024) is still spelt right, and its
            -- correction ("blue") would find what making it whole keeps it from.
            cross join lateral (select length(t.term) < 3 or coalesce(starts_with(
              (select w.word from search_words w where w.word >= t.term order by w.word limit 1), t.term), false)
              or exists (select from unnest(tsvector_to_array(to_tsvector('english', t.term))) as st(stem)
                where length(st.stem) >= 3 and st.stem <> t.term and starts_with(
                  (select w.word from search_words w where w.word >= st.stem order by w.word limit 1), st.stem))
              as known) as k
            -- Two neighbouring letters swapped ("fedner"), the commonest slip of the fingers: a short word then shares
            -- too few trigrams with the one meant. A swap is known as a term is, when a known word starts with it
            -- ("strta": "strat"), one B-tree look-up each; the first from the left is taken. Not past 40 letters, the
            -- longest word the vocabulary keeps: no known word starts with a longer swap.
            left join lateral (select sw.swap as word
               from (select i, overlay(t.term placing substr(t.term, i + 1, 1) || substr(t.term, i, 1) from i for 2)
                       as swap
                     from generate_series(1, length(t.term) - 1) as i) as sw
               where not k.known and not o.only and length(t.term) <= 40 and sw.swap <> t.term and starts_with(
                 (select w.word from search_words w where w.word >= sw.swap order by w.word limit 1), sw.swap)
               order by sw.i limit 1) as x on true
            -- The swap may be the start of a word only ("yamha": "yamah"): the correction names the shortest known word
            -- it starts ("yamaha"), among the first few in index order.
            left join lateral (select p.word
               from (select w.word from search_words w where x.word is not null and w.word >= x.word
                     order by w.word limit 50) as p
               where starts_with(p.word, x.word)
               order by length(p.word), p.word limit 1) as xw on true
            -- Only for an unknown term no swap explains: a filter on the outer row alone, so a known one skips the
            -- scan altogether. Never a word the details give nearly every guitar (right-handed, 6-string): searched
            -- beside the term it would find them all, and words of descriptions the vocabulary lacks are close to
            -- them ("light" and "bright" to "right", "strap" to "string"). The filters answer those.
            left join lateral (select w.word from search_words w
               where not k.known and not o.only and x.word is null and w.word % t.term
                 and w.word not in ('right', 'handed', 'string')
                 -- Nor a word longer or shorter by more than two letters: a short word's trigrams are all in a longer
                 -- one it is part of ("red" in "repaired", 0.44 similar), and no slip of the fingers drops or adds three.
                 and abs(length(w.word) - length(t.term)) <= 2
               order by w.word <-> t.term, w.word limit 1) as c on true
            -- Two known words typed as one, the longer first part first: two look-ups of the B-tree a split, and
            -- only for an unknown term that two words of 3 to 40 letters (the vocabulary's) can make.
            left join lateral (select left(t.term, i) as head, substr(t.term, i + 1) as tail
               from generate_series(length(t.term) - 3, 3, -1) as i
               where not k.known and not o.only and length(t.term) between 6 and 80
                 and exists (select from search_words w where w.word = left(t.term, i))
                 and exists (select from search_words w where w.word = substr(t.term, i + 1))
               limit 1) as s on true
          order by t.i`,
      );
      const looked = rows.map((r) => ({
        term: String(r.term),
        known: r.known === true || r.known === 't',
        closest: r.closest === null || r.closest === undefined ? null : String(r.closest),
        stems: wordsOf(r.stems),
        closestStems: wordsOf(r.closest_stems),
        ...(r.head == null || r.tail == null
          ? {}
          : {
              split: {
                words: [String(r.head), String(r.tail)] as [string, string],
                stems: [wordsOf(r.head_stems), wordsOf(r.tail_stems)] as [string[], string[]],
              },
            }),
      }));
      // In the order asked: the statement answers its terms in theirs (order by t.i).
      let next = 0;
      return numbers.map((number) => number ?? looked[next++]!);
    },

    /** Distinct listing names whose name matches `tsquery`, most listed first (a bounded sample keeps it quick). */
    async suggestNames(tsquery: string, limit: number): Promise<string[]> {
      const rows = await statements.run<Record<string, unknown>>(
        db,
        'names',
        { tsquery, limit },
        (slot) => sql`select product_name as name, count(*) as n from (
            select ${products.productName} as product_name from ${products} inner join ${users} on ${verifiedSeller}
            where ${products.status} <> 'Paid' and not ${heldAsStolen}
              and ${products.searchDocument} @@ ${query(slot('tsquery'))}
            limit 500) as sample
          group by product_name order by n desc, product_name limit ${slot('limit')}`,
      );
      return rows.map((r) => String(r.name));
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;

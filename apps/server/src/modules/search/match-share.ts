/**
 * PostgreSQL's estimate of the share of listings a keyword look-up finds (`search_document @@ to_tsquery(...)`),
 * computed here from the same statistics instead of asked for with an EXPLAIN, a round trip that cost about a
 * quarter of a never-seen search's time (decision 0053). It follows tsquerysel and tsquery_opr_selec in
 * PostgreSQL's src/backend/tsearch/ts_selfuncs.c (unchanged from PostgreSQL 13 to 18), for the queries the search
 * service writes: every keyword a prefix (`word:*`).
 */

/** What ANALYZE kept of products.search_document (pg_stats), or null when it has no row for the column. */
export interface DocumentStatistics {
  /**
   * The most common lexemes and the share of listings holding each, as float4 like PostgreSQL's (null: no such
   * list, the column's statistics hold none).
   */
  elements: { lexeme: string; share: number }[] | null;
  /** The lowest share of the list, which ANALYZE stores after it. */
  lowestShare: number;
  /** The share of listings whose document is null. */
  nullShare: number;
}

/**
 * A look-up as to_tsquery reads it: every keyword must match; a keyword matches when one of its alternatives does
 * (the term as typed, its closest known word); an alternative, when each of its stems does as a prefix (a stop
 * word has none and drops out, as to_tsquery drops it).
 */
export type LookUpStems = string[][][];

/** PostgreSQL's DEFAULT_TS_MATCH_SEL. */
const DEFAULT_SHARE = 0.005;
/** Below this many common lexemes PostgreSQL does not extrapolate a prefix's share from them. */
const FEW_ELEMENTS = 100;

const clamp = (share: number) => Math.min(1, Math.max(0, share));

/** One `stem:*`: the listed lexemes it starts, and the rest extrapolated from their number (histogram-like). */
function prefixShare(stem: string, statistics: DocumentStatistics | null): number {
  const elements = statistics?.elements;
  if (!statistics || !elements || elements.length < FEW_ELEMENTS) return DEFAULT_SHARE * 4;
  let matched = 0;
  let all = 0;
  let matches = 0;
  for (const { lexeme, share } of elements) {
    if (lexeme.startsWith(stem)) {
      matched += share - matched * share;
      matches++;
    }
    all += share - all * share;
  }
  const share = clamp(matched) + (1 - clamp(all)) * (matches / elements.length);
  return Math.max(Math.min(DEFAULT_SHARE, statistics.lowestShare / 2), share);
}

/** AND multiplies, OR adds less the overlap; each step clamped, as PostgreSQL does. */
const both = (a: number, b: number) => clamp(a * b);
const either = (a: number, b: number) => clamp(a + b - a * b);

/** The share of listings the planner expects `lookUp` to find. */
export function matchShare(lookUp: LookUpStems, statistics: DocumentStatistics | null): number {
  const keywords = lookUp
    .map((alternatives) => alternatives.filter((stems) => stems.length > 0))
    .filter((alternatives) => alternatives.length > 0);
  // to_tsquery of stop words alone is empty, and an empty query matches nothing.
  if (keywords.length === 0) return 0;
  const share = keywords
    .map((alternatives) =>
      alternatives.map((stems) => stems.map((stem) => prefixShare(stem, statistics)).reduce(both)).reduce(either),
    )
    .reduce(both);
  // The common lexemes' shares count documents that are not null.
  return statistics ? share * (1 - statistics.nullShare) : share;
}

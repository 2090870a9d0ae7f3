import type { TermCheck } from './repository.ts';

/*
 * A search's keywords, checked against the vocabulary (TermCheck), as the to_tsquery text that finds listings and
 * as the stems the planner's estimate of its matches reads (match-share.ts): both from the same keywords and
 * alternatives, so the estimate describes the query that runs.
 */

/** The keywords a query is made of: stop words ("the") are left out, unless misspelt for a known word. */
const keywordsOf = (checks: TermCheck[], leaveOut?: (check: TermCheck) => boolean) =>
  checks
    .filter((check) => check.stems.length > 0 || (!check.known && check.closest))
    .filter((check) => !leaveOut?.(check));

/** A keyword's alternatives: the term as typed and, when no known word starts with it, its closest known word. */
const alternativesOf = (check: TermCheck) => [
  { word: check.term, stems: check.stems },
  ...(!check.known && check.closest ? [{ word: check.closest, stems: check.closestStems }] : []),
];

/**
 * The to_tsquery text: every keyword as a prefix ("strat" finds "Stratocaster"), a misspelt one OR its closest
 * known word, all of them required. It is built from plain words only, so no text a person types can act as
 * a search operator.
 */
export function buildTsquery(checks: TermCheck[], leaveOut?: (check: TermCheck) => boolean): string | null {
  const parts = keywordsOf(checks, leaveOut).map((check) => {
    const prefixes = alternativesOf(check).map(({ word }) => `${word}:*`);
    return prefixes.length > 1 ? `(${prefixes.join(' | ')})` : prefixes[0]!;
  });
  return parts.length > 0 ? parts.join(' & ') : null;
}

/** The same keywords as the planner's estimate reads them: each alternative's stems. */
export const stemsOf = (checks: TermCheck[], leaveOut?: (check: TermCheck) => boolean) =>
  keywordsOf(checks, leaveOut).map((check) => alternativesOf(check).map(({ stems }) => stems));

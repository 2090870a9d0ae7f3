import type { TermCheck } from './repository.ts';

/*
 * A search's keywords, checked against the vocabulary (TermCheck), as the to_tsquery text that finds listings and
 * as the stems the planner's estimate of its matches reads (match-share.ts): both from the same keywords and
 * alternatives, so the estimate describes the query that runs.
 */

/** The keywords a query is made of: stop words ("the") are left out, unless misspelt for a known word. */
const keywordsOf = <Check extends TermCheck>(checks: Check[], leaveOut?: (check: TermCheck) => boolean) =>
  checks
    .filter((check) => check.stems.length > 0 || (!check.known && check.closest))
    .filter((check) => !leaveOut?.(check));

/**
 * A keyword typed as a model number joined ("es335") that a listing may write with a space ("ES 335"), which its
 * document holds as two words: the letters (checked as a keyword of their own, so a stop word such as "d" is left
 * out) followed by the number (decision 0083).
 */
export interface SpacedModel {
  letters: string;
  number: string;
  stems: string[];
}
export type KeywordCheck = TermCheck & { spaced?: SpacedModel };

/** A model number joined: one to three letters, then a number ("es335", "hd28v", "om2h"). */
const JOINED_MODEL = /^(\p{L}{1,3})(\p{N}[\p{L}\p{N}]*)$/u;

/** The letters of each joined model number among `terms` that are not terms themselves: they are checked too. */
export const modelLetters = (terms: readonly string[]) => [
  ...new Set(terms.flatMap((term) => JOINED_MODEL.exec(term)?.[1] ?? []).filter((letters) => !terms.includes(letters))),
];

/** Each term's check, with its spaced form when it is a model number joined whose letters are not a stop word. */
export function withSpacedModels(terms: readonly string[], checks: readonly TermCheck[]): KeywordCheck[] {
  const byTerm = new Map(checks.map((check) => [check.term, check]));
  return terms.map((term) => {
    const check = byTerm.get(term)!;
    const model = JOINED_MODEL.exec(term);
    const letterStems = model ? byTerm.get(model[1]!)?.stems : undefined;
    if (!model || !letterStems?.length) return check;
    return { ...check, spaced: { letters: model[1]!, number: model[2]!, stems: [...letterStems, model[2]!] } };
  });
}

/**
 * A keyword's alternatives, each as to_tsquery text: the term as typed (as a prefix: "strat" finds "Stratocaster")
 * and, when no known word starts with it, its closest known word; for a model number joined, its letters followed
 * by its number.
 */
const alternativesOf = (check: KeywordCheck) => [
  { query: `${check.term}:*`, stems: check.stems },
  ...(!check.known && check.closest ? [{ query: `${check.closest}:*`, stems: check.closestStems }] : []),
  ...(check.spaced
    ? [{ query: `${check.spaced.letters} <-> ${check.spaced.number}:*`, stems: check.spaced.stems }]
    : []),
];

/**
 * The to_tsquery text: every keyword as a prefix ("strat" finds "Stratocaster"), OR its alternatives, all of them
 * required. It is built from plain words only, so no text a person types can act as a search operator.
 */
export function buildTsquery(checks: KeywordCheck[], leaveOut?: (check: TermCheck) => boolean): string | null {
  const parts = keywordsOf(checks, leaveOut).map((check) => {
    const queries = alternativesOf(check).map(({ query }) => query);
    return queries.length > 1 ? `(${queries.join(' | ')})` : queries[0]!;
  });
  return parts.length > 0 ? parts.join(' & ') : null;
}

/** The same keywords as the planner's estimate reads them: each alternative's stems. */
export const stemsOf = (checks: KeywordCheck[], leaveOut?: (check: TermCheck) => boolean) =>
  keywordsOf(checks, leaveOut).map((check) => alternativesOf(check).map(({ stems }) => stems));

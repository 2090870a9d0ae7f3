import type { TermCheck } from './repository.ts';

/** A keyword of ASCII digits only: a year, a model number ("1959", "335"). */
const NUMBER = /^[0-9]+$/;
/** PostgreSQL's parser leaves a longer word out of a tsvector. */
const MAX_INDEXED_WORD = 2047;

/**
 * A number's vocabulary check, answered without the vocabulary (decision 0081): the vocabulary holds words of letters
 * only (migration 0016), so no known word starts with a number and none shares a trigram with it. As the look-up
 * would answer: known when shorter than three characters (too short to check), no closest word, and the number itself
 * as its stem. Anything else (letters, digits among letters, other scripts' numerals) answers `undefined`.
 */
export function numberCheck(term: string): TermCheck | undefined {
  if (!NUMBER.test(term)) return undefined;
  return {
    term,
    known: term.length < 3,
    closest: null,
    stems: term.length <= MAX_INDEXED_WORD ? [term] : [],
    closestStems: [],
  };
}

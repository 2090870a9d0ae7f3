import { NOT_QUOTE, QUOTE, searchWords } from '@restrung/shared/highlight';

/*
 * '"les paul"': words typed in quotes are found only one after the other, as eBay and Reverb read them (decision
 * 0094). The keywords are searched as before; the phrase is one more condition on what they find: "Les is more, said
 * the seller ... Paul Reed Smith" has both words, but not "les paul".
 */

/** Straight or curly double quotes around two words or more. */
const QUOTED = new RegExp(`${QUOTE}(${NOT_QUOTE}+)${QUOTE}`, 'gu');

/** At most this many: each is one more condition on every listing the search reads. */
const MAX_PHRASES = 3;

/** The words of each phrase typed in quotes; a single word in quotes is just a keyword. */
export function readQuotedPhrases(text: string): string[][] {
  return [...text.matchAll(QUOTED)]
    .map((match) => searchWords(match[1]!))
    .filter((words) => words.length > 1)
    .slice(0, MAX_PHRASES);
}

/**
 * Every word typed in quotes, one alone included: searched as typed, never corrected nor read as two words, as a
 * shop's search box reads quotes ("back" in quotes is not also "black").
 */
export const readQuotedWords = (text: string): Set<string> =>
  new Set([...text.matchAll(QUOTED)].flatMap((match) => searchWords(match[1]!)));

/**
 * The to_tsquery text that requires each phrase's words one after the other: "(les <-> paul)". A phrase with a word
 * that has no stems (a stop word, which to_tsquery drops) is left out: its keywords are still required.
 */
export function phraseTsquery(phrases: string[][], plain: (word: string) => boolean): string | null {
  const parts = phrases.filter((words) => words.every(plain)).map((words) => `(${words.join(' <-> ')})`);
  return parts.length > 0 ? parts.join(' & ') : null;
}

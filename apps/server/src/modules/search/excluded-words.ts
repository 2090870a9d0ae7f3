import { searchWords } from '@restrung/shared/highlight';

/*
 * "strat -squier", "les paul -epiphone": a word typed with a minus before it leaves out the listings that say it,
 * as eBay and Reverb read it (decision 0093). Before, the minus was dropped and the word required: "strat -squier"
 * found only Squier Stratocasters.
 */

/**
 * A minus at the start of a word, after a space or at the start of the text: "-squier", "-d-28". Not one inside a word
 * ("d-28", "acoustic-electric") nor one followed by a space ("$500 - $700" is a price range, read before this).
 */
const EXCLUDED = /(?<!\S)-([\p{L}\p{N}][^\s]*)/gu;

/** At most this many: each is one more condition on every listing the search reads. */
const MAX_EXCLUDED = 5;

export interface ExcludedWords {
  /** As typed, minus and all ("-squier"), so the page can offer the search without it. */
  typed: string;
  /** Its words: one, or those of a model written with a hyphen ("-d-28": "d", "28"). */
  words: string[];
}

/** The text without the words typed with a minus, and those words. */
export function readExcludedWords(text: string): { rest: string; excluded: ExcludedWords[] } {
  const excluded: ExcludedWords[] = [];
  const rest = text.replace(EXCLUDED, (typed: string, word: string) => {
    const words = searchWords(word);
    if (words.length > 0 && excluded.length < MAX_EXCLUDED) excluded.push({ typed, words });
    return ' ';
  });
  return excluded.length > 0 ? { rest: rest.replace(/\s+/g, ' ').trim(), excluded } : { rest: text, excluded };
}

/**
 * The to_tsquery text that leaves out listings saying an excluded word: "!squier:*", "!(d <-> 28:*)". Words with no
 * stems (stop words, which to_tsquery would drop) are left out: "-the" leaves out nothing.
 */
export function exclusionTsquery(excluded: ExcludedWords[], hasStems: (word: string) => boolean): string | null {
  const parts = excluded
    .map(({ words }) => words)
    .filter((words) => words.every(hasStems))
    .map((words) => (words.length > 1 ? `!(${words.join(' <-> ')}:*)` : `!${words[0]}:*`));
  return parts.length > 0 ? parts.join(' & ') : null;
}

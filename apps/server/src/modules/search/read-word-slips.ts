import { foldForSearch, NOT_QUOTE, QUOTE, startsQuoted } from '@restrung/shared/highlight';
import { oneSlipApart } from './one-slip.ts';

/*
 * Words the search reads as more than keywords (a condition, a first guitar, a price, another name), and words of
 * guitars' parts and woods, which only descriptions and fields hold. The vocabulary of typo tolerance is made of names, locations and sellers (decision
 * 0017), so a slip in one of them was no known word and had no close one: "excelent condition" and "yamaha beginer"
 * found nothing. A word one slip from one of these is read as it (decision 0089's amendment). "electric" is known, but
 * read here so that "electirc bass" is an electric bass before the left-out words are read.
 */
const READ_WORDS = [
  'excellent',
  'condition',
  'conditions',
  'pristine',
  'beginner',
  'beginners',
  'secondhand',
  'preowned',
  'affordable',
  'inexpensive',
  'underpriced',
  'fretboard',
  'fingerboard',
  'hardshell',
  'tremolo',
  'vibrato',
  'whammy',
  // Dropped before "bass" (left-out-words.ts), which the vocabulary's later correction of a slip in it did not.
  'electric',
  // Guitars' parts and woods, which listings name in their descriptions only, and buyers often misspell (decision
  // 0089's amendment). A plural is its own word here, or a slip in it ("humbukers") would be one from no word.
  'humbucker',
  'humbuckers',
  'pickup',
  'pickups',
  'pickguard',
  'mahogany',
  'rosewood',
  'headstock',
  'cutaway',
];
const READ = new Set(READ_WORDS);

/** Under six letters, one slip from a word is too often another word ("shap": "shop", "shape"). */
const MIN_LETTERS = 6;

export interface Slip {
  /** As typed. */
  from: string;
  /** As this list spells it. */
  to: string;
}

/** The word of ours `word` is one slip from, if it is one word's only: not a plural of ours ("tremolos"). */
function readWordNear(word: string): string | undefined {
  const folded = foldForSearch(word);
  if (folded.length < MIN_LETTERS || READ.has(folded) || READ.has(folded.replace(/s$/, ''))) return undefined;
  const near = READ_WORDS.filter((read) => oneSlipApart(folded, read));
  return near.length === 1 ? near[0] : undefined;
}

/** A span in quotes, searched as typed (quoted-phrases.ts), or a word. */
const QUOTED_OR_WORD = new RegExp(String.raw`${QUOTE}${NOT_QUOTE}*${QUOTE}|[\p{L}\p{M}]+`, 'gu');

/** The text with each slip in one of our words mended, and the slips, in the order typed; words in quotes as typed. */
export function spellReadWords(text: string): { text: string; slips: Slip[] } {
  const slips: Slip[] = [];
  const spelt = text.replace(QUOTED_OR_WORD, (word) => {
    const to = startsQuoted(word) ? undefined : readWordNear(word);
    if (!to) return word;
    slips.push({ from: word, to });
    return to;
  });
  return { text: spelt, slips };
}

/**
 * Words read from the mended text as they were typed, so the page finds them in its own text to drop them ("Remove
 * “excelent condition”").
 */
export const asTyped = (words: string, slips: readonly Slip[]) =>
  slips.reduce(
    (typed, { from, to }) => typed.replace(new RegExp(`(?<![\\p{L}\\p{M}])${to}(?![\\p{L}\\p{M}])`, 'u'), from),
    words,
  );

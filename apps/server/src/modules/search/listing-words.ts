import type { Tag } from '../../lib/read-cache.ts';
import type { LookUpStems } from './match-share.ts';

/**
 * The change feed's name for listing changes told by their words (migration 0020, decision 0082): a change to
 * listings arrives as "listing_words:<word>,..." with every word of their search documents before and after it,
 * each heard as all its prefixes (db/table-changes.ts), or as "listing_words" when it names none.
 */
export const LISTING_WORDS = 'listing_words';
export type ListingWordsTag = Tag<typeof LISTING_WORDS>;

/** What is kept whatever listings it holds: dropped by every listing change. */
export const ANY_LISTING_CHANGE: readonly ListingWordsTag[] = [LISTING_WORDS];

/**
 * The listing changes a search with these keywords must hear of. A listing it finds, before or after a change, has a
 * word starting with one of each keyword's stems (to_tsquery's prefix match), so the stems of one keyword are enough
 * to tell every change that can touch it: a change whose words none of them starts with leaves it as it was. The
 * keyword with the longest stems is chosen, as the one fewest listings match. A keyword with an alternative
 * without stems (a stop word, which to_tsquery drops) is never chosen; with none left, or no keywords, every
 * listing change can touch the search.
 */
export function listingWordTags(keywords: LookUpStems): readonly ListingWordsTag[] {
  let chosen: string[] = [];
  let chosenLength = 0;
  for (const alternatives of keywords) {
    if (alternatives.length === 0 || alternatives.some((stems) => stems.length === 0)) continue;
    const stems = alternatives.flat();
    const shortest = Math.min(...stems.map((stem) => stem.length));
    if (shortest > chosenLength) {
      chosen = stems;
      chosenLength = shortest;
    }
  }
  if (chosen.length === 0) return ANY_LISTING_CHANGE;
  return [...new Set(chosen)].map((stem): ListingWordsTag => `${LISTING_WORDS}:${stem}`);
}

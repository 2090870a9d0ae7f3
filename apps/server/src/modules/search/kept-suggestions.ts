import type { Suggestion } from '@restrung/shared/search';
import type { ReadCaches } from '../../lib/read-cache.ts';

/** Suggestion lists kept at once (a few short strings each). */
const MAX_LISTS = 5_000;
/**
 * What suggestions read: listing names, with what hides a listing (its seller's verification, a stolen-gear
 * decision), as cached-search.ts keeps them, and the categories' names.
 */
const SUGGESTION_TABLES = ['products', 'verified_sellers', 'stolen_reports', 'categories'] as const;
const suggestionTags = () => SUGGESTION_TABLES;

/**
 * Whole suggestion answers, kept per text typed (decision 0032): the same for every viewer, so a text typed again,
 * by anyone, is answered with the same object, its bytes serialized once (lib/shared-bodies.ts), without reading its
 * words again. Each key press is a request, which made reading the words most of what an answer cost.
 */
export function keptSuggestions(caches: ReadCaches, suggest: (q: string) => Promise<Suggestion[]>) {
  const lists = caches.create<{ suggestions: Suggestion[] }, (typeof SUGGESTION_TABLES)[number]>({
    maxSize: MAX_LISTS,
    readsFrom: SUGGESTION_TABLES,
  });
  return async (q: string) => (await lists.read(q, async () => ({ suggestions: await suggest(q) }), suggestionTags))!;
}

import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@restrung/shared/product';
import type { SearchResult } from '@restrung/shared/search';
import { searchQuerySchema } from '@restrung/shared/search-input';
import type { SessionUser } from '@restrung/shared/user';
import { readCaches } from '../../lib/read-cache.ts';
import { keptSearchAnswers } from './kept-answers.ts';
import type { ListingWordsTag } from './listing-words.ts';

/*
 * Decisions 0032 and 0082: a whole search answer is kept until a change that can touch it: a listing change its
 * keywords can match, a review of a seller on its cards, a seller's verification or a stolen-gear decision.
 */

const buyer = { id: 'b1', role: 'buyer' } as SessionUser;
const card = (sellerId: string) => ({ _id: `p-${sellerId}`, sellerId }) as Product;

function keptAnswers(listingTags: readonly ListingWordsTag[]) {
  const caches = readCaches({ ttlMs: 60_000 });
  caches.resume();
  const result = { items: [card('s1'), card('s2')] } as SearchResult;
  const build = vi.fn(async () => ({ result, listingTags }));
  const answer = keptSearchAnswers(caches, build, async (items) => items);
  const query = searchQuerySchema.parse({ q: 'falcon' });
  return { caches, build, ask: () => answer(query, buyer) };
}

describe('keptSearchAnswers', () => {
  it('keeps an answer through a review of a seller not on its cards, not of one on them', async () => {
    const { caches, build, ask } = keptAnswers(['listing_words:falcon']);
    await ask();
    caches.invalidate('seller_ratings', ['s3']);
    await ask();
    expect(build).toHaveBeenCalledTimes(1);
    caches.invalidate('seller_ratings', ['s2']);
    await ask();
    expect(build).toHaveBeenCalledTimes(2);
    caches.invalidate('seller_ratings');
    await ask();
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('keeps an answer through listing changes its keywords cannot match', async () => {
    const { caches, build, ask } = keptAnswers(['listing_words:falcon']);
    await ask();
    caches.invalidate('listing_words', ['f', 'fe', 'fen', 'fend', 'fende', 'fender']);
    await ask();
    expect(build).toHaveBeenCalledTimes(1);
    caches.invalidate('listing_words', ['f', 'fa', 'fal', 'falc', 'falco', 'falcon', 'falcons']);
    await ask();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a listing change naming no words', 'listing_words', undefined],
    ["a seller's verification", 'verified_sellers', undefined],
    ['a stolen-gear decision', 'stolen_reports', undefined],
  ])('builds the answer again after %s', async (_, table, keys) => {
    const { caches, build, ask } = keptAnswers(['listing_words:falcon']);
    await ask();
    caches.invalidate(table, keys);
    await ask();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('builds an answer that hears every listing change again after any of them', async () => {
    const { caches, build, ask } = keptAnswers(['listing_words']);
    await ask();
    caches.invalidate('listing_words', ['z', 'zz']);
    await ask();
    expect(build).toHaveBeenCalledTimes(2);
  });
});

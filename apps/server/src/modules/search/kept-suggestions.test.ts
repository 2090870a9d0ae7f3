import { describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@restrung/shared/search';
import { readCaches } from '../../lib/read-cache.ts';
import { keptSuggestions } from './kept-suggestions.ts';

/*
 * Issue 11, decision 0032: a suggestion list is kept per text typed, as the same object, until a change to a table it
 * reads: listings and what hides them (sellers' verification, stolen-gear decisions), and the categories.
 */

const serving = () => {
  const caches = readCaches({ ttlMs: 60_000 });
  caches.resume();
  return caches;
};

const LIST: Suggestion[] = [{ kind: 'listing', label: 'Gibson Les Paul' }];

function kept() {
  const suggest = vi.fn(async (_q: string) => LIST);
  const caches = serving();
  return { suggest, caches, read: keptSuggestions(caches, suggest) };
}

describe('keptSuggestions', () => {
  it('answers a text typed again with the same object, worked out once', async () => {
    const { suggest, read } = kept();
    const first = await read('gibson');
    expect(first).toEqual({ suggestions: LIST });
    expect(await read('gibson')).toBe(first);
    expect(suggest).toHaveBeenCalledTimes(1);
  });

  it('tells texts apart, case and spaces included', async () => {
    const { suggest, read } = kept();
    for (const q of ['gibson', 'Gibson', 'gibson ', 'gibs']) await read(q);
    expect(suggest.mock.calls.map(([q]) => q)).toEqual(['gibson', 'Gibson', 'gibson ', 'gibs']);
  });

  it.each([
    ['products', 2],
    ['verified_sellers', 2],
    ['stolen_reports', 2],
    ['categories', 2],
    // Suggestions read no other table: a sign-in, a review or a report keeps them.
    ['users', 1],
    ['sessions', 1],
    ['reviews', 1],
    ['reports', 1],
  ])('works the list out again after a change to %s only if it can change it', async (table, times) => {
    const { suggest, caches, read } = kept();
    await read('gibson');
    caches.invalidate(table, ['some-row']);
    await read('gibson');
    expect(suggest).toHaveBeenCalledTimes(times);
  });
});

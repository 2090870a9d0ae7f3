import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * The vocabulary holds the words of names, locations and sellers, not of descriptions: "dreadnaught", written only in
 * a description, is no known word, and is searched corrected to "dreadnought" as well. The listing named
 * "Dreadnought" outranked the one whose description says "dreadnaught" (weight A over D). A listing matching the words
 * as typed now ranks first (decision 0091).
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Martin D-28 Dreadnought', description: 'Rosewood.' });
  await app.list({ productName: 'Yamaha FG800', description: 'Solid top dreadnaught, barely played.' });
  await app.list({ productName: 'Fender Stratocaster', description: 'Sunburst.' });
});
afterAll(() => t.close());

describe('best match with a corrected keyword', () => {
  it('ranks a listing with the word as typed above one found through its correction', async () => {
    const result = await keywordSearch(t, buyer, 'dreadnaught');
    expect(result.corrections).toEqual([{ from: 'dreadnaught', to: 'dreadnought' }]);
    expect(result.items.map((p) => p.productName)).toEqual(['Yamaha FG800', 'Martin D-28 Dreadnought']);
  });

  it('keeps that order from page to page', async () => {
    const first = await keywordSearch(t, buyer, 'dreadnaught', '&limit=1');
    expect(first.items.map((p) => p.productName)).toEqual(['Yamaha FG800']);
    const second = await keywordSearch(t, buyer, 'dreadnaught', `&limit=1&after=${first.nextCursor}`);
    expect(second.items.map((p) => p.productName)).toEqual(['Martin D-28 Dreadnought']);
    expect(second.nextCursor).toBeNull();
  });

  it('ranks a misspelt word by its correction, as before', async () => {
    expect(await namesFound(t, buyer, 'stratocster')).toEqual(['Fender Stratocaster']);
    expect(await namesFound(t, buyer, 'dreadnougth')).toEqual(['Martin D-28 Dreadnought']);
  });
});

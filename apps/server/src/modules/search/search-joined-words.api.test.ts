import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultSchema } from '@restrung/shared/search';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';

/*
 * Two words typed as one ("lespaul", "musicman"): no known word starts with it, and the closest known word by
 * trigrams was one half ("les"), shown as "you typed lespaul, showing les". It is read as its two known words, one
 * after the other (decision 0086).
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t);
  const seller = await createAccount(t, { role: 'seller', verified: true, name: 'Plain Seller' });
  const add = (productName: string, description: string) =>
    insertProduct(t.database.db, seller, { productName, description, location: 'Austin, TX' });
  await add('Gibson Les Paul Standard', 'Honeyburst.');
  await add('Paul Reed Smith Custom 24', 'Les is more, said the seller.');
  await add('Music Man StingRay', 'Ernie Ball era.');
  await add('Gibson Flying V', 'Les Paul fans will like it too.');
});
afterAll(() => t.close());

async function search(q: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: buyer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
}
const names = async (q: string) => (await search(q)).items.map((p) => p.productName);

describe('two words typed as one', () => {
  it.each([
    ['lespaul', ['Gibson Les Paul Standard', 'Gibson Flying V']],
    ['gibson lespaul standard', ['Gibson Les Paul Standard']],
    ['musicman', ['Music Man StingRay']],
    ['musicman stingray', ['Music Man StingRay']],
  ])('"%s" finds the two words one after the other', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('says how it was read, and marks both words', async () => {
    const result = await search('lespaul');
    expect(result.corrections).toEqual([{ from: 'lespaul', to: 'les paul' }]);
    expect(result.highlight).toEqual(expect.arrayContaining(['les', 'paul']));
    expect((await search('musicman')).corrections).toEqual([{ from: 'musicman', to: 'music man' }]);
  });

  it('needs the words in that order, next to each other', async () => {
    // "Les is more ... Paul Reed Smith" has both words, not "Les Paul"; "paulles" is the words the other way round.
    expect(await names('lespaul')).not.toContain('Paul Reed Smith Custom 24');
    const reversed = await search('paulles');
    expect(reversed.items).toEqual([]);
    expect(reversed.didYouMean).toBe('paul les');
  });

  it('leaves a word alone whose halves are not both known words', async () => {
    const result = await search('zzqqxxyy');
    expect(result.items).toEqual([]);
    expect(result.corrections).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp } from './test-helpers.ts';

/* '"les paul"': words typed in quotes are found only one after the other (decision 0094). */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Gibson Les Paul Standard', description: 'Honeyburst.' });
  await app.list({ productName: 'Paul Reed Smith Custom 24', description: 'Les is more, said the seller.' });
  await app.list({ productName: 'Fender Jazz Bass', description: 'Sunburst.' });
  await app.list({ productName: 'Fender Jazzmaster', description: 'Bass player owned.' });
});
afterAll(() => t.close());

const sortedNames = async (q: string) => (await keywordSearch(t, buyer, q)).items.map((p) => p.productName).sort();

describe('a phrase in quotes', () => {
  it('finds its words one after the other only, counted so', async () => {
    expect(await sortedNames('les paul')).toEqual(['Gibson Les Paul Standard', 'Paul Reed Smith Custom 24']);
    const result = await keywordSearch(t, buyer, '"les paul"');
    expect([result.total, result.items.map((p) => p.productName)]).toEqual([1, ['Gibson Les Paul Standard']]);
    expect(result.highlight).toEqual(expect.arrayContaining(['les', 'paul']));
    expect(await sortedNames('“jazz bass” fender')).toEqual(['Fender Jazz Bass']);
  });

  it('is read as its keywords when a word is misspelt, or beside "or"', async () => {
    expect(await sortedNames('"les pual"')).toEqual(['Gibson Les Paul Standard', 'Paul Reed Smith Custom 24']);
    expect(await sortedNames('"jazz bass" or jazzmaster')).toEqual(['Fender Jazz Bass', 'Fender Jazzmaster']);
  });

  it('is just a keyword as one word in quotes, or with a quote left open', async () => {
    expect(await sortedNames('"jazzmaster"')).toEqual(['Fender Jazzmaster']);
    expect(await sortedNames('"les paul')).toEqual(['Gibson Les Paul Standard', 'Paul Reed Smith Custom 24']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp } from './test-helpers.ts';

/*
 * "strat -squier": a word typed with a minus leaves out the listings that say it (decision 0093). Before, the minus
 * was dropped and the word required: "strat -squier" found only the Squier.
 */

let t: TestApp;
let buyer: TestAccount;
const ALL = 5;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Stratocaster', description: 'Made in Mexico.' });
  await app.list({ productName: 'Squier Stratocaster', description: 'Black.' });
  await app.list({ productName: 'Gibson Les Paul Standard', description: 'Honeyburst.' });
  await app.list({ productName: 'Epiphone Les Paul', description: 'Cherry.' });
  await app.list({ productName: 'Martin D-28', description: 'Rosewood.' });
});
afterAll(() => t.close());

const sortedNames = async (q: string, more = '') =>
  (await keywordSearch(t, buyer, q, more)).items.map((p) => p.productName).sort();

describe('words typed with a minus', () => {
  it('leaves out the listings that say them, counted so, and says so', async () => {
    const result = await keywordSearch(t, buyer, 'strat -squier');
    expect([result.total, result.items.map((p) => p.productName)]).toEqual([1, ['Fender Stratocaster']]);
    expect(result.leftOut).toEqual([{ words: '-squier', reason: 'excluded' }]);
    expect(result.highlight).not.toContain('squier');
    expect(result.corrections).toEqual([]);
    expect(await sortedNames('les paul -epiphone')).toEqual(['Gibson Les Paul Standard']);
    // As a prefix, as keywords are: "-strat" leaves out the Stratocasters.
    expect(await sortedNames('fender -strat')).toEqual([]);
  });

  it('reads the description too, and a model with its hyphen', async () => {
    expect(await sortedNames('stratocaster -mexico')).toEqual(['Squier Stratocaster']);
    expect(await sortedNames('-d-28 -strat -paul')).toEqual([]);
    expect(await sortedNames('martin -d-28')).toEqual([]);
  });

  it('lists everything else newest first when only such words are typed', async () => {
    const result = await keywordSearch(t, buyer, '-squier -epiphone');
    expect(result.total).toBe(ALL - 2);
    expect(result.items.map((p) => p.productName)).toEqual([
      'Martin D-28',
      'Gibson Les Paul Standard',
      'Fender Stratocaster',
    ]);
  });

  it('works with the other sorts, the filters and "or"', async () => {
    expect(await sortedNames('strat or paul -squier -epiphone', '&sort=price_asc')).toEqual([
      'Fender Stratocaster',
      'Gibson Les Paul Standard',
    ]);
  });

  it('leaves out nothing for a stop word, and keeps a minus inside a word', async () => {
    expect((await keywordSearch(t, buyer, '-the')).total).toBe(ALL);
    expect(await sortedNames('d-28')).toEqual(['Martin D-28']);
  });
});

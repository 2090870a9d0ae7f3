import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp } from './test-helpers.ts';

/*
 * A seller may write the state out ("Dallas, Texas") where the form's shape is the code. A buyer who types the code
 * ("strat tx") finds both (decision 0090's amendment).
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Stratocaster', description: 'Sunburst.', location: 'Austin, TX' });
  await app.list({ productName: 'Gibson ES-335', description: 'Cherry.', location: 'Dallas, Texas' });
  await app.list({ productName: 'Martin D-18', description: 'Spruce.', location: 'Santa Fe, NM' });
  await app.list({ productName: 'Taylor 314ce', description: 'Sapele.', location: 'Albuquerque, New Mexico' });
  await app.list({ productName: 'Yamaha FG800', description: 'Texas blues machine.', location: 'Tulsa, OK' });
});
afterAll(() => t.close());

describe("a state's code typed", () => {
  it.each([
    ['tx', ['Fender Stratocaster', 'Gibson ES-335', 'Yamaha FG800']],
    ['nm', ['Martin D-18', 'Taylor 314ce']],
    ['gibson tx', ['Gibson ES-335']],
  ])('"%s" also finds a location that writes the state out', async (q, expected) => {
    const result = await keywordSearch(t, buyer, q);
    expect(result.items.map((p) => p.productName).sort()).toEqual(expected);
    expect(result.corrections).toEqual([]);
    expect(result.highlight).toEqual(expect.arrayContaining([q.split(' ').at(-1)]));
  });
});

describe('a code that is also a stop word ("in", "or", "me")', () => {
  it('stays a stop word: not searched, nor marked, as its state', async () => {
    for (const q of ['fender in tx', 'fender or gibson', 'show me a fender']) {
      const result = await keywordSearch(t, buyer, q);
      expect(result.highlight, q).not.toEqual(expect.arrayContaining(['in']));
      for (const state of ['indiana', 'oregon', 'maine', 'or', 'me']) expect(result.highlight, q).not.toContain(state);
    }
    expect((await keywordSearch(t, buyer, 'fender in tx')).items.map((p) => p.productName)).toEqual([
      'Fender Stratocaster',
    ]);
  });
});

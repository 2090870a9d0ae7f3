import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * "fender or gibson", "les paul or sg": either side of "or" is enough (decision 0092). "or" was a stop word, and
 * every keyword was required: "fender or gibson" found nothing.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Stratocaster', brand: 'Fender', description: 'Sunburst.' });
  await app.list({ productName: 'Fender Telecaster', brand: 'Fender', description: 'Butterscotch.' });
  await app.list({ productName: 'Fender Precision Bass', brand: 'Fender', description: 'Four strings.' });
  await app.list({ productName: 'Squier Stratocaster', brand: 'Squier', description: 'Black.' });
  await app.list({ productName: 'Gibson Les Paul Standard', brand: 'Gibson', description: 'Honeyburst.' });
  await app.list({ productName: 'Gibson SG Standard', brand: 'Gibson', description: 'Cherry.' });
});
afterAll(() => t.close());

/** Every listing of either maker, by name. */
const FENDERS_AND_GIBSONS = [
  'Fender Precision Bass',
  'Fender Stratocaster',
  'Fender Telecaster',
  'Gibson Les Paul Standard',
  'Gibson SG Standard',
];

const sortedNames = async (q: string) => (await keywordSearch(t, buyer, q)).items.map((p) => p.productName).sort();

describe('keywords joined by "or"', () => {
  it('finds the listings of either word, counted with their facets', async () => {
    const result = await keywordSearch(t, buyer, 'fender or gibson');
    expect(result.items.map((p) => p.productName).sort()).toEqual(FENDERS_AND_GIBSONS);
    expect(result.total).toBe(5);
    const brands = Object.fromEntries(result.facets!.brand.map(({ value, count }) => [value, count]));
    expect(brands).toEqual({ fender: 3, gibson: 2 });
    expect(result.highlight).toEqual(expect.arrayContaining(['fender', 'gibson']));
    expect(result.highlight).not.toContain('or');
    expect(await sortedNames('strat or tele')).toEqual([
      'Fender Stratocaster',
      'Fender Telecaster',
      'Squier Stratocaster',
    ]);
  });

  it.each([
    'fender and gibson',
    'fender & gibson',
    'fender/gibson',
    'fender, gibson',
    'Fender + Gibson',
    'a fender and a gibson',
    'fender vs gibson',
  ])('reads makers listed as either of them: "%s"', async (q) => {
    const result = await keywordSearch(t, buyer, q);
    expect(result.items.map((p) => p.productName).sort()).toEqual(FENDERS_AND_GIBSONS);
    expect(result.corrections).toEqual([]);
  });

  it.each([
    ['fender and gibson standard', ['Gibson Les Paul Standard', 'Gibson SG Standard']],
    ['standard fender/gibson', ['Gibson Les Paul Standard', 'Gibson SG Standard']],
    ['fender or gibson strat', ['Fender Stratocaster']],
    ['squier, gibson and fender strat', ['Fender Stratocaster', 'Squier Stratocaster']],
  ])('keeps the other keywords required beside makers listed: "%s"', async (q, expected) => {
    const result = await keywordSearch(t, buyer, q);
    expect(result.items.map((p) => p.productName).sort()).toEqual(expected);
    expect(result.highlight).toEqual(expect.arrayContaining(['fender', 'gibson']));
  });

  it('reads "vs" between any two keywords as "or": "strat vs tele"', async () => {
    expect(await sortedNames('strat vs tele')).toEqual([
      'Fender Stratocaster',
      'Fender Telecaster',
      'Squier Stratocaster',
    ]);
  });

  it('reads a slash between two keywords as "or": "strat/tele", "sg/les paul"', async () => {
    expect(await sortedNames('strat/tele')).toEqual([
      'Fender Stratocaster',
      'Fender Telecaster',
      'Squier Stratocaster',
    ]);
    expect(await sortedNames('sg/les paul')).toEqual(['Gibson Les Paul Standard', 'Gibson SG Standard']);
    // Each side whole, as "or" and "vs" take them: "squier strat" or "tele".
    expect(await sortedNames('squier strat/tele')).toEqual(['Fender Telecaster', 'Squier Stratocaster']);
  });

  it('keeps "and" between other words a stop word: "strat and tele" needs both', async () => {
    expect(await sortedNames('strat and tele')).toEqual([]);
    expect(await sortedNames('fender and strat')).toEqual(['Fender Stratocaster']);
  });

  it('takes each side whole: "les paul or sg", "fender strat or fender tele"', async () => {
    expect(await sortedNames('les paul or sg')).toEqual(['Gibson Les Paul Standard', 'Gibson SG Standard']);
    expect(await sortedNames('fender strat or fender tele')).toEqual(['Fender Stratocaster', 'Fender Telecaster']);
    expect(await sortedNames('squier strat or gibson sg or precision')).toEqual([
      'Fender Precision Bass',
      'Gibson SG Standard',
      'Squier Stratocaster',
    ]);
  });

  it('reads "or" with nothing on one side as before: a stop word', async () => {
    expect(await sortedNames('or sg')).toEqual(['Gibson SG Standard']);
    expect(await sortedNames('sg or')).toEqual(['Gibson SG Standard']);
    expect((await keywordSearch(t, buyer, 'or')).total).toBe(6);
  });

  it.each([
    ['strat or tel', ['Fender Telecaster']],
    ['fender or gibson sg', ['Gibson SG Standard']],
    // Makers listed: a name of either.
    ['fender/gibson st', ['Fender Stratocaster', 'Gibson Les Paul Standard', 'Gibson SG Standard']],
    ['squier and gibson s', ['Gibson Les Paul Standard', 'Gibson SG Standard', 'Squier Stratocaster']],
    // With nothing after it, "or" is a stop word, as before.
    ['fender or', ['Fender Precision Bass', 'Fender Stratocaster', 'Fender Telecaster']],
  ])('suggests names for the side being typed: "%s"', async (q, expected) => {
    expect((await suggestionLabels(t, buyer, q)).sort()).toEqual(expected);
  });

  it('pages through "fender or gibson" without repeating or skipping', async () => {
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page += 1) {
      const result = await keywordSearch(t, buyer, 'fender or gibson', `&limit=2${after}`);
      seen.push(...result.items.map((p) => p.productName));
      if (!result.nextCursor) break;
      after = `&after=${result.nextCursor}`;
    }
    expect(seen.sort()).toEqual(await sortedNames('fender or gibson'));
  });
});

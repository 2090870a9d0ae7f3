import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * "bass not squier": a maker after "not" leaves out that maker's guitars, by their name and brand (decision 0095).
 * Before, "not" was a stop word and the maker required: "bass not squier" found only the Squier.
 */

let t: TestApp;
let buyer: TestAccount;
const ALL = 7;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Squier Classic Vibe Jazz Bass', brand: 'Squier', description: 'Fretless.' });
  // Its description names the maker it is not: read by keywords, not by "not squier".
  await app.list({ productName: 'Fender Jazz Bass', brand: 'Fender', description: 'A real Fender, not a Squier.' });
  // A Squier only by its brand field.
  await app.list({ productName: 'Classic Vibe 60s Stratocaster', brand: 'Squier', description: 'Sunburst.' });
  await app.list({ productName: 'Fender Player Stratocaster', brand: 'Fender', description: 'Polar white.' });
  // PRS by its full name, no brand given.
  await app.list({ productName: 'Paul Reed Smith Custom 24', description: 'Whale blue.' });
  await app.list({ productName: 'Epiphone Les Paul Standard', brand: 'Epiphone', description: 'Cherry.' });
  await app.list({ productName: 'Gibson Les Paul Standard', brand: 'Gibson', description: 'Honeyburst.' });
});
afterAll(() => t.close());

const sortedNames = async (q: string, more = '') =>
  (await keywordSearch(t, buyer, q, more)).items.map((p) => p.productName).sort();

describe('a maker after "not"', () => {
  it('leaves out its guitars, counted so, and says so', async () => {
    const result = await keywordSearch(t, buyer, 'bass not Squier');
    expect([result.total, result.items.map((p) => p.productName)]).toEqual([1, ['Fender Jazz Bass']]);
    expect(result.leftOut).toEqual([{ words: 'not Squier', reason: 'not-brand', brands: ['Squier'] }]);
    expect(result.highlight).not.toContain('squier');
    expect(result.facets?.brand).toEqual([{ value: 'fender', count: 1 }]);
  });

  it('reads the brand field as well as the name, and PRS by its full name', async () => {
    expect(await sortedNames('stratocaster no squier')).toEqual(['Fender Player Stratocaster']);
    expect(await sortedNames('les paul but not an epiphone')).toEqual(['Gibson Les Paul Standard']);
    expect(await sortedNames('custom 24 not prs')).toEqual([]);
  });

  it('reads a maker misspelt by one slip, as buyers write "squire"', async () => {
    const result = await keywordSearch(t, buyer, 'jazz bass not squire');
    expect(result.items.map((p) => p.productName)).toEqual(['Fender Jazz Bass']);
    expect(result.leftOut).toEqual([{ words: 'not squire', reason: 'not-brand', brands: ['Squier'] }]);
    expect(result.corrections).toEqual([]);
  });

  it('reads several makers after one "not"', async () => {
    const result = await keywordSearch(t, buyer, 'les paul not squier or epiphone');
    expect(result.items.map((p) => p.productName)).toEqual(['Gibson Les Paul Standard']);
    expect(result.leftOut).toEqual([
      { words: 'not squier or epiphone', reason: 'not-brand', brands: ['Squier', 'Epiphone'] },
    ]);
  });

  it('lists everything else newest first when only makers are named', async () => {
    const result = await keywordSearch(t, buyer, 'not squier, not epiphone');
    expect(result.total).toBe(ALL - 3);
    expect(result.items.map((p) => p.productName)).toEqual([
      'Gibson Les Paul Standard',
      'Paul Reed Smith Custom 24',
      'Fender Player Stratocaster',
      'Fender Jazz Bass',
    ]);
  });

  it('works beside "or", words with a minus and a sort', async () => {
    expect(await sortedNames('stratocaster or les paul not squier -epiphone', '&sort=price_asc')).toEqual([
      'Fender Player Stratocaster',
      'Gibson Les Paul Standard',
    ]);
  });

  it('suggests no name the search would leave out', async () => {
    expect(await suggestionLabels(t, buyer, 'jazz bass')).toEqual([
      'Fender Jazz Bass',
      'Squier Classic Vibe Jazz Bass',
    ]);
    expect(await suggestionLabels(t, buyer, 'jazz bass not squier')).toEqual(['Fender Jazz Bass']);
    expect(await suggestionLabels(t, buyer, 'jazz bass -squier')).toEqual([]);
    expect(await suggestionLabels(t, buyer, 'jazz bass -fretless -the')).toEqual(['Fender Jazz Bass']);
  });

  it('reads "not" before a word that names no maker as what a guitar should not have, left out (decision 0089)', async () => {
    // "fretless" was searched, and only the fretless bass found: the one the buyer asked not to see.
    expect(await sortedNames('jazz bass not fretless')).toEqual(['Fender Jazz Bass', 'Squier Classic Vibe Jazz Bass']);
    expect((await keywordSearch(t, buyer, 'jazz bass not fretless')).leftOut).toEqual([
      { words: 'not fretless', reason: 'absence' },
    ]);
  });
});

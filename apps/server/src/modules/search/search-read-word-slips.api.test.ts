import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * A slip in a word the search reads as more than a keyword ("excelent condition", "beginer"): the vocabulary holds
 * names, not descriptions, so the word had no known word close to it, was required as typed, and nothing was found.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Yamaha FG800', condition: 'excellent', description: 'A great first guitar.' });
  await app.list({ productName: 'Fender Stratocaster', condition: 'good', description: 'Maple neck.' });
  await app.list({ productName: 'Gibson Les Paul', condition: 'excellent', description: 'Rosewood fretboard.' });
  await app.list({ productName: 'Epiphone SG', condition: 'good', description: 'Two humbuckers, black pickguard.' });
});
afterAll(() => t.close());

const search = (q: string) => keywordSearch(t, buyer, q);
const names = async (q: string) => (await search(q)).items.map((p) => p.productName).sort();

describe('a slip in a word the search reads', () => {
  it('reads "excelent condition" as the condition, and names it as typed', async () => {
    const result = await search('excelent condition');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Gibson Les Paul', 'Yamaha FG800']);
    expect(result.leftOut).toEqual([{ words: 'excelent condition', reason: 'condition', conditions: ['excellent'] }]);
    // The words are read as the condition, not searched: no "Also showing results for".
    expect(result.corrections).toEqual([]);
    expect(await names('les paul in mint conditon')).toEqual(['Gibson Les Paul']);
    expect((await search('les paul in mint conditon')).leftOut).toEqual([
      { words: 'in mint conditon', reason: 'condition', conditions: ['excellent'] },
    ]);
  });

  it('searches a keyword as its word, and says so', async () => {
    const beginner = await search('yamaha beginer');
    expect(beginner.items.map((p) => p.productName)).toEqual(['Yamaha FG800']);
    expect(beginner.corrections).toEqual([{ from: 'beginer', to: 'beginner' }]);
    const fretboard = await search('rosewood fretbaord');
    expect(fretboard.items.map((p) => p.productName)).toEqual(['Gibson Les Paul']);
    expect(fretboard.corrections).toEqual([{ from: 'fretbaord', to: 'fretboard' }]);
  });

  it.each([
    ['humbuker', 'humbuker', 'humbucker', 'Epiphone SG'],
    ['sg pickgaurd', 'pickgaurd', 'pickguard', 'Epiphone SG'],
    ['rosewod fretboard', 'rosewod', 'rosewood', 'Gibson Les Paul'],
  ])('finds "%s", a part misspelt that listings name in their descriptions only', async (q, from, to, found) => {
    const result = await search(q);
    expect(result.items.map((p) => p.productName)).toEqual([found]);
    expect(result.corrections).toEqual([{ from, to }]);
  });

  it('suggests as the search reads', async () => {
    expect(await suggestionLabels(t, buyer, 'excelent condition yam')).toEqual(['Yamaha FG800']);
  });
});

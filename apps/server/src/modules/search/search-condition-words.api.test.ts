import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * "fender in excellent condition": a condition typed among the keywords is the condition filter (decision 0089's
 * amendments). As words, "excellent" and "condition" had to be in the listing's text.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Stratocaster', condition: 'excellent', description: 'Barely played.' });
  await app.list({ productName: 'Fender Telecaster', condition: 'good', description: 'Some wear.' });
  await app.list({ productName: 'Fender Jaguar', condition: 'fair', description: 'Project.' });
  await app.list({ productName: 'Fender Mustang', condition: 'bad', description: 'Needs work.' });
});
afterAll(() => t.close());

const sortedNames = async (q: string, more = '') =>
  (await keywordSearch(t, buyer, q, more)).items.map((p) => p.productName).sort();

describe('a condition typed among the keywords', () => {
  it('finds the guitars in that condition, and says it set the condition filter', async () => {
    const result = await keywordSearch(t, buyer, 'fender in excellent condition');
    expect([result.total, result.items.map((p) => p.productName)]).toEqual([1, ['Fender Stratocaster']]);
    expect(result.leftOut).toEqual([
      { words: 'in excellent condition', reason: 'condition', conditions: ['excellent'] },
    ]);
    expect(result.corrections).toEqual([]);
    expect(result.highlight).toEqual(['fender']);
  });

  it('reads "good condition" as good or better, "mint" as excellent, and "poor" as bad', async () => {
    expect(await sortedNames('fender good condition')).toEqual(['Fender Stratocaster', 'Fender Telecaster']);
    expect(await sortedNames('mint condition fender')).toEqual(['Fender Stratocaster']);
    // Nothing here is new: "brand new" asks for one as good as new, and "brand" is not corrected to a word.
    const brandNew = await keywordSearch(t, buyer, 'brand new fender');
    expect([brandNew.items.map((p) => p.productName), brandNew.corrections]).toEqual([['Fender Stratocaster'], []]);
    expect(await sortedNames('fender in poor shape')).toEqual(['Fender Mustang']);
    // Alone, it browses every guitar in that condition.
    expect(await sortedNames('fair condition')).toEqual(['Fender Jaguar', 'Fender Stratocaster', 'Fender Telecaster']);
  });

  it('reads a grade alone ("excellent fender", "good fender") as the condition too', async () => {
    const result = await keywordSearch(t, buyer, 'excellent fender');
    expect([result.total, result.items.map((p) => p.productName)]).toEqual([1, ['Fender Stratocaster']]);
    expect(result.leftOut).toEqual([{ words: 'excellent', reason: 'condition', conditions: ['excellent'] }]);
    expect(await sortedNames('good fender')).toEqual(['Fender Stratocaster', 'Fender Telecaster']);
    // Little wear: "barely played" is as good as new, "lightly used" good or better; "used" is no keyword here.
    const barely = await keywordSearch(t, buyer, 'barely played fender');
    expect([barely.items.map((p) => p.productName), barely.leftOut]).toEqual([
      ['Fender Stratocaster'],
      [{ words: 'barely played', reason: 'condition', conditions: ['excellent'] }],
    ]);
    expect(await sortedNames('lightly used fender')).toEqual(['Fender Stratocaster', 'Fender Telecaster']);
    // "good" after a condition read is praise, left out; "good deal" asks for a saving.
    const both = await keywordSearch(t, buyer, 'good fender in fair condition');
    expect(both.items.map((p) => p.productName).sort()).toEqual([
      'Fender Jaguar',
      'Fender Stratocaster',
      'Fender Telecaster',
    ]);
    expect(both.leftOut).toEqual([
      { words: 'in fair condition', reason: 'condition', conditions: ['excellent', 'good', 'fair'] },
      { words: 'good', reason: 'praise' },
    ]);
    // Praise before "condition" is a grade, and a word may stand between.
    expect(await sortedNames('great condition fender')).toEqual(['Fender Stratocaster', 'Fender Telecaster']);
    expect(await sortedNames('fender in excellent used condition')).toEqual(['Fender Stratocaster']);
    const deal = await keywordSearch(t, buyer, 'good deal fender');
    expect(deal.total).toBe(4);
    expect(deal.leftOut).toEqual([{ words: 'good deal', reason: 'saving' }]);
  });

  it('reads grades joined by "or" as each of them ("good or fair"), not as a keyword after "or"', async () => {
    const result = await keywordSearch(t, buyer, 'fender excellent or good');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Fender Telecaster']);
    expect(result.leftOut).toEqual([
      { words: 'excellent or good', reason: 'condition', conditions: ['excellent', 'good'] },
    ]);
    expect(await sortedNames('mint or excellent')).toEqual(['Fender Stratocaster']);
    expect(await sortedNames('good or fair fender')).toEqual([
      'Fender Jaguar',
      'Fender Stratocaster',
      'Fender Telecaster',
    ]);
    expect(await sortedNames('fender in mint/poor condition')).toEqual(['Fender Mustang', 'Fender Stratocaster']);
  });

  it("lets the condition filter's own choice win", async () => {
    const result = await keywordSearch(t, buyer, 'fender excellent condition', '&condition=fair');
    expect(result.items.map((p) => p.productName)).toEqual(['Fender Jaguar']);
    expect(result.leftOut).toEqual([{ words: 'excellent condition', reason: 'condition', conditions: null }]);
  });

  it('keeps "mint green" a keyword: a finish, not a condition', async () => {
    const result = await keywordSearch(t, buyer, 'mint green');
    expect(result.leftOut).toEqual([]);
    expect(result.total).toBe(0);
  });

  it('reads "good for" as praise of what a guitar suits, not as a condition', async () => {
    const result = await keywordSearch(t, buyer, 'fender good for a project');
    expect(result.items.map((p) => p.productName)).toEqual(['Fender Jaguar']);
    expect(result.leftOut).toEqual([{ words: 'good', reason: 'praise' }]);
  });

  it('suggests names for what was typed beside it', async () => {
    expect(await suggestionLabels(t, buyer, 'excellent condition fender str')).toEqual(['Fender Stratocaster']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp } from './test-helpers.ts';

/*
 * A keyword is searched by its stem as a prefix: "strats" as "strat:*", "played" as "play:*". A word whose stem a known
 * word starts with is spelt right, in another form ("strats", "basses", "played"): it is not corrected, and the page
 * does not say "Also showing results for" a word the search already finds (decision 0017's amendment).
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Player Stratocaster', description: 'Polar white.' });
  await app.list({ productName: 'Fender Precision Bass', description: 'Barely played.' });
  await app.list({ productName: 'Gibson Les Paul Studio', description: 'Wine red.' });
  await app.list({ productName: 'Taylor 214ce Acoustic', description: 'Grand auditorium.' });
  await app.list({ productName: 'Fender Jazz Bass', description: 'Rounds.' });
  await app.list({ productName: 'Ibanez RG', description: 'Basswood body, maple neck.' });
});
afterAll(() => t.close());

describe('a keyword in another form of a known word', () => {
  it.each([
    ['strats', ['Fender Player Stratocaster']],
    // "bass" as a prefix also finds "basswood".
    ['basses', ['Fender Jazz Bass', 'Fender Precision Bass', 'Ibanez RG']],
    ['gibsons', ['Gibson Les Paul Studio']],
    ['acoustics', ['Taylor 214ce Acoustic']],
    ['fenders', ['Fender Jazz Bass', 'Fender Player Stratocaster', 'Fender Precision Bass']],
  ])('"%s" finds what its stem finds, with no correction', async (q, names) => {
    const result = await keywordSearch(t, buyer, q);
    expect(result.corrections).toEqual([]);
    expect(result.items.map((p) => p.productName).sort()).toEqual(names);
  });

  it('is not corrected when only a known word starting with its stem has it ("played": "player")', async () => {
    // Not "barely played": that is read as the condition (decision 0089's amendment).
    const result = await keywordSearch(t, buyer, 'played precision');
    expect(result.corrections.map((c) => c.from)).not.toContain('played');
    expect(result.items.map((p) => p.productName)).toEqual(['Fender Precision Bass']);
  });

  it('still corrects a misspelt word', async () => {
    const result = await keywordSearch(t, buyer, 'gibsn');
    expect(result.corrections).toEqual([{ from: 'gibsn', to: 'gibson' }]);
    expect(result.items.map((p) => p.productName)).toEqual(['Gibson Les Paul Studio']);
  });
});

describe('a longer word that starts with a known word', () => {
  it.each([
    ['jazzmaster', []],
    ['jazzmasters', []],
    ['basswood', ['Ibanez RG']],
    ['fender jazzmaster', []],
  ])('"%s" is another word, not a misspelling of its start: not corrected', async (q, names) => {
    const result = await keywordSearch(t, buyer, q);
    expect(result.corrections).toEqual([]);
    expect(result.items.map((p) => p.productName)).toEqual(names);
  });

  it('still corrects a word with a letter or two too many ("fenderr", "gibsonss")', async () => {
    for (const [q, to] of [
      ['fenderr', 'fender'],
      ['gibsonss', 'gibson'],
    ]) {
      const result = await keywordSearch(t, buyer, q!);
      expect(result.corrections, q).toEqual([{ from: q, to }]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp } from './test-helpers.ts';

/*
 * '"les paul"': words typed in quotes are found only one after the other (decision 0094), and as typed: never
 * corrected (its amendment of 2026-12-02).
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Gibson Les Paul Standard', description: 'Honeyburst.' });
  await app.list({ productName: 'Paul Reed Smith Custom 24', description: 'Les is more, said the seller.' });
  await app.list({ productName: 'Fender Jazz Bass', description: 'Sunburst.' });
  await app.list({ productName: 'Fender Jazzmaster', description: 'Bass player owned.' });
  await app.list({ productName: 'Gibson SG Special', finish: 'Black', description: 'Light.' });
  await app.list({ productName: 'Epiphone Casino', description: 'A ding on the back.' });
  await app.list({ productName: 'Gretsch Streamliner', description: 'Back binding chipped.' });
  await app.list({ productName: 'Guild Starfire', description: 'Binding and back are fine.' });
  await app.list({ productName: 'Fender Jaguar', description: 'Blakc pickguard, as the seller spells it.' });
});
afterAll(() => t.close());

const sortedNames = async (q: string) => (await keywordSearch(t, buyer, q)).items.map((p) => p.productName).sort();

describe('a phrase in quotes', () => {
  it('finds its words one after the other only, counted so', async () => {
    // Unquoted, words are found apart ("Les is more, said the seller"), but for a model's name (decision 0084).
    expect(await sortedNames('les said')).toEqual(['Paul Reed Smith Custom 24']);
    expect((await keywordSearch(t, buyer, '"les said"')).total).toBe(0);
    const result = await keywordSearch(t, buyer, '"les paul"');
    expect([result.total, result.items.map((p) => p.productName)]).toEqual([1, ['Gibson Les Paul Standard']]);
    // As one term: its words are marked only where they follow one another, as they were found.
    expect(result.highlight).toEqual(['les paul']);
    expect((await keywordSearch(t, buyer, '"les pauls" standard')).highlight).toEqual(['les paul', 'standard']);
    expect(await sortedNames('“jazz bass” fender')).toEqual(['Fender Jazz Bass']);
  });

  it('is read as its keywords beside "or"', async () => {
    expect(await sortedNames('"jazz bass" or jazzmaster')).toEqual(['Fender Jazz Bass', 'Fender Jazzmaster']);
  });

  it('is searched as typed when a word is misspelt, and the spelling is offered when nothing is found', async () => {
    const result = await keywordSearch(t, buyer, '"les pual"');
    expect([result.total, result.corrections, result.didYouMean]).toEqual([0, [], 'les paul']);
  });

  it('holds a word searched only as typed: "blakc" is also "black" (its closest known word), in quotes it is not', async () => {
    const corrected = await keywordSearch(t, buyer, 'blakc');
    expect(corrected.corrections).toEqual([{ from: 'blakc', to: 'black' }]);
    expect(corrected.items.map((p) => p.productName).sort()).toEqual(['Fender Jaguar', 'Gibson SG Special']);
    for (const [q, found] of [
      ['"blakc"', ['Fender Jaguar']],
      ['“blakc”', ['Fender Jaguar']],
      ['pickguard "blakc"', ['Fender Jaguar']],
      // A common English word is searched as typed without quotes too (decision 0101).
      ['"back"', ['Epiphone Casino', 'Gretsch Streamliner', 'Guild Starfire']],
      ['ding "back"', ['Epiphone Casino']],
    ] as const) {
      const asTyped = await keywordSearch(t, buyer, q);
      expect([asTyped.corrections, asTyped.items.map((p) => p.productName).sort()], q).toEqual([[], found]);
      expect(asTyped.highlight, q).not.toContain('black');
    }
  });

  it('requires its words in order, words no known word starts with included', async () => {
    expect(await sortedNames('back binding')).toEqual(['Gretsch Streamliner', 'Guild Starfire']);
    expect(await sortedNames('"back binding"')).toEqual(['Gretsch Streamliner']);
  });

  it('offers the closest word of a word in quotes that finds nothing, and mends no slip in it', async () => {
    const result = await keywordSearch(t, buyer, '"gibsn"');
    expect([result.total, result.corrections, result.didYouMean]).toEqual([0, [], 'gibson']);
    // Outside quotes "excelent" is read as the condition (read-word-slips.ts); inside, as typed.
    const slip = await keywordSearch(t, buyer, '"excelent"');
    expect([slip.total, slip.leftOut, slip.corrections]).toEqual([0, [], []]);
  });

  it('is just a keyword as one word in quotes, or with a quote left open', async () => {
    expect(await sortedNames('"jazzmaster"')).toEqual(['Fender Jazzmaster']);
    expect(await sortedNames('"les said')).toEqual(['Paul Reed Smith Custom 24']);
  });
});

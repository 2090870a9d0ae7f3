import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * Two words typed as one ("lespaul", "musicman"): no known word starts with it, and the closest known word by
 * trigrams was one half ("les"), shown as "you typed lespaul, showing les". It is read as its two known words, one
 * after the other (decision 0086). And the other way round: one word typed as two ("jazz master", "sting ray") also
 * finds the word they make.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  const add = (productName: string, description: string) =>
    app.list({ productName, description, location: 'Austin, TX' });
  await add('Gibson Les Paul Standard', 'Honeyburst.');
  await add('Paul Reed Smith Custom 24', 'Les is more, said the seller.');
  await add('Music Man StingRay', 'Ernie Ball era.');
  await add('Gibson Flying V', 'Les Paul fans will like it too.');
  await add('Fender Jazzmaster', 'Offset body.');
  await add('Fender Jazz Bass', 'Master volume mod.');
  await add('Taylor 214ce', 'Grand auditorium.');
  await add('Ibanez J Custom', 'Figured maple.');
});
afterAll(() => t.close());

const search = (q: string) => keywordSearch(t, buyer, q);
const names = (q: string) => namesFound(t, buyer, q);

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
    expect(result.highlight).toEqual(expect.arrayContaining(['les paul']));
    expect((await search('musicman')).corrections).toEqual([{ from: 'musicman', to: 'music man' }]);
  });

  it('needs the words in that order, next to each other', async () => {
    // "Les is more ... Paul Reed Smith" has both words, not "Les Paul"; "paulles" is the words the other way round.
    expect(await names('lespaul')).not.toContain('Paul Reed Smith Custom 24');
    const reversed = await search('paulles');
    expect(reversed.items).toEqual([]);
    // Offered because it finds more: apart, the two words find what the phrase did not.
    expect(reversed.didYouMean).toBe('paul les');
    expect(await names('paul les')).toContain('Paul Reed Smith Custom 24');
  });

  it('leaves a word alone whose halves are not both known words', async () => {
    const result = await search('zzqqxxyy');
    expect(result.items).toEqual([]);
    expect(result.corrections).toEqual([]);
  });
});

describe('one word typed as two', () => {
  it.each([
    ['jazz master', ['Fender Jazzmaster', 'Fender Jazz Bass']],
    ['fender jazz master', ['Fender Jazzmaster', 'Fender Jazz Bass']],
    ['sting ray', ['Music Man StingRay']],
    ['music man sting ray', ['Music Man StingRay']],
  ])('"%s" also finds the word they make, first', async (q, expected) => {
    // ts_rank scored two keywords on one word ("jazz" as a prefix of "jazzmaster", and "jazzmaster") 1e-20, below
    // the Jazz Bass, which has "jazz" in its name and "master" in its description.
    expect(await names(q)).toEqual(expected);
  });

  it('marks the word they make, and corrects nothing', async () => {
    const result = await search('sting ray');
    expect(result.highlight).toContain('stingray');
    expect(result.corrections).toEqual([]);
    // "master" alone is no known word's start: it was corrected to its closest word, "jazzmaster".
    expect((await search('jazz master')).corrections).toEqual([]);
  });

  it.each([
    ['sting r', ['Music Man StingRay']],
    ['sting ray', ['Music Man StingRay']],
    ['music man sting ray', ['Music Man StingRay']],
    // The Jazz Bass has "master" in its description only: suggestions read names.
    ['jazz mas', ['Fender Jazzmaster']],
    // Only when the words as typed suggest nothing; a stop word ("the") still drops out.
    ['fender the', ['Fender Jazz Bass', 'Fender Jazzmaster']],
    ['music man', ['Music Man StingRay']],
    // A model's number and its letters.
    ['214 c', ['Taylor 214ce']],
    ['taylor 214 ce', ['Taylor 214ce']],
  ])('suggests the word they make while "%s" is typed', async (q, expected) => {
    expect(await suggestionLabels(t, buyer, q)).toEqual(expected);
  });

  it.each([
    ['lespa', ['Gibson Les Paul Standard']],
    ['musicm', ['Music Man StingRay']],
    ['gibsonles', ['Gibson Les Paul Standard']],
  ])('suggests the two words "%s" was typed for, while the second is typed', async (q, expected) => {
    expect(await suggestionLabels(t, buyer, q)).toEqual(expected);
  });

  it('searches two words that make no known word as before', async () => {
    expect(await names('jazz bass')).toEqual(['Fender Jazz Bass']);
    expect(await names('gibson standard')).toEqual(['Gibson Les Paul Standard']);
  });
});

describe('two keywords whose joined word stems back to the first', () => {
  // "fender" + "red" is "fenderred", which the stemmer makes "fender" again ("ed" off, then one of "rr"): searched as
  // one more way of writing "red", it let every Fender through.
  it.each([
    ['fender red', []],
    ['taylor red', []],
    ['fender offset', ['Fender Jazzmaster']],
  ])('"%s" still needs the second keyword', async (q, expected) => {
    const result = await search(q);
    expect(result.items.map((p) => p.productName)).toEqual(expected);
    expect(result.highlight).not.toContain(`${q.split(' ').join('')}`);
  });

  it('still reads a word typed as two, whose joined word is another ("jazz master")', async () => {
    expect(await names('jazz master')).toContain('Fender Jazzmaster');
  });
});

describe('a word and a number typed as one', () => {
  it('"custom24" is read as "custom 24", the number kept, not corrected to "custom"', async () => {
    const result = await search('custom24');
    expect(result.items.map((p) => p.productName)).toEqual(['Paul Reed Smith Custom 24']);
    expect(result.corrections).toEqual([{ from: 'custom24', to: 'custom 24' }]);
    expect(result.highlight).toEqual(expect.arrayContaining(['custom 24']));
  });

  it('leaves a model of up to three letters as it was ("sr505" is a word of its own)', async () => {
    expect((await search('214ce')).corrections).toEqual([]);
  });
});

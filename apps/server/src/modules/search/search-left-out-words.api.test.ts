import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * "used strat", "cheap acoustic", "second-hand gibson for sale": words of buying second-hand that describe every
 * listing here, or ask for low prices, which no listing's words answer (decision 0089). They are left out of the
 * keywords and named in the answer's leftOut, with why.
 */

let t: TestApp;
let buyer: TestAccount;
const ALL = 6;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Stratocaster', description: 'Lightly used, new frets.' });
  await app.list({ productName: 'Squier Stratocaster', description: 'Never gigged.', askingPriceCents: 30_000 });
  await app.list({ productName: 'Yamaha FG800 Acoustic', description: 'Solid top.', askingPriceCents: 15_000 });
  await app.list({ productName: 'Epiphone SG', finish: 'Cherry', description: 'Acoustic tones it has not.' });
  await app.list({ productName: 'Gibson Les Paul Second Run', description: 'Plays well.' });
  await app.list({ productName: 'Fender Telecaster', handedness: 'left', description: 'Plays well.' });
});
afterAll(() => t.close());

const search = (q: string) => keywordSearch(t, buyer, q);
const sortedNames = async (q: string) => (await search(q)).items.map((p) => p.productName).sort();

describe('words every listing answers', () => {
  it('finds "used strat" as "strat", whether or not the listing says "used", and says "used" was left out', async () => {
    const result = await search('used strat');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(result.leftOut).toEqual([{ words: 'used', reason: 'second-hand' }]);
    expect(result.highlight).not.toContain('used');
    expect(result.corrections).toEqual([]);
  });

  it('leaves out "second-hand", "pre-owned" and "for sale" as their two words', async () => {
    const result = await search('second-hand gibson for sale');
    expect(result.items.map((p) => p.productName)).toEqual(['Gibson Les Paul Second Run']);
    expect(result.leftOut).toEqual([
      { words: 'second hand', reason: 'second-hand' },
      { words: 'for sale', reason: 'for-sale' },
    ]);
    expect(await sortedNames('pre-owned fender')).toEqual(['Fender Stratocaster', 'Fender Telecaster']);
  });

  it('reads "frets included" and "comes with new frets" as "frets": few listings say "included"', async () => {
    expect(await sortedNames('strat new frets included')).toEqual(['Fender Stratocaster']);
    // "w" was a keyword: the Yamaha says no word starting with a w.
    expect(await sortedNames('yamaha w/ solid top')).toEqual(['Yamaha FG800 Acoustic']);
    const comes = await search('comes with new frets');
    expect([comes.items.map((p) => p.productName), comes.leftOut, comes.corrections]).toEqual([
      ['Fender Stratocaster'],
      [],
      [],
    ]);
  });

  it('reads "fender squier strat" as "squier strat": a Squier listing rarely says "Fender"', async () => {
    const result = await search('fender squier strat');
    expect([result.items.map((p) => p.productName), result.leftOut, result.corrections]).toEqual([
      ['Squier Stratocaster'],
      [],
      [],
    ]);
    expect(await sortedNames('fender or squier strat')).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
  });

  it('keeps "hand" and "second" as keywords on their own', async () => {
    expect(await sortedNames('left hand')).toEqual(['Fender Telecaster']);
    expect(await sortedNames('second')).toEqual(['Gibson Les Paul Second Run']);
    expect((await search('left hand')).leftOut).toEqual([]);
  });

  it('reads "cheap acoustic" as "acoustic", not corrected to "cherry", and says a sort answers "cheap"', async () => {
    const result = await search('cheap acoustic');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Epiphone SG', 'Yamaha FG800 Acoustic']);
    expect(result.corrections).toEqual([]);
    expect(result.leftOut).toEqual([{ words: 'cheap', reason: 'price' }]);
  });

  it('reads "most expensive strat" and "cheapest first strat" as "strat", and "first" stays a keyword alone', async () => {
    const dearest = await search('most expensive strat');
    expect(dearest.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect([dearest.leftOut, dearest.corrections]).toEqual([[{ words: 'most expensive', reason: 'price-high' }], []]);
    const cheapest = await search('cheapest first strat');
    expect(cheapest.total).toBe(2);
    expect(cheapest.leftOut).toEqual([{ words: 'cheapest first', reason: 'price' }]);
  });

  it.each([
    ['anyone selling a les paul', ['anyone', 'selling']],
    ['does anybody have a les paul', ['anybody']],
    ["i'm looking for a les paul", ['looking for']],
    ['show me les pauls', ['show me']],
    ['need something like a les paul', ['need', 'something like']],
    ['les paul sold by plain seller', ['sold by']],
  ])('reads "%s" as the guitar asked for', async (q, words) => {
    const result = await search(q);
    expect(result.items.map((p) => p.productName)).toEqual(['Gibson Les Paul Second Run']);
    expect(result.leftOut.map((left) => left.words)).toEqual(words);
    expect(result.corrections).toEqual([]);
  });

  it('reads "strat near austin" as "strat austin": the place is found by its name', async () => {
    const result = await search('strat near austin');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(result.leftOut).toEqual([{ words: 'near', reason: 'place' }]);
    expect(result.corrections).toEqual([]);
    const within = await search('strat within 50 miles of austin');
    expect(within.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(within.leftOut).toEqual([{ words: 'within 50 miles of', reason: 'place' }]);
    expect(await sortedNames('local strat')).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
  });

  it('leaves out words asking for a sort, asking for a guitar or praising one: "best acoustic" finds the acoustic', async () => {
    const result = await search('looking for the best acoustic');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Epiphone SG', 'Yamaha FG800 Acoustic']);
    expect(result.leftOut).toEqual([
      { words: 'looking for', reason: 'request' },
      { words: 'best', reason: 'praise' },
    ]);
    expect(result.corrections).toEqual([]);
    expect(await sortedNames('latest nice strat deals')).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect((await search('latest nice strat deals')).leftOut).toEqual([
      { words: 'latest', reason: 'newest' },
      { words: 'nice', reason: 'praise' },
      { words: 'deals', reason: 'saving' },
    ]);
    expect(await sortedNames('wtb lowest price telecaster')).toEqual(['Fender Telecaster']);
    expect(await sortedNames('telecaster please')).toEqual(['Fender Telecaster']);
    expect((await search('telecaster pls')).leftOut).toEqual([{ words: 'pls', reason: 'request' }]);
  });

  it('browses every listing when only such words were typed', async () => {
    const result = await search('used for sale');
    expect([result.total, result.items.length, result.highlight]).toEqual([ALL, ALL, []]);
    expect(result.leftOut.map((left) => left.words)).toEqual(['used', 'for sale']);
  });

  it('leaves out whom the guitar is for and the occasion: "birthday gift for my son yamaha" finds the Yamaha', async () => {
    const result = await search('birthday gift for my son yamaha');
    expect(result.items.map((p) => p.productName)).toEqual(['Yamaha FG800 Acoustic']);
    expect(result.leftOut).toEqual([
      { words: 'birthday', reason: 'request' },
      { words: 'gift', reason: 'request' },
      { words: 'my son', reason: 'request' },
    ]);
  });

  it('leaves out what a guitar should not have: "stratocaster no frets" finds every Stratocaster, not only one naming frets', async () => {
    const result = await search('stratocaster no frets');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(result.leftOut).toEqual([{ words: 'no frets', reason: 'absence' }]);
  });

  it('leaves out a verified seller asked for, as every seller search shows is one: "verified seller strat"', async () => {
    const result = await search('verified seller stratocaster');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(result.leftOut).toEqual([{ words: 'verified seller', reason: 'verified' }]);
    expect((await search('stratocaster from trusted sellers')).leftOut).toEqual([
      { words: 'trusted sellers', reason: 'verified' },
    ]);
  });

  it('leaves out a guitar asked for as available: "strat in stock", "available acoustic"', async () => {
    const result = await search('strat in stock');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(result.leftOut).toEqual([{ words: 'in stock', reason: 'available' }]);
    expect(await sortedNames('available acoustic')).toEqual(['Epiphone SG', 'Yamaha FG800 Acoustic']);
  });

  it('reads a price limit typed among the keywords ("under $500") as the highest price, counted too', async () => {
    const result = await search('strat under $500');
    expect(result.items.map((p) => p.productName)).toEqual(['Squier Stratocaster']);
    expect(result.total).toBe(1);
    expect(result.leftOut).toEqual([{ words: 'under $500', reason: 'price-limit', minPrice: null, maxPrice: 500 }]);
    // "under" was corrected to "fender", and "500" was required in the listing.
    expect(result.corrections).toEqual([]);
    expect(result.highlight).not.toContain('500');
    expect(await sortedNames('used strat below 1k')).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
  });

  it('reads an approximate price ("around $300") as a fifth either side of it', async () => {
    const around = await search('strat around $300');
    expect([around.total, around.items.map((p) => p.productName)]).toEqual([1, ['Squier Stratocaster']]);
    expect(around.leftOut).toEqual([{ words: 'around $300', reason: 'price-limit', minPrice: 240, maxPrice: 360 }]);
    expect(around.corrections).toEqual([]);
    // Money with no word of a limit reads the same; "a grand" is $1,000, and "<" is "under".
    const bare = await search('strat $300');
    expect([bare.items.map((p) => p.productName), bare.highlight]).toEqual([['Squier Stratocaster'], ['strat']]);
    expect(bare.leftOut).toEqual([{ words: '$300', reason: 'price-limit', minPrice: 240, maxPrice: 360 }]);
    expect(await sortedNames('strat under a grand')).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(await sortedNames('strat 1 grand')).toEqual(['Fender Stratocaster']);
    expect(await sortedNames('acoustic <200')).toEqual(['Yamaha FG800 Acoustic']);
  });

  it('reads a lowest price ("over $500") and a range ("between 200 and 400", "$100-$200") the same way', async () => {
    const over = await search('strat over $500');
    expect([over.total, over.items.map((p) => p.productName)]).toEqual([1, ['Fender Stratocaster']]);
    expect(over.leftOut).toEqual([{ words: 'over $500', reason: 'price-limit', minPrice: 500, maxPrice: null }]);
    expect(over.corrections).toEqual([]);
    expect((await search('strat from $500')).items.map((p) => p.productName)).toEqual(['Fender Stratocaster']);

    const between = await search('between 200 and 400');
    expect([between.total, between.items.map((p) => p.productName)]).toEqual([1, ['Squier Stratocaster']]);
    expect(between.leftOut).toEqual([
      { words: 'between 200 and 400', reason: 'price-limit', minPrice: 200, maxPrice: 400 },
    ]);
    expect(await sortedNames('$100-$200')).toEqual(['Yamaha FG800 Acoustic']);
    expect(await sortedNames('acoustic 100-200')).toEqual(['Yamaha FG800 Acoustic']);
    // Written after the price: "$500+", "$400 or less".
    expect(await sortedNames('strat $500+')).toEqual(['Fender Stratocaster']);
    expect(await sortedNames('strat $400 or less')).toEqual(['Squier Stratocaster']);
    expect(await sortedNames('stratocaster at least 250 under 1k')).toEqual([
      'Fender Stratocaster',
      'Squier Stratocaster',
    ]);
    expect(await sortedNames('stratocaster at least 400 under 1k')).toEqual(['Fender Stratocaster']);
  });

  it("lets the price filter's own prices win over a limit typed among the keywords", async () => {
    const result = await keywordSearch(t, buyer, 'strat under 200', '&maxPrice=1000');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(result.leftOut).toEqual([{ words: 'under 200', reason: 'price-limit', minPrice: null, maxPrice: null }]);
    // The filter's other price still takes the typed one, unless the two would cross.
    const range = await keywordSearch(t, buyer, 'strat under 500', '&minPrice=100');
    expect(range.items.map((p) => p.productName)).toEqual(['Squier Stratocaster']);
    expect(range.leftOut).toEqual([{ words: 'under 500', reason: 'price-limit', minPrice: null, maxPrice: 500 }]);
    const crossed = await keywordSearch(t, buyer, 'strat under 200', '&minPrice=250');
    expect(crossed.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
    expect(crossed.leftOut).toEqual([{ words: 'under 200', reason: 'price-limit', minPrice: null, maxPrice: null }]);
  });

  it('suggests names for what was typed beside them', async () => {
    const labels = await suggestionLabels(t, buyer, 'used strat between $200 and $2k');
    expect(labels.sort()).toEqual(['Fender Stratocaster', 'Squier Stratocaster']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp } from './test-helpers.ts';

/*
 * The years a guitar was built in, typed among the keywords (decision 0097): "older than 2010", "2015+", "2010-2015".
 * As words, "older" and "than" were required and nothing was found, and "pre" found a Precision Bass.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  const add = (productName: string, yearBuilt: number | null, description = 'Plays well.') =>
    app.list({ productName, yearBuilt, description });
  await add('Fender Stratocaster 1978', 1978);
  await add('Fender Stratocaster Plus', 2009);
  await add('Fender Player Stratocaster', 2015);
  await add('Fender American Stratocaster', 2021, 'Built in 1999 style, from 2010 specs.');
  await add('Fender Stratocaster Unknown Year', null);
  await add('Fender Precision Bass', 2012);
});
afterAll(() => t.close());

const search = (q: string, more = '') => keywordSearch(t, buyer, q, more);
const names = async (q: string, more = '') => (await search(q, more)).items.map((p) => p.productName).sort();

describe('years built typed among the keywords', () => {
  it.each([
    ['strat older than 2010', ['Fender Stratocaster 1978', 'Fender Stratocaster Plus']],
    ['pre-2009 strat', ['Fender Stratocaster 1978']],
    ['strat 2015+', ['Fender American Stratocaster', 'Fender Player Stratocaster']],
    ['strat after 2015', ['Fender American Stratocaster']],
    ['strat 2009-2015', ['Fender Player Stratocaster', 'Fender Stratocaster Plus']],
    ['strat between 1970 and 2010', ['Fender Stratocaster 1978', 'Fender Stratocaster Plus']],
    ['strat made in 2015', ['Fender Player Stratocaster']],
    // "built" or "made" before the years: no listing's words need say it.
    ['strat built after 2009', ['Fender American Stratocaster', 'Fender Player Stratocaster']],
    ['made before 2010 strat', ['Fender Stratocaster 1978', 'Fender Stratocaster Plus']],
    ['strat made in 2015 or newer', ['Fender American Stratocaster', 'Fender Player Stratocaster']],
    // The field's name, as a form's label is typed ("year 2015"), or the model's year ("a 2015 model").
    ['strat year 2015', ['Fender Player Stratocaster']],
    ['2015 model strat', ['Fender Player Stratocaster']],
    [
      'strat yr 2009 or newer',
      ['Fender American Stratocaster', 'Fender Player Stratocaster', 'Fender Stratocaster Plus'],
    ],
    // Decades, as vintage buyers say them.
    ['pre 80s strat', ['Fender Stratocaster 1978']],
    ['strat 2000s-2010s', ['Fender Player Stratocaster', 'Fender Stratocaster Plus']],
    ['strat 90s or older', ['Fender Stratocaster 1978']],
    ['strat made in the seventies', ['Fender Stratocaster 1978']],
    ['pre eighties strat', ['Fender Stratocaster 1978']],
    // A part of a decade: "late" and "mid" are no words any listing need say.
    ['late 70s strat', ['Fender Stratocaster 1978']],
    ['strat from the mid-2010s', ['Fender Player Stratocaster']],
    ['early 2010s', ['Fender Precision Bass']],
    ['strat late 2000s', ['Fender Stratocaster Plus']],
  ])('"%s" finds the guitars built then, and none whose year is not given', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('reads an age in years ("under 10 years old") as the years built, counted from this year', async () => {
    const age = (year: number) => new Date().getFullYear() - year;
    expect(await names(`strat over ${age(2010)} years old`)).toEqual([
      'Fender Stratocaster 1978',
      'Fender Stratocaster Plus',
    ]);
    expect(await names(`strat under ${age(2015)} years old`)).toEqual([
      'Fender American Stratocaster',
      'Fender Player Stratocaster',
    ]);
    const result = await search(`less than ${age(2015)} years old`);
    expect([result.total, result.corrections]).toEqual([2, []]);
    expect(result.leftOut).toEqual([
      { words: `less than ${age(2015)} years old`, reason: 'built-years', fromYear: 2015, toYear: null },
    ]);
  });

  it('says which years it read, and leaves the words out', async () => {
    const result = await search('strat older than 2010');
    expect(result.leftOut).toEqual([{ words: 'older than 2010', reason: 'built-years', fromYear: null, toYear: 2009 }]);
    expect(result.corrections).toEqual([]);
    expect(result.highlight).not.toContain('older');
    const span = await search('2009-2015');
    expect(span.leftOut).toEqual([{ words: '2009-2015', reason: 'built-years', fromYear: 2009, toYear: 2015 }]);
    expect(span.total).toBe(3);
  });

  it('counts the options over the guitars of those years', async () => {
    const result = await search('before 2010');
    expect(result.total).toBe(2);
    expect(result.facets?.status).toEqual([{ value: 'Available', count: 2 }]);
  });

  it('is not the purchase years of the filter, which apply as well', async () => {
    // Every listing here was bought in 2019 (the fixture's usedYears).
    expect(await names('strat 2015+', '&maxYear=2018')).toEqual([]);
    expect(await names('strat 2015+', '&minYear=2019')).toEqual([
      'Fender American Stratocaster',
      'Fender Player Stratocaster',
    ]);
  });

  it('reads "pre" before a year as a year, not as the start of "precision"', async () => {
    expect(await names('pre 2013')).toEqual(
      ['Fender Stratocaster 1978', 'Fender Stratocaster Plus', 'Fender Precision Bass'].sort(),
    );
  });
});

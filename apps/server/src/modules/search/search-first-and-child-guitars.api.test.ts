import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * Decision 0084's amendment: "first" before a kind of guitar asks for a beginner's guitar, and "kids" or "child" for
 * one sized for a child, in the words listings say them with.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  const { electric, acoustic, bass, classical } = CATEGORY_IDS;
  const add = (productName: string, categoryId: string, description: string) =>
    app.list({ productName, categoryId, description });
  await add('Squier Sonic Stratocaster', electric, 'A first electric that stays in tune.');
  await add('Epiphone Les Paul Special', electric, 'Bought new, first owner.');
  await add('Fender Mustang', electric, 'A first step up from the case.');
  await add('Ibanez GSR200', bass, 'My first bass, short neck.');
  await add('Yamaha C40', classical, 'Full size student classical.');
  await add('Yamaha FG800', acoustic, 'Solid top, a great first guitar.');
  await add('Yamaha JR1', acoustic, '3/4 size folk guitar.');
  await add('Valencia VC152', classical, 'Half size, nylon strings.');
  await add('Lag Tiki Uku', acoustic, '1/2 size, bright finish.');
  await add('Baby Taylor', acoustic, 'Sized for a child.');
  await add('Cordoba Cadete', classical, 'For a youth player.');
  await add('Loog Pro', acoustic, 'Made for kids.');
  // Adults' guitars whose words are a child's elsewhere: a mini humbucker, a Junior, a 3-band EQ and 4 strings.
  await add('Gibson SG Junior', electric, 'Mini humbucker in the neck.');
  await add('Ibanez SR300', bass, '3 band EQ and 4 strings, first owner.');
});
afterAll(() => t.close());

const names = async (q: string) => (await namesFound(t, buyer, q, '&sort=newest')).sort();

const CHILD_SIZED = ['Baby Taylor', 'Cordoba Cadete', 'Lag Tiki Uku', 'Loog Pro', 'Valencia VC152', 'Yamaha JR1'];

describe('"first" before a kind of guitar', () => {
  it.each([
    ['first electric', ['Squier Sonic Stratocaster']],
    ['first electric guitar', ['Squier Sonic Stratocaster']],
    ['my first bass', ['Ibanez GSR200']],
    ['first guitar', ['Yamaha C40', 'Yamaha FG800']],
    ['first classical', ['Yamaha C40']],
  ])('"%s" finds a beginner\'s guitar of that kind, not "first" anywhere', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('is "first" as typed before any other word', async () => {
    expect(await names('first owner')).toEqual(['Epiphone Les Paul Special', 'Ibanez SR300']);
    expect(await names('first step')).toEqual(['Fender Mustang']);
  });

  it('marks the words found and corrects none of them', async () => {
    const result = await keywordSearch(t, buyer, 'first electric');
    expect(result.corrections).toEqual([]);
    // "first" is searched only before the kind: alone it would mark the "first" of "first owner".
    expect(result.highlight).toEqual(['first electric', 'student', 'beginner', 'first guitar', 'electric', 'electr']);
  });
});

describe('a guitar for a child', () => {
  it.each([['kids guitar'], ['kids'], ['kid'], ['childrens guitar'], ['children'], ['child'], ['youth guitar']])(
    '"%s" finds the guitars sized or described for a child',
    async (q) => {
      expect(await names(q)).toEqual(CHILD_SIZED);
    },
  );

  it('marks the sizes found, "3/4" only where its numbers follow one another', async () => {
    const result = await keywordSearch(t, buyer, 'kids');
    expect(result.corrections).toEqual([]);
    expect(result.highlight).toEqual(expect.arrayContaining(['3 4', 'half size', '1 2 size', 'child']));
  });
});

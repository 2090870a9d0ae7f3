import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * A metro area by the name buyers type for it ("bay area", "dfw", "twin cities"): no listing says it, and each of its
 * main cities is searched (city-nicknames.ts).
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Rickenbacker 330', location: 'San Francisco, CA' });
  await app.list({ productName: 'Gibson SG Special', location: 'Oakland, CA' });
  await app.list({ productName: 'Fender Jazz Bass', location: 'Fort Worth, TX' });
  await app.list({ productName: 'Taylor GS Mini', location: 'Dallas, TX' });
  await app.list({ productName: 'Gibson Les Paul Tribute', location: 'St. Paul, MN' });
  await app.list({ productName: 'Ibanez SR500', location: 'Minneapolis, MN' });
  await app.list({ productName: 'Martin 000-15M', location: 'Los Angeles, CA' });
  await app.list({ productName: 'Yamaha FG800', location: 'Austin, TX' });
});
afterAll(() => t.close());

const names = async (q: string) => (await namesFound(t, buyer, q)).sort();

describe('a metro area by its name', () => {
  it.each([
    ['bay area', ['Gibson SG Special', 'Rickenbacker 330']],
    ['bay area gibson', ['Gibson SG Special']],
    ['dfw', ['Fender Jazz Bass', 'Taylor GS Mini']],
    ['twin cities', ['Gibson Les Paul Tribute', 'Ibanez SR500']],
  ])('"%s" finds the listings in its cities', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('is read, not corrected; its words alone are no area', async () => {
    expect((await keywordSearch(t, buyer, 'bay area')).corrections).toEqual([]);
    expect(await names('bay')).toEqual([]);
    // "paul" alone is still any Paul: the area needs "st paul" or "saint paul" together.
    expect(await names('twin')).toEqual([]);
  });

  it('marks its cities by their whole names: the "Paul" of a Les Paul is no St. Paul', async () => {
    const { highlight } = await keywordSearch(t, buyer, 'twin cities');
    expect(highlight).toEqual(expect.arrayContaining(['minneapolis', 'st paul', 'saint paul']));
    expect(highlight).not.toContain('paul');
  });
});

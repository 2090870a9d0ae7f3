import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * "texas", "les paul ohio", "new mexico": a buyer looks for a guitar near them by its state, where sellers write the
 * state's code ("Austin, TX"). A location ending with a US state's code also holds the state's name (migration 0023).
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Stratocaster', location: 'Austin, TX' });
  await app.list({ productName: 'Gibson Les Paul', location: 'Columbus, OH 43004' });
  await app.list({ productName: 'Taylor 214ce', location: 'Portland, or' });
  await app.list({ productName: 'Martin D-18', location: 'Santa Fe, NM, USA' });
  await app.list({ productName: 'Yamaha FG800', location: 'Seattle WA' });
  await app.list({ productName: 'Cordoba C5', location: 'Berlin, Germany' });
  await app.list({ productName: 'Squier Jazz Bass', location: 'Manchester, UK' });
  await app.list({ productName: 'Fender Player Telecaster', description: 'Made in Mexico.', location: 'Reno, NV' });
  await app.list({ productName: 'Gibson Les Paul Junior', description: 'P-90.', location: 'Pittsburgh, PA' });
  await app.list({ productName: 'Taylor 114e', description: 'Hard case, flamed maple.', location: 'San Diego, CA' });
  await app.list({ productName: 'Yamaha A1', description: 'With a case and a cable.', location: 'Boise, ID' });
  await app.list({ productName: 'Cordoba C9', description: 'Nylon strings.', location: 'Miami, FL' });
  await app.list({ productName: 'Alhambra 4P', description: 'Cedar.', location: 'Buffalo, NY' });
});
afterAll(() => t.close());

const names = (q: string) => namesFound(t, buyer, q);

describe("a US state's name", () => {
  it.each([
    ['texas', ['Fender Stratocaster']],
    ['les paul ohio', ['Gibson Les Paul']],
    // "or" is a stop word: only the name can find Portland, OR.
    ['oregon', ['Taylor 214ce']],
    ['new mexico', ['Martin D-18']],
    ['washington', ['Yamaha FG800']],
  ])('"%s" finds the listings whose location ends with its code', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('is one word when the name is two, so "mexico" finds a guitar made there, not every listing in New Mexico', async () => {
    expect(await names('mexico')).toEqual(['Fender Player Telecaster']);
    expect(await names('york')).toEqual([]);
    // Typed as two words, a state's name is still read as the one word (decision 0086).
    const newMexico = await keywordSearch(t, buyer, 'new mexico');
    expect(newMexico.items.map((p) => p.productName)).toEqual(['Martin D-18']);
    expect([newMexico.corrections, (await keywordSearch(t, buyer, 'mexico')).corrections]).toEqual([[], []]);
  });

  it("is matched by the location filter, as the code and the location's other words are", async () => {
    const located = async (location: string) =>
      (await keywordSearch(t, buyer, '', `&location=${encodeURIComponent(location)}`)).items.map((p) => p.productName);
    expect(await located('Texas')).toEqual(['Fender Stratocaster']);
    expect(await located('new mexico')).toEqual(['Martin D-18']);
    expect(await located('austin, tx')).toEqual(['Fender Stratocaster']);
    expect(await located('43004')).toEqual(['Gibson Les Paul']);
    expect(await located('Berlin')).toEqual(['Cordoba C5']);
  });

  it('is known to typo tolerance', async () => {
    const result = await keywordSearch(t, buyer, 'texsa');
    expect(result.items.map((p) => p.productName)).toEqual(['Fender Stratocaster']);
    expect(result.corrections).toEqual([{ from: 'texsa', to: 'texas' }]);
  });

  it.each([
    ['les paul pa', ['Gibson Les Paul Junior']],
    ['ca', ['Taylor 114e']],
    ['ny', ['Alhambra 4P']],
    ['fl', ['Cordoba C9']],
  ])(
    '"%s": a state\'s code is the state, not the start of every word ("Paul", "case", "nylon")',
    async (q, expected) => {
      const result = await keywordSearch(t, buyer, q);
      expect(result.items.map((p) => p.productName)).toEqual(expected);
    },
  );

  it('is named only for a location that ends with a US code, after a comma or in capitals', async () => {
    const stateOf = async (location: string) => {
      const result = await t.database.db.execute(sql`select search_us_state(${location}) as state`);
      // The two drivers' results differ in type but both hold rows.
      return (result as unknown as { rows: { state: string }[] }).rows[0]!.state;
    };
    const named: [string, string][] = [
      ['Austin, tx', 'Texas'],
      ['Austin TX', 'Texas'],
      ['Austin, TX 78701-1234', 'Texas'],
      ['Austin, TX, US', 'Texas'],
      ['Miami FL.', 'Florida'],
      ['Santa Fe, NM', 'New Mexico'],
    ];
    for (const [location, state] of named) expect(await stateOf(location), location).toBe(state);
    for (const location of [
      'Manchester, UK',
      'Toronto, ON',
      'Berlin',
      'Austin tx',
      'Somewhere, US',
      'TX Guitars, Berlin',
      '',
    ])
      expect(await stateOf(location), location).toBe('');
    expect(await names('germany')).toEqual(['Cordoba C5']);
  });
});

describe('a part of the US by the name buyers type for it', () => {
  it.each([
    ['west coast', ['Taylor 114e', 'Taylor 214ce', 'Yamaha FG800']],
    ['westcoast taylor', ['Taylor 114e', 'Taylor 214ce']],
    ['pnw', ['Taylor 214ce', 'Yamaha A1', 'Yamaha FG800']],
    ['pacific northwest', ['Taylor 214ce', 'Yamaha A1', 'Yamaha FG800']],
    ['midwest', ['Gibson Les Paul']],
    ['mid west les paul', ['Gibson Les Paul']],
    ['southwest', ['Fender Player Telecaster', 'Fender Stratocaster', 'Martin D-18']],
    ['east coast', ['Alhambra 4P', 'Cordoba C9', 'Gibson Les Paul Junior']],
    ['northeast', ['Alhambra 4P', 'Gibson Les Paul Junior']],
    ['socal', ['Taylor 114e']],
    ['southern california', ['Taylor 114e']],
  ])('"%s" finds the listings in its states', async (q, expected) => {
    expect((await names(q)).sort()).toEqual(expected);
  });

  it('is read, not corrected, and says which states it searched', async () => {
    const result = await keywordSearch(t, buyer, 'new england');
    expect([result.total, result.corrections]).toEqual([0, []]);
    expect(result.highlight).toEqual(
      expect.arrayContaining(['maine', 'newhampshire', 'vermont', 'massachusetts', 'rhodeisland', 'connecticut']),
    );
    // Its words alone are no region.
    expect(await names('coast')).toEqual([]);
    expect(await names('west')).toEqual([]);
  });
});

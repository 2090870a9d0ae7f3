import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * "7 string", "12-string", "5 string bass": a guitar's number of strings, as guitarists type it (decision 0088). A
 * listing says so in its strings field ("7-string" in its document) or its description, in digits or spelt out. The
 * number is read exactly, right before "string": not any number starting with it, nor "strings" elsewhere.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Ibanez RG7421', strings: 7, description: 'Fixed bridge.' });
  await app.list({ productName: 'Schecter Omen', description: 'A 7-string with a fresh setup.' });
  await app.list({ productName: 'Yamaha C70', strings: 6, description: 'New strings, 7 months ago.' });
  await app.list({ productName: 'Epiphone Hummingbird 12', strings: 12, description: 'Jangly.' });
  await app.list({ productName: 'Gretsch 1275 Reissue', strings: 6, description: 'Double neck, no.' });
  await app.list({ productName: 'Ibanez SR305', strings: 5, description: 'Active bass.' });
  await app.list({ productName: 'Fender Jazz Bass 50s', strings: 4, description: 'Vintage style.' });
  await app.list({ productName: 'Fender Precision Bass', strings: 4, description: 'Flatwound strings.' });
  await app.list({ productName: 'Gibson SG 400', strings: 6, description: 'Three pickups.' });
  await app.list({ productName: 'Ibanez RG 770', strings: 6, description: 'Made in Japan.' });
  await app.list({ productName: 'Seller Strings 7 Deluxe', strings: 6, description: 'Named by its shop.' });
  // Listed without the strings field, the number spelt out in the description only.
  await app.list({ productName: 'Warwick Corvette', description: 'A five string bass, active pickups.' });
  await app.list({ productName: 'Taylor 150e', description: 'Twelve-string dreadnought, jangly.' });
});
afterAll(() => t.close());

const names = (q: string) => namesFound(t, buyer, q);
const sorted = async (q: string) => (await names(q)).sort();

describe('a number of strings', () => {
  it.each([
    ['7 string', ['Ibanez RG7421', 'Schecter Omen']],
    ['7 strings', ['Ibanez RG7421', 'Schecter Omen']],
    ['7-string', ['Ibanez RG7421', 'Schecter Omen']],
    ['12 string', ['Epiphone Hummingbird 12', 'Taylor 150e']],
    ['4 string', ['Fender Jazz Bass 50s', 'Fender Precision Bass']],
    ['5 string bass', ['Ibanez SR305', 'Warwick Corvette']],
    ['7 string ibanez', ['Ibanez RG7421']],
    ['seven string', ['Ibanez RG7421', 'Schecter Omen']],
    ['twelve-string', ['Epiphone Hummingbird 12', 'Taylor 150e']],
    ['12string', ['Epiphone Hummingbird 12', 'Taylor 150e']],
    ['five string bass', ['Ibanez SR305', 'Warwick Corvette']],
  ])('"%s" finds the guitars with that many strings and no others', async (q, expected) => {
    expect(await sorted(q)).toEqual(expected);
  });

  it('reads "7string" as "7 string", as nothing to correct', async () => {
    const result = await keywordSearch(t, buyer, '7string');
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Ibanez RG7421', 'Schecter Omen']);
    expect(result.corrections).toEqual([]);
    expect(result.highlight).toEqual(expect.arrayContaining(['7 string']));
    // With no 9-string listed: nothing found, and no other spelling to offer ("9 string" would find nothing more).
    const none = await keywordSearch(t, buyer, '9string');
    expect([none.total, none.didYouMean, none.corrections]).toEqual([0, null, []]);
  });

  it('marks the number only with "string" after it, not alone nor "string" anywhere', async () => {
    // Alone, "5" marked the SR305's number and "string" the seller "Vera Strings" on every card.
    expect((await keywordSearch(t, buyer, '5 string bass')).highlight).toEqual(['5 string', 'five string', 'bass']);
    expect((await keywordSearch(t, buyer, 'seven string')).highlight).toEqual(['7 string', 'seven string']);
    expect((await keywordSearch(t, buyer, '12string')).highlight).toEqual(['12 string', 'twelve string']);
  });

  it('leaves a number that is not before "string" a prefix, as it was', async () => {
    // "7" alone still finds the numbers starting with it, and "string" after another word finds the word anywhere.
    expect(await sorted('7')).toEqual(
      expect.arrayContaining(['Ibanez RG7421', 'Schecter Omen', 'Seller Strings 7 Deluxe', 'Yamaha C70']),
    );
    expect(await sorted('strings 7')).toEqual([
      'Ibanez RG 770',
      'Ibanez RG7421',
      'Schecter Omen',
      'Seller Strings 7 Deluxe',
      'Yamaha C70',
    ]);
  });
});

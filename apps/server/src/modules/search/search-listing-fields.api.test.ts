import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { suggestionsSchema } from '@restrung/shared/search';
import { categories, type products } from '../../db/schema.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { setProduct } from '../../test/fixtures.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * A buyer types the kind of guitar as often as its model: "acoustic", "bass", "classical". Those are the category's
 * name, which a listing's own text often leaves out (a Music Man StingRay never says "bass"), so search matches it
 * too; and the guitar fields a seller fills in beside the text: the year it was built, its modifications, its case
 * (migration 0021, decision 0085).
 */

let t: TestApp;
let buyer: TestAccount;
let stingRay: string;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  const add = (productName: string, categoryId: string, more: Partial<typeof products.$inferInsert> = {}) =>
    app.list({ productName, categoryId, description: 'Well kept, new strings.', ...more });
  await add('Martin D-18', CATEGORY_IDS.acoustic);
  await add('Taylor 214ce', CATEGORY_IDS.acoustic);
  stingRay = (await add('Music Man StingRay', CATEGORY_IDS.bass)).id;
  await add('Fender Player Stratocaster', CATEGORY_IDS.electric);
  await add('Cordoba C5', CATEGORY_IDS.classical, { bodyType: 'classical' });
  await add('Squier Classic Vibe Precision', CATEGORY_IDS.bass);
  // A nylon-strung electric, named for what it plays.
  await add('Godin Multiac Nylon Classical', CATEGORY_IDS.electric);
  await app.list({
    productName: 'Fender Jaguar',
    yearBuilt: 1965,
    modifications: 'Seymour Duncan pickups, locking tuners',
    caseIncluded: 'hard-case',
    description: 'Lake placid blue.',
  });
  await app.list({
    productName: 'Fender Mustang',
    yearBuilt: 1975,
    serialNumber: 'XN4321',
    caseIncluded: 'gig-bag',
    description: 'Competition stripes.',
  });
});
afterAll(() => t.close());

const search = (q: string) => keywordSearch(t, buyer, q);
/** In name order: these tests are about what is found, one test about the order. */
const names = async (q: string) => (await namesFound(t, buyer, q)).sort();

describe("a category's name as a keyword", () => {
  it.each([
    ['acoustic', ['Martin D-18', 'Taylor 214ce']],
    ['bass', ['Music Man StingRay', 'Squier Classic Vibe Precision']],
    ['electric', ['Fender Jaguar', 'Fender Mustang', 'Fender Player Stratocaster', 'Godin Multiac Nylon Classical']],
    // Not "classic" (decision 0100): the Classic Vibe is a bass.
    ['classical', ['Cordoba C5', 'Godin Multiac Nylon Classical']],
    ['acoustic taylor', ['Taylor 214ce']],
    ['bass guitar', ['Music Man StingRay', 'Squier Classic Vibe Precision']],
    // A bass is electric unless it says otherwise, and no bass says "electric" (decision 0089's amendment).
    ['electric bass', ['Music Man StingRay', 'Squier Classic Vibe Precision']],
    ['electric bass guitars', ['Music Man StingRay', 'Squier Classic Vibe Precision']],
    // Misspelt as beginners do: corrected to "bass" once "electric" is gone.
    ['electric base', ['Music Man StingRay', 'Squier Classic Vibe Precision']],
    // A slip in "electric" is mended before it is dropped; later, the vocabulary's correction kept it required.
    ['electirc bass', ['Music Man StingRay', 'Squier Classic Vibe Precision']],
    ['elecrtic basses', ['Music Man StingRay', 'Squier Classic Vibe Precision']],
  ])('"%s" finds the listings of that category', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it("offers the category while it is typed, and no listing by its category's name alone", async () => {
    // Suggestions read the listing names (weight A): the category's name is among the details (weight B).
    const res = await t.app.inject({ method: 'GET', url: '/api/search/suggestions?q=bass', headers: buyer.headers });
    expect(suggestionsSchema.parse(res.json()).suggestions.map((s) => s.label)).toEqual(['Bass Guitars']);
  });

  it('corrects a misspelt category word to it', async () => {
    const result = await search('accoustic');
    expect(result.corrections).toEqual([{ from: 'accoustic', to: 'acoustic' }]);
    expect(result.items.map((p) => p.productName).sort()).toEqual(['Martin D-18', 'Taylor 214ce']);
  });

  // By their words alone an electric named for the word (weight A) outranks a classical guitar, which has it in its
  // category and body type (weight B).
  it.each([
    ['classical', ['Cordoba C5', 'Godin Multiac Nylon Classical']],
    ['classicals', ['Cordoba C5', 'Godin Multiac Nylon Classical']],
    ['clasical', ['Cordoba C5', 'Godin Multiac Nylon Classical']],
  ])('best match for "%s" puts the listings of the category it names first', async (q, expected) => {
    expect(await namesFound(t, buyer, q)).toEqual(expected);
  });

  it('leaves "classic", which names no category, to the words: the listings named for it first', async () => {
    // "classic" starts "classical", as a keyword is a prefix.
    const found = await namesFound(t, buyer, 'classic');
    expect([...found].sort()).toEqual(['Cordoba C5', 'Godin Multiac Nylon Classical', 'Squier Classic Vibe Precision']);
    expect(found.at(-1)).toBe('Cordoba C5');
  });

  it('keeps that order from page to page', async () => {
    const first = await keywordSearch(t, buyer, 'classical', '&limit=1');
    expect(first.nextCursor).not.toBeNull();
    const second = await keywordSearch(
      t,
      buyer,
      'classical',
      `&limit=1&after=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect([...first.items, ...second.items].map((p) => p.productName)).toEqual([
      'Cordoba C5',
      'Godin Multiac Nylon Classical',
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('follows a listing moved to another category, kept searches included', async () => {
    expect(await names('classical')).toEqual(['Cordoba C5', 'Godin Multiac Nylon Classical']);
    expect(await names('bass')).toEqual(['Music Man StingRay', 'Squier Classic Vibe Precision']);
    await setProduct(t.database.db, stingRay, { categoryId: CATEGORY_IDS.classical });
    expect(await names('classical')).toEqual(['Cordoba C5', 'Godin Multiac Nylon Classical', 'Music Man StingRay']);
    expect(await names('bass')).toEqual(['Squier Classic Vibe Precision']);
    await setProduct(t.database.db, stingRay, { categoryId: CATEGORY_IDS.bass });
  });

  it("follows a category's new name", async () => {
    expect(await names('flamenco')).toEqual([]);
    await t.database.db
      .update(categories)
      .set({ name: 'Classical and Flamenco Guitars' })
      .where(eq(categories.id, CATEGORY_IDS.classical));
    expect(await names('flamenco')).toEqual(['Cordoba C5']);
  });
});

describe("a guitar's other fields as keywords", () => {
  it.each([
    ['1965', ['Fender Jaguar']],
    ['fender 1975', ['Fender Mustang']],
    // Its decade, as guitarists write it (migration 0022).
    ['60s', ['Fender Jaguar']],
    ['1960s', ['Fender Jaguar']],
    ["'70s fender", ['Fender Mustang']],
    ["70's", ['Fender Mustang']],
    ['1970s mustang', ['Fender Mustang']],
    // Spelt out, as the decade's words are said.
    ['sixties', ['Fender Jaguar']],
    ['Seventies fender', ['Fender Mustang']],
    ['seymour duncan', ['Fender Jaguar']],
    ['locking tuners', ['Fender Jaguar']],
    ['hard case', ['Fender Jaguar']],
    ['gig bag', ['Fender Mustang']],
  ])('"%s" finds the guitar whose field holds it', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('never matches a serial number, which only its seller and admins may see', async () => {
    expect(await names('xn4321')).toEqual([]);
  });
});

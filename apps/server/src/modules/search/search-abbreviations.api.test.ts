import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { keywordSearch, namesFound, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * Decision 0084: guitarists type abbreviations of model names that listings spell out. "lp" finds a Les Paul,
 * "pbass" a Precision Bass; the words found are highlighted, and an abbreviation is never "corrected".
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  const add = (productName: string, description: string) =>
    app.list({ productName, description, location: 'Austin, TX' });
  await add('Gibson Les Paul Standard', 'Honeyburst.');
  await add('Gibson SG Standard', 'Heritage cherry.');
  await add('Paul Reed Smith Custom 24', 'Les is more, said the seller.');
  await add('Fender Precision Bass', 'Olympic white.');
  await add('Fender Jazz Bass', 'Sunburst.');
  await add('Yamaha C40', 'Full size student classical.');
  await add('Yamaha FG800', 'Solid top, a great first guitar.');
  await add('Squier Mini', 'Suits a beginner.');
  await add('Fender Mustang', 'A first step up from the case.');
  await add('Squier Bullet', 'Whammy bar included.');
  await add('Fender Telecaster', 'Rosewood board, new frets.');
  await add('Ibanez AZ', 'Roasted maple fingerboard.');
  await add('Fender Stratocaster', 'Original trem arm.');
  // "arm" alone is close to this name's "ram".
  await add('Ram Special', 'Hardtail.');
  await add('Ibanez RG550', 'Original tremolo, locking nut.');
  await add('Gretsch Streamliner', 'Bigsby vibrato.');
  await app.list({ productName: 'Cordoba C5', categoryId: CATEGORY_IDS.classical, description: 'Cedar top.' });
  await add('Squier Classic Vibe Telecaster', 'A classic.');
  await app.list({ productName: 'Eastman E10P', bodyType: 'parlor', description: 'Small body.' });
  await app.list({ productName: 'Epiphone Casino', caseIncluded: 'gig-bag', description: 'Hollow.' });
  await app.list({ productName: 'Gibson ES-335', caseIncluded: 'hard-case', description: 'Cherry.' });
  await add('Fender Jazzmaster', 'In its original hardshell case.');
  await add('Gretsch White Falcon', 'Hard shell case included.');
  await add('PRS SE Custom 24', 'Quilt top.');
  await app.list({ productName: 'Martin HD-28', bodyType: 'dreadnought', description: 'Herringbone.' });
  await app.list({ productName: 'Martin D-28', location: 'New York, NY', description: 'Spruce.' });
  await app.list({ productName: 'Taylor 114ce', location: 'Buffalo, NY', description: 'Sapele.' });
  await app.list({ productName: 'Danelectro 59M', location: 'Philadelphia, PA', description: 'Lipstick pickups.' });
  await app.list({ productName: 'Eastwood Airline', location: 'Los Angeles, CA', description: 'Reissue.' });
  await app.list({ productName: 'Guild D-40', location: 'Baton Rouge, LA', description: 'Mahogany.' });
  await app.list({ productName: 'Harmony Rocket', location: 'New Orleans, LA', description: 'Two pickups.' });
  await app.list({ productName: 'Rickenbacker 330', location: 'San Francisco, CA', description: 'Fireglo.' });
  await app.list({ productName: 'Eastwood Sidejack', finish: 'Lake Placid Blue', description: 'Offset.' });
  await app.list({ productName: 'Gretsch Corvette', finish: 'Seafoam Green', description: 'Offset.' });
  await app.list({ productName: 'Taylor 314ce', location: 'San Diego, CA', description: 'Sitka spruce.' });
  await add('Fender Custom Shop Stratocaster', 'Relic.');
  await add('Fender Deluxe Roadhouse', 'Texas Specials.');
  await add('Gibson Hummingbird', 'Tobacco sunburst.');
  await add('Squier P-Bass', 'Passive pickups.');
  await add('Fender Player Telecaster', 'Made in Mexico.');
  await add('Fender Traditional 60s Stratocaster', 'Made in Japan.');
  await add('Squier Affinity Telecaster', 'Made in Indonesia.');
  await add('Fender Road Worn Stratocaster', 'A Mexican build, nitro lacquer.');
  await add('Ibanez Prestige RG', 'Japanese-made, Wizard neck.');
  await app.list({ productName: 'Alhambra 4P', categoryId: CATEGORY_IDS.classical, description: 'Spanish-made.' });
  await app.list({ productName: 'Ramirez 2NE', categoryId: CATEGORY_IDS.classical, description: 'Made in Spain.' });
  await add('Music Man StingRay Special', 'Neodymium humbucker.');
  await add('Yamaha Pacifica', 'New Ernie Ball strings.');
  await app.list({ productName: 'Yamaha FG830', categoryId: CATEGORY_IDS.acoustic, description: 'Spruce top.' });
  await add('Recording King RPS-9', 'Steel-string, all mahogany.');
  await app.list({
    productName: 'Takamine GD30CE',
    categoryId: CATEGORY_IDS.acoustic,
    description: 'TK-40D electronics.',
  });
  await app.list({
    productName: 'Seagull S6',
    categoryId: CATEGORY_IDS.acoustic,
    description: 'Fishman pickup fitted.',
  });
  await app.list({ productName: 'Epiphone Sheraton', bodyType: 'semi-hollow', description: 'Vintage natural.' });
  await app.list({ productName: 'Gretsch Electromatic', bodyType: 'hollow', description: 'Orange.' });
});
afterAll(() => t.close());

const search = (q: string) => keywordSearch(t, buyer, q, '&sort=newest');
const names = (q: string) => namesFound(t, buyer, q, '&sort=newest');

describe('words for a first guitar', () => {
  it.each([
    ['beginner', ['Squier Mini', 'Yamaha C40', 'Yamaha FG800']],
    ['beginners guitar', ['Squier Mini', 'Yamaha C40', 'Yamaha FG800']],
    ['starter', ['Squier Mini', 'Yamaha C40', 'Yamaha FG800']],
    ['student', ['Squier Mini', 'Yamaha C40', 'Yamaha FG800']],
    ['yamaha beginner', ['Yamaha C40', 'Yamaha FG800']],
  ])('finds "%s" in the words listings say it with', async (q, expected) => {
    expect((await names(q)).sort()).toEqual(expected);
  });

  it('needs "first guitar" as those words in order, and corrects none of them', async () => {
    // "A first step up from the case": "first", but not a first guitar.
    expect(await names('beginner')).not.toContain('Fender Mustang');
    const result = await search('beginner');
    expect(result.corrections).toEqual([]);
    expect(result.highlight).toEqual(expect.arrayContaining(['student', 'first guitar']));
  });
});

describe('abbreviations guitarists type', () => {
  it.each([
    ['lp', ['Gibson Les Paul Standard']],
    ['gibson lp', ['Gibson Les Paul Standard']],
    ['lps', ['Gibson Les Paul Standard']],
    ['gibson sgs', ['Gibson SG Standard']],
    ['pbass', ['Fender Precision Bass']],
    ['jbass', ['Fender Jazz Bass']],
    ['fender pbass', ['Fender Precision Bass']],
    ['cv tele', ['Squier Classic Vibe Telecaster']],
    ['squier cv', ['Squier Classic Vibe Telecaster']],
    ['sg std', ['Gibson SG Standard']],
    ['les paul std', ['Gibson Les Paul Standard']],
    ['fender cs', ['Fender Custom Shop Stratocaster']],
    ['dlx', ['Fender Deluxe Roadhouse']],
    ['jazz bass sb', ['Fender Jazz Bass']],
    ['tsb', ['Gibson Hummingbird']],
    ['lpb', ['Eastwood Sidejack']],
    ['sfg offset', ['Gretsch Corvette']],
    ['3ts', ['Fender Jazz Bass', 'Gibson Hummingbird']],
    ['tele rw', ['Fender Telecaster']],
    // Typed apart, as bassists do: not "p" as the start of every word ("Plain Seller", "passive").
    ['p bass', ['Fender Precision Bass', 'Squier P-Bass']],
    ['p-bass', ['Fender Precision Bass', 'Squier P-Bass']],
    ['fender p bass', ['Fender Precision Bass']],
    ['j bass', ['Fender Jazz Bass']],
    // Where a guitar was made, as buyers ask for it and sellers write it.
    ['mim tele', ['Fender Player Telecaster']],
    ['mexican tele', ['Fender Player Telecaster']],
    ['mij strat', ['Fender Traditional 60s Stratocaster']],
    ['japanese fender', ['Fender Traditional 60s Stratocaster']],
    ['indonesian squier', ['Squier Affinity Telecaster']],
    // The country finds what is made there, and the other way round; "made in" asks for no word "made".
    ['mexico', ['Fender Player Telecaster', 'Fender Road Worn Stratocaster']],
    ['made in mexico', ['Fender Player Telecaster', 'Fender Road Worn Stratocaster']],
    ['mexican made strat', ['Fender Road Worn Stratocaster']],
    ['mim', ['Fender Player Telecaster', 'Fender Road Worn Stratocaster']],
    ['made in japan', ['Fender Traditional 60s Stratocaster', 'Ibanez Prestige RG']],
    ['crafted in japan', ['Fender Traditional 60s Stratocaster', 'Ibanez Prestige RG']],
    ['japanese', ['Fender Traditional 60s Stratocaster', 'Ibanez Prestige RG']],
    ['spain', ['Alhambra 4P', 'Ramirez 2NE']],
    ['made in spain', ['Alhambra 4P', 'Ramirez 2NE']],
  ])('finds "%s" in what it stands for', async (q, expected) => {
    expect((await names(q)).sort()).toEqual(expected);
  });

  it('needs the words in order, one after the other', async () => {
    // "Les is more ... Paul Reed Smith": both words, not "Les Paul".
    expect(await names('lp')).not.toContain('Paul Reed Smith Custom 24');
  });

  it('highlights the words found, and corrects no abbreviation to another word', async () => {
    const lp = await search('lp');
    // As one term: marked only where the two words follow one another.
    expect(lp.highlight).toEqual(expect.arrayContaining(['les paul']));
    expect(lp.highlight).not.toContain('paul');
    // Typed apart, the letter is searched only before "bass": alone it marked the "Placid" of Lake Placid Blue.
    expect((await search('p bass')).highlight).toEqual(['p bass', 'precision bass']);
    // "pbass" is no known word's start, and "bass" is close to it: as an abbreviation it is not corrected.
    const pbass = await search('pbass');
    expect(pbass.corrections).toEqual([]);
    expect(pbass.didYouMean).toBeNull();
  });
});

describe('words guitarists use for the same thing', () => {
  it.each([
    ['whammy', ['Fender Stratocaster', 'Gretsch Streamliner', 'Ibanez RG550', 'Squier Bullet']],
    ['tremolo', ['Fender Stratocaster', 'Gretsch Streamliner', 'Ibanez RG550', 'Squier Bullet']],
    ['vibrato', ['Fender Stratocaster', 'Gretsch Streamliner', 'Ibanez RG550', 'Squier Bullet']],
    ['trem', ['Fender Stratocaster', 'Gretsch Streamliner', 'Ibanez RG550', 'Squier Bullet']],
    // "bar" and "arm" after one of its names are that bar: the Stratocaster's is a "trem arm".
    ['whammy bar', ['Fender Stratocaster', 'Gretsch Streamliner', 'Ibanez RG550', 'Squier Bullet']],
    ['tremolo arm', ['Fender Stratocaster', 'Gretsch Streamliner', 'Ibanez RG550', 'Squier Bullet']],
    // The category's name, not "classic": the Yamaha C40 here is listed as an electric guitar.
    ['nylon', ['Alhambra 4P', 'Cordoba C5', 'Ramirez 2NE']],
    ['spanish guitar', ['Alhambra 4P', 'Cordoba C5', 'Ramirez 2NE']],
    ['parlour', ['Eastman E10P']],
    ['gigbag', ['Epiphone Casino']],
    ['hardcase', ['Gibson ES-335']],
    ['hsc', ['Fender Jazzmaster', 'Gibson ES-335', 'Gretsch White Falcon']],
    ['ohsc', ['Fender Jazzmaster', 'Gibson ES-335', 'Gretsch White Falcon']],
    ['hardshell', ['Fender Jazzmaster', 'Gibson ES-335', 'Gretsch White Falcon']],
    ['nyc', ['Martin D-28']],
    // Cities by their nicknames; "la" is also Louisiana's code, and finds both.
    ['philly', ['Danelectro 59M']],
    ['la', ['Eastwood Airline', 'Guild D-40', 'Harmony Rocket']],
    ['sf', ['Rickenbacker 330']],
    ['nola', ['Harmony Rocket']],
    ['sd', ['Taylor 314ce']],
    ['dred', ['Martin HD-28']],
    ['rosewood fretboard', ['Fender Telecaster']],
    ['rosewood fingerboard', ['Fender Telecaster']],
    ['maple fretboard', ['Ibanez AZ']],
    // "neck" after a fretboard's wood, as guitarists say it of a Fender's.
    ['rosewood neck', ['Fender Telecaster']],
    ['roasted maple neck', ['Ibanez AZ']],
    // A maker by its initials or its name: the short form is read, and also searched as the name.
    ['prs', ['PRS SE Custom 24', 'Paul Reed Smith Custom 24']],
    ['paul reed smith', ['PRS SE Custom 24', 'Paul Reed Smith Custom 24']],
    ['Paul Reed Smith custom 24', ['PRS SE Custom 24', 'Paul Reed Smith Custom 24']],
    // Music Man's guitars are Ernie Ball's, "EBMM" for short; the strings of that name are still found.
    ['ernie ball', ['Music Man StingRay Special', 'Yamaha Pacifica']],
    ['ernie ball stingray', ['Music Man StingRay Special']],
    ['ernie ball music man', ['Music Man StingRay Special']],
    ['ebmm', ['Music Man StingRay Special']],
    // A kind named in two words: a steel string is an acoustic, a semi acoustic has a hollow body.
    ['steel string', ['Recording King RPS-9', 'Seagull S6', 'Takamine GD30CE', 'Yamaha FG830']],
    ['steel strings acoustic', ['Seagull S6', 'Takamine GD30CE', 'Yamaha FG830']],
    ['steel-string', ['Recording King RPS-9', 'Seagull S6', 'Takamine GD30CE', 'Yamaha FG830']],
    ['semi acoustic', ['Epiphone Sheraton', 'Gretsch Electromatic']],
    ['semi-acoustic epiphone', ['Epiphone Sheraton']],
    // An acoustic's pickup, which sellers call its electronics as often.
    ['acoustic with pickup', ['Seagull S6', 'Takamine GD30CE']],
    ['acoustic pickups', ['Seagull S6', 'Takamine GD30CE']],
    ['acoustic electronics', ['Seagull S6', 'Takamine GD30CE']],
  ])('finds "%s" in the words listings say it with', async (q, expected) => {
    expect((await names(q)).sort()).toEqual(expected);
  });

  it('suggests the category a word names by another name: "nylon" and "spanish" the classical guitars', async () => {
    expect(await suggestionLabels(t, buyer, 'nylon')).toEqual(['Classical Guitars']);
    expect(await suggestionLabels(t, buyer, 'spanish gui')).toEqual(['Classical Guitars']);
    expect(await suggestionLabels(t, buyer, 'spanish bass')).toEqual([]);
  });

  it('suggests the category a kind named in two words stands for: "steel string" the acoustic guitars', async () => {
    expect(await suggestionLabels(t, buyer, 'steel string')).toEqual(['Acoustic Guitars']);
    expect(await suggestionLabels(t, buyer, 'steel-strings')).toEqual(['Acoustic Guitars']);
  });

  it.each([
    ['gibson lp', ['Gibson Les Paul Standard']],
    ['lp sta', ['Gibson Les Paul Standard']],
    ['pbass', ['Fender Precision Bass']],
    ['cv tel', ['Squier Classic Vibe Telecaster']],
    ['sg std', ['Gibson SG Standard']],
  ])('suggests the names an abbreviation stands for: "%s"', async (q, expected) => {
    expect(await suggestionLabels(t, buyer, q)).toEqual(expected);
  });

  it('reads "neck" as the fretboard only after a wood', async () => {
    expect(await names('neck')).toEqual(['Ibanez Prestige RG']);
  });

  it('needs "bar" and "arm" on their own', async () => {
    expect(await names('bar')).toEqual(['Squier Bullet']);
    expect(await names('bar whammy')).toEqual(['Squier Bullet']);
  });

  it('corrects none of them to another word', async () => {
    // "whammy" is close to no word a listing here says, and "parlour" to "parlor": each is read, not corrected.
    for (const q of [
      'whammy',
      'parlour',
      'nylon',
      'gigbag',
      'nyc',
      'philly',
      'nola',
      'trem arm',
      'paul reed smith',
      'dred',
      'ohsc',
      'ernie ball',
      'ebmm',
      'made in spain',
    ])
      expect((await search(q)).corrections, q).toEqual([]);
  });
});

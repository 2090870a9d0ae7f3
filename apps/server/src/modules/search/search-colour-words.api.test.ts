import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * Decision 0098: a buyer asks for a colour ("red sg"), a seller names the finish by its shade ("Cherry"). A colour
 * typed also finds the shades guitar finishes are named by; a shade typed finds only itself.
 */

let t: TestApp;
let buyer: TestAccount;
let app: Awaited<ReturnType<typeof searchTestApp>>;

beforeAll(async () => {
  app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Epiphone SG Standard', finish: 'Cherry', description: 'Plays well.' });
  await app.list({ productName: 'Gibson SG Special', finish: 'Red', description: 'Plays well.' });
  await app.list({ productName: 'Gibson Les Paul Studio', finish: 'Wine Red', description: 'Light.' });
  await app.list({ productName: 'Fender Precision Bass', finish: 'Lake Placid Blue', description: 'Flats.' });
  await app.list({ productName: 'Ibanez SR300 Bass', finish: 'Navy Metallic', description: 'Active.' });
  await app.list({ productName: 'Fender Jazz Bass', finish: 'Sunburst', description: 'Rounds.' });
  await app.list({ productName: 'Gibson Hummingbird', finish: 'Tobacco Sunburst', description: 'Square shoulder.' });
  await app.list({ productName: 'Martin D-15M', finish: 'Natural', description: 'All mahogany, brown as a nut.' });
  await app.list({ productName: 'Cordoba C9', finish: 'Natural', description: 'Mahogany back.' });
  await app.list({ productName: 'Music Man StingRay', finish: 'Charcoal Frost', description: 'Ceramic.' });
  await app.list({ productName: 'Fender Telecaster', finish: 'Grey', description: 'Ash.' });
  await app.list({ productName: 'Gretsch Jet', finish: 'Gray', description: 'Filtertrons.' });
  await app.list({ productName: 'Ramirez 1A', finish: 'Natural', description: 'Red cedar top.' });
  await app.list({ productName: 'Gibson Les Paul Standard', finish: 'Honeyburst', description: 'Weight relieved.' });
  await app.list({ productName: 'Gibson Les Paul Traditional', finish: 'Iced Tea Burst', description: 'Heavy.' });
  await app.list({ productName: 'Gibson Les Paul Studio', finish: 'Ebony', description: 'Light.' });
});
afterAll(() => t.close());

const names = (q: string) => namesFound(t, buyer, q, '&sort=newest');

describe('a colour typed', () => {
  it.each([
    ['red sg', ['Gibson SG Special', 'Epiphone SG Standard']],
    ['red', ['Ramirez 1A', 'Gibson Les Paul Studio', 'Gibson SG Special', 'Epiphone SG Standard']],
    ['blue bass', ['Ibanez SR300 Bass', 'Fender Precision Bass']],
    ['brown', ['Martin D-15M', 'Gibson Hummingbird']],
    ['sunburst les paul', ['Gibson Les Paul Traditional', 'Gibson Les Paul Standard']],
    // "burst" for short: a "Tobacco Sunburst", or one word with the shade ("Honeyburst").
    ['tobacco burst', ['Gibson Hummingbird']],
    ['honey burst', ['Gibson Les Paul Standard']],
    ['burst bass', ['Fender Jazz Bass']],
    ['grey', ['Gretsch Jet', 'Fender Telecaster', 'Music Man StingRay']],
    ['gray', ['Gretsch Jet', 'Fender Telecaster', 'Music Man StingRay']],
  ])('"%s" also finds the shades finishes are named by: %j', async (q, found) => {
    expect(await names(q)).toEqual(found);
  });

  it.each([
    ['red colour sg', ['Gibson SG Special', 'Epiphone SG Standard']],
    ['navy color bass', ['Ibanez SR300 Bass']],
    ['natural finish martin', ['Martin D-15M']],
  ])('"%s" reads the finish field\'s name with the colour before it: %j', async (q, found) => {
    const result = await keywordSearch(t, buyer, q, '&sort=newest');
    expect(result.items.map((p) => p.productName)).toEqual(found);
    expect(result.corrections).toEqual([]);
  });

  it('marks the shade it found in the cards, and says nothing was corrected', async () => {
    const result = await keywordSearch(t, buyer, 'red sg');
    expect(result.highlight).toEqual(expect.arrayContaining(['red', 'sg', 'cherry', 'wine']));
    expect(result.corrections).toEqual([]);
  });

  it('does not read a wood as its colour: "brown" finds no listing only for its mahogany', async () => {
    expect(await names('brown')).not.toContain('Cordoba C9');
  });
});

describe("the finish field's name before a colour", () => {
  it.each([
    ['colour red sg', ['Epiphone SG Standard', 'Gibson SG Special']],
    ['color: grey', ['Fender Telecaster', 'Gretsch Jet', 'Music Man StingRay']],
    ['finish natural', ['Cordoba C9', 'Martin D-15M', 'Ramirez 1A']],
  ])('"%s" is dropped: the colour finds the finishes, no listing need say "colour"', async (q, found) => {
    const result = await keywordSearch(t, buyer, q);
    expect(result.items.map((p) => p.productName).sort()).toEqual(found);
    expect(result.corrections).toEqual([]);
  });
});

describe('a shade typed', () => {
  it.each([
    ['cherry', ['Epiphone SG Standard']],
    ['navy', ['Ibanez SR300 Bass']],
  ])('"%s" finds itself, not every guitar of its colour', async (q, found) => {
    expect(await names(q)).toEqual(found);
  });
});

describe('a kept search for a colour', () => {
  it('finds a guitar of one of its shades listed after it was kept', async () => {
    expect(await names('red')).not.toContain('Fender Jaguar');
    await app.list({ productName: 'Fender Jaguar', finish: 'Burgundy Mist', description: 'Offset.' });
    expect(await names('red')).toContain('Fender Jaguar');
  });
});

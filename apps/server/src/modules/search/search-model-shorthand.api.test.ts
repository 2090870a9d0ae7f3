import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * Decision 0084's amendment: a model typed by its full name finds the listings titled by its shorthand ("Epiphone LP
 * Special", "Fender P-Bass"), as the shorthand typed finds the full name. The name's two words are read together.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  const add = (productName: string, description: string) => app.list({ productName, description });
  await add('Epiphone LP Special II', 'Bolt-on neck.');
  await add('Gibson Les Paul Studio', 'Chambered body.');
  await add('Fender P-Bass', 'Flatwound strings.');
  await add('Fender Precision Bass', 'Sunburst.');
  await add('Fender J-Bass', 'Two single coils.');
  await add('Fender Jazz Bass', 'Olympic white.');
  await add('Squier CV 60s Stratocaster', 'Vintage tint neck.');
  await add('Squier Classic Vibe Telecaster', 'Butterscotch.');
  await add('Fender CS Relic Stratocaster', 'Heavy relic.');
  await add('Fender Custom Shop Telecaster', 'NOS finish.');
  // Words of those names apart, or another word the shorthand starts.
  await add('Fender Stratocaster LPB', 'Lake Placid Blue, played by Paul.');
  await add('Ibanez SR300 Bass', 'Precision tuners, plays jazz and funk.');
  await add('Vox AC15', 'A classic amp with vibe, from a custom guitar shop.');
  await add('Fender CSX Acoustic', 'Cutaway.');
});
afterAll(() => t.close());

const names = async (q: string) => (await namesFound(t, buyer, q, '&sort=newest')).sort();

describe('a model typed by its full name', () => {
  it.each([
    ['les paul', ['Epiphone LP Special II', 'Gibson Les Paul Studio']],
    ['les paul special', ['Epiphone LP Special II']],
    ['precision bass', ['Fender P-Bass', 'Fender Precision Bass']],
    ['jazz bass', ['Fender J-Bass', 'Fender Jazz Bass']],
    ['classic vibe', ['Squier CV 60s Stratocaster', 'Squier Classic Vibe Telecaster']],
    ['custom shop', ['Fender CS Relic Stratocaster', 'Fender Custom Shop Telecaster']],
  ])('"%s" finds it by its shorthand too, and not its words apart', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('marks the name and its shorthand, and corrects neither word', async () => {
    const result = await keywordSearch(t, buyer, 'les paul');
    expect(result.highlight).toEqual(['les paul', 'lp']);
    expect(result.corrections).toEqual([]);
  });

  it("finds the shorthand typed, whole, and a name's words typed apart as typed", async () => {
    // As a prefix, "lp" found the Stratocaster in LPB, and "cs" the CSX.
    expect(await names('lp')).toEqual(['Epiphone LP Special II', 'Gibson Les Paul Studio']);
    expect(await names('cs')).toEqual(['Fender CS Relic Stratocaster', 'Fender Custom Shop Telecaster']);
    expect(await names('bass precision')).toEqual(['Fender Precision Bass', 'Ibanez SR300 Bass']);
  });
});

describe('a model typed by its full name in the header box', () => {
  it.each([
    ['les paul', ['Epiphone LP Special II', 'Gibson Les Paul Studio']],
    ['precision bass', ['Fender P-Bass', 'Fender Precision Bass']],
    ['classic vibe', ['Squier CV 60s Stratocaster', 'Squier Classic Vibe Telecaster']],
  ])('"%s" suggests the listings titled by its shorthand too, as Enter finds them', async (q, expected) => {
    expect((await suggestionLabels(t, buyer, q)).sort()).toEqual(expected);
  });

  it('suggests by the words typed so far while the name is not whole yet', async () => {
    expect(await suggestionLabels(t, buyer, 'les pa')).toEqual(['Gibson Les Paul Studio']);
  });
});

describe('a model typed by its full name with a slip', () => {
  it.each([
    ['les pual', ['Epiphone LP Special II', 'Gibson Les Paul Studio']],
    ['presicion bass', ['Fender P-Bass', 'Fender Precision Bass']],
    ['jazz bsas', ['Fender J-Bass', 'Fender Jazz Bass']],
    ['clasic vibe', ['Squier CV 60s Stratocaster', 'Squier Classic Vibe Telecaster']],
    ['custom shpo', ['Fender CS Relic Stratocaster', 'Fender Custom Shop Telecaster']],
  ])('"%s" is read as the name, and finds it by its shorthand too', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('says the correction, and marks the name and its shorthand', async () => {
    const result = await keywordSearch(t, buyer, 'les pual');
    expect(result.corrections).toEqual([{ from: 'pual', to: 'paul' }]);
    expect(result.highlight).toEqual(['les paul', 'lp']);
  });

  it('searches a name in quotes as typed, with no slip mended', async () => {
    const result = await keywordSearch(t, buyer, '"les pual"');
    expect(result.items).toEqual([]);
    expect(result.corrections).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp, suggestionLabels } from './test-helpers.ts';

/*
 * Decision 0100: the english stemmer cut "blues" to "blue", "classical" to "classic" and "metallic" to "metal", so
 * "blues" found the blue guitars and "classical" a Squier Classic Vibe. Those words are now words of their own, in the
 * listings and in what is typed.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Fender Precision Bass', finish: 'Lake Placid Blue', description: 'Flats fitted.' });
  await app.list({ productName: 'Gibson ES-335', finish: 'Cherry', description: 'A great blues machine.' });
  await app.list({ productName: 'Cordoba C5', categoryId: CATEGORY_IDS.classical, description: 'Cedar top.' });
  await app.list({ productName: 'Squier Classic Vibe Strat', description: 'A classic tone.' });
  await app.list({ productName: 'Ibanez SR300 Bass', finish: 'Navy Metallic', description: 'Active.' });
  await app.list({ productName: 'ESP LTD EC-256', finish: 'Black', description: 'Built for metal, metal knobs.' });
});
afterAll(() => t.close());

describe('a word the stemmer would cut to another one', () => {
  it.each([
    ['blues', ['Gibson ES-335']],
    ['Blues guitar', ['Gibson ES-335']],
    ['classical', ['Cordoba C5']],
    ['classical guitars', ['Cordoba C5']],
    // The plural is the same word.
    ['classicals', ['Cordoba C5']],
    ['metallic', ['Ibanez SR300 Bass']],
  ])('"%s" finds the listings that say it, not those of the shorter word', async (q, names) => {
    const result = await keywordSearch(t, buyer, q);
    expect(result.items.map((p) => p.productName)).toEqual(names);
    // Spelt right: "blues" is not corrected to "blue", which would find the blue bass again.
    expect(result.corrections).toEqual([]);
  });

  it.each([
    // And a navy finish, a shade of blue (decision 0098).
    ['blue', ['Fender Precision Bass', 'Gibson ES-335', 'Ibanez SR300 Bass']],
    ['classic', ['Cordoba C5', 'Squier Classic Vibe Strat']],
    ['metal', ['ESP LTD EC-256', 'Ibanez SR300 Bass']],
  ])('the shorter word "%s" still finds both, as a word starts it', async (q, names) => {
    expect((await namesFound(t, buyer, q)).sort()).toEqual(names);
  });

  it('is left out with a minus, in quotes and after "or" as the word it is', async () => {
    expect((await namesFound(t, buyer, 'gibson or fender -blues')).sort()).toEqual(['Fender Precision Bass']);
    expect(await namesFound(t, buyer, '"blues machine"')).toEqual(['Gibson ES-335']);
    expect((await namesFound(t, buyer, 'blues or metallic')).sort()).toEqual(['Gibson ES-335', 'Ibanez SR300 Bass']);
  });

  it('is what a misspelling is corrected to: "clasical" finds the classical guitar', async () => {
    const result = await keywordSearch(t, buyer, 'clasical');
    expect(result.items.map((p) => p.productName)).toEqual(['Cordoba C5']);
  });

  it('is suggested as typed: "classical" suggests the category, not the Classic Vibe', async () => {
    expect(await suggestionLabels(t, buyer, 'classical')).toEqual(['Classical Guitars']);
  });
});

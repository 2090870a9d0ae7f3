import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { setProduct } from '../../test/fixtures.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * "modded strat", "modified", "upgraded pickups": a guitar changed from stock. Its modifications field says what was
 * changed in the seller's words, and no word in it says that it was changed, so a listing whose field tells a change
 * holds "modified" among its details (migration 0025). "modded", "mods" and "modifications" find it as typed, their
 * stems starting it; "upgraded" is read as it too.
 */

let t: TestApp;
let buyer: TestAccount;
let lesPaul: string;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({
    productName: 'Fender Stratocaster',
    modifications: 'Seymour Duncan pickups, locking tuners',
    description: 'Plays well.',
  });
  await app.list({
    productName: 'Yamaha FG800',
    categoryId: CATEGORY_IDS.acoustic,
    modifications: 'Bone saddle',
    description: 'A first guitar.',
  });
  // A field that says there is nothing to tell is no modification.
  lesPaul = (await app.list({ productName: 'Gibson Les Paul', modifications: 'None.', description: 'Plays well.' })).id;
  await app.list({ productName: 'Epiphone SG', modifications: 'All stock', description: 'Plays well.' });
  await app.list({ productName: 'Ibanez RG', modifications: 'N/A', description: 'Plays well.' });
  // Said in the description only: found by the words it uses.
  await app.list({ productName: 'Squier Telecaster', description: 'Heavily modded, upgraded pickups.' });
  await app.list({ productName: 'Fender Precision Bass', description: 'Flatwounds.' });
});
afterAll(() => t.close());

const names = async (q: string) => (await namesFound(t, buyer, q)).sort();

describe('a guitar changed from stock', () => {
  it.each([
    ['modified', ['Fender Stratocaster', 'Yamaha FG800']],
    ['modified strat', ['Fender Stratocaster']],
    ['modded', ['Fender Stratocaster', 'Squier Telecaster', 'Yamaha FG800']],
    ['mods', ['Fender Stratocaster', 'Squier Telecaster', 'Yamaha FG800']],
    ['modifications', ['Fender Stratocaster', 'Yamaha FG800']],
    ['upgraded pickups', ['Fender Stratocaster', 'Squier Telecaster']],
    ['modded acoustic', ['Yamaha FG800']],
  ])('"%s" finds the guitars whose modifications tell a change', async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it('never corrects "modified" to another word, and reads "modifed" as another form of it', async () => {
    const typed = await keywordSearch(t, buyer, 'modified');
    expect(typed.corrections).toEqual([]);
    expect(typed.highlight).toContain('modified');
    const misspelt = await keywordSearch(t, buyer, 'modifed');
    expect(misspelt.corrections).toEqual([]);
    expect(misspelt.items.map((p) => p.productName).sort()).toEqual(['Fender Stratocaster', 'Yamaha FG800']);
  });

  it('follows a listing whose modifications change, kept searches included', async () => {
    expect(await names('modified')).toEqual(['Fender Stratocaster', 'Yamaha FG800']);
    await setProduct(t.database.db, lesPaul, { modifications: 'Refretted in 2019' });
    expect(await names('modified')).toEqual(['Fender Stratocaster', 'Gibson Les Paul', 'Yamaha FG800']);
    await setProduct(t.database.db, lesPaul, { modifications: null });
    expect(await names('modified')).toEqual(['Fender Stratocaster', 'Yamaha FG800']);
  });
});

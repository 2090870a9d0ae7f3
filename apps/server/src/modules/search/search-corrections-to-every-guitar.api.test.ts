import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp } from './test-helpers.ts';

/*
 * Decision 0017's amendment (2026-12-02): a word of a description the vocabulary lacks was "corrected" to the closest
 * word it has, and the closest to "light" and "bright" is "right", of every right-handed guitar; to "strap",
 * "string", of every guitar's number of strings. "light weight" found every guitar. Those words are never a
 * correction; nor is a word three letters longer or shorter than the one typed ("repaired": "red").
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  const details = { handedness: 'right', strings: 6 } as const;
  await app.list({ productName: 'Epiphone SG Standard', ...details, description: 'Light and loud.' });
  await app.list({ productName: 'PRS SE Custom 24', ...details, description: 'Bright and clear, strap locks fitted.' });
  await app.list({ productName: 'Gibson Les Paul Studio', ...details, description: 'Heavy but warm.' });
  await app.list({ productName: 'Fender Precision Bass', handedness: 'right', strings: 4, description: 'Flats.' });
  await app.list({
    productName: 'Gibson SG Special',
    finish: 'Red',
    location: 'Chicago, IL',
    description: 'Repaired.',
  });
});
afterAll(() => t.close());

const names = async (q: string) => (await keywordSearch(t, buyer, q)).items.map((p) => p.productName).sort();

describe('a correction to a word nearly every guitar has', () => {
  it.each([
    ['light', ['Epiphone SG Standard']],
    ['bright', ['PRS SE Custom 24']],
    ['strap', ['PRS SE Custom 24']],
    ['light heavy', []],
  ])('is not made: "%s" finds the listings that say it', async (q, expected) => {
    const result = await keywordSearch(t, buyer, q);
    expect(result.corrections).toEqual([]);
    expect(result.items.map((p) => p.productName).sort()).toEqual(expected);
  });

  it('is not made to a word three letters longer or shorter: "repaired" is not "red", nor "chip" "chicago"', async () => {
    for (const q of ['repaired', 'chip']) expect((await keywordSearch(t, buyer, q)).corrections, q).toEqual([]);
    expect(await names('repaired')).toEqual(['Gibson SG Special']);
    // Two letters off is still a slip: "specl" is "special", "gibbsonn" "gibson".
    expect((await keywordSearch(t, buyer, 'specl')).corrections).toEqual([{ from: 'specl', to: 'special' }]);
    expect((await keywordSearch(t, buyer, 'gibbsonn')).corrections).toEqual([{ from: 'gibbsonn', to: 'gibson' }]);
  });

  it('still corrects two letters swapped in them ("rigth"), and other misspelt words ("gibsn")', async () => {
    expect((await keywordSearch(t, buyer, 'rigth')).corrections).toEqual([{ from: 'rigth', to: 'right' }]);
    expect((await keywordSearch(t, buyer, 'gibsn')).corrections).toEqual([{ from: 'gibsn', to: 'gibson' }]);
    expect(await names('gibsn les paul')).toEqual(['Gibson Les Paul Studio']);
  });
});

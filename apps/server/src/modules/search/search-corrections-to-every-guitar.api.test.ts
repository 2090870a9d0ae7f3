import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, searchTestApp } from './test-helpers.ts';

/*
 * Decision 0017's amendment (2026-12-02): a word of a description the vocabulary lacks was "corrected" to the closest
 * word it has, and the closest to "light" and "bright" is "right", of every right-handed guitar; to "strap",
 * "string", of every guitar's number of strings. "light weight" found every guitar. Those words are never a
 * correction.
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

  it('still corrects two letters swapped in them ("rigth"), and other misspelt words ("gibsn")', async () => {
    expect((await keywordSearch(t, buyer, 'rigth')).corrections).toEqual([{ from: 'rigth', to: 'right' }]);
    expect((await keywordSearch(t, buyer, 'gibsn')).corrections).toEqual([{ from: 'gibsn', to: 'gibson' }]);
    expect(await names('gibsn les paul')).toEqual(['Gibson Les Paul Studio']);
  });
});

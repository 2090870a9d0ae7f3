import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * A common English word the vocabulary lacks is searched as typed, and as its closest known word only when that
 * finds nothing (decision 0101). Searched beside its correction, "back" found the black guitars too.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Gibson Les Paul Standard', description: 'Black finish. Less than a year old.' });
  await app.list({ productName: 'Gibson Les Paul Junior', description: 'Solid mahogany, worn.' });
  await app.list({ productName: 'Fender Telecaster', description: 'A small ding on the back of the neck.' });
  await app.list({ productName: 'Taylor 314ce Grand Auditorium', description: 'Solid sitka top.' });
  await app.list({ productName: 'Taylor 214ce Grand Auditorium', description: 'Rosewood sides.' });
  await app.list({ productName: 'Music Man StingRay', description: 'Player grade, heavy wear.' });
  await app.list({ productName: 'Fender Jazz Bass', description: 'Stock.', location: 'Denver, CO' });
  await app.list({
    productName: 'Squier Stratocaster',
    description: 'A small dent by the jack, a great guitar to start on.',
  });
  await app.list({ productName: 'Fender Stratocaster', description: 'Clean.' });
  await app.list({ productName: 'Fender Mustang', description: 'Modified with a humbucker.' });
  await app.list({ productName: 'Fender Jazz Bass Deluxe', description: 'Base model pickups swapped.' });
});
afterAll(() => t.close());

describe('a common English word the vocabulary lacks', () => {
  it('is searched as typed when listings have it, not as its closest known word', async () => {
    const back = await keywordSearch(t, buyer, 'back');
    expect([back.items.map((p) => p.productName), back.corrections]).toEqual([['Fender Telecaster'], []]);
    expect([back.highlight, back.typedFindsNothing]).toEqual([['back'], false]);
    // Size 35 of the word list: "dent" was searched as "denver" too.
    const dent = await keywordSearch(t, buyer, 'dent');
    expect([dent.items.map((p) => p.productName), dent.corrections]).toEqual([['Squier Stratocaster'], []]);
    const grade = await keywordSearch(t, buyer, 'player grade');
    expect([grade.items.map((p) => p.productName), grade.corrections]).toEqual([['Music Man StingRay'], []]);
  });

  it('is searched as its closest known word when as typed it finds nothing, and says so', async () => {
    const brand = await keywordSearch(t, buyer, 'brand taylor');
    expect([brand.items.map((p) => p.productName).sort(), brand.corrections]).toEqual([
      ['Taylor 214ce Grand Auditorium', 'Taylor 314ce Grand Auditorium'],
      [{ from: 'brand', to: 'grand' }],
    ]);
    // The page then offers no search for the words as typed: it would find nothing.
    expect(brand.typedFindsNothing).toBe(true);
  });

  it('is never searched as a known word it ends with: "unmodified" is not "modified"', async () => {
    const stock = await keywordSearch(t, buyer, 'unmodified');
    expect([stock.total, stock.corrections, stock.didYouMean]).toEqual([0, [], null]);
  });

  it('goes on being corrected on the later pages of a corrected search', async () => {
    const first = await keywordSearch(t, buyer, 'grant', '&limit=1&sort=newest');
    expect([first.total, first.corrections]).toEqual([2, [{ from: 'grant', to: 'grand' }]]);
    expect([first.nextCursor !== null, first.typedFindsNothing]).toEqual([true, true]);
    const after = `&limit=1&sort=newest&after=${encodeURIComponent(first.nextCursor ?? '')}`;
    const second = await keywordSearch(t, buyer, 'grant', after);
    expect([...first.items, ...second.items].map((p) => p.productName).sort()).toEqual([
      'Taylor 214ce Grand Auditorium',
      'Taylor 314ce Grand Auditorium',
    ]);
  });

  it('is still corrected when buyers type it for a guitar word, though a listing has it', async () => {
    expect((await namesFound(t, buyer, 'less paul')).sort()).toEqual([
      'Gibson Les Paul Junior',
      'Gibson Les Paul Standard',
    ]);
    expect((await namesFound(t, buyer, 'jazz base')).sort()).toEqual(['Fender Jazz Bass', 'Fender Jazz Bass Deluxe']);
    // Two letters swapped ("start" for "strat") is the slip the term check looks for first: corrected too.
    const start = await keywordSearch(t, buyer, 'start');
    expect([start.items.map((p) => p.productName).sort(), start.corrections]).toEqual([
      ['Fender Stratocaster', 'Squier Stratocaster'],
      [{ from: 'start', to: 'stratocaster' }],
    ]);
  });
});

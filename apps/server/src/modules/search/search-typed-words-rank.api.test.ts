import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { keywordSearch, namesFound, searchTestApp } from './test-helpers.ts';

/*
 * The vocabulary holds the words of names, locations and sellers, not of descriptions: "student", written only in a
 * description, is no known word, and is searched corrected to "studio" as well. The listing named "Studio" outranked
 * the one whose description says "student" (weight A over D). A listing matching the words as typed now ranks first.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  const app = await searchTestApp();
  ({ t, buyer } = app);
  await app.list({ productName: 'Gibson Les Paul Studio', description: 'Wine red.' });
  await app.list({ productName: 'Yamaha C40', description: 'Full size student classical.' });
  await app.list({ productName: 'Fender Stratocaster', description: 'Sunburst.' });
});
afterAll(() => t.close());

describe('best match with a corrected keyword', () => {
  it('ranks a listing with the word as typed above one found through its correction', async () => {
    const result = await keywordSearch(t, buyer, 'student');
    expect(result.corrections).toEqual([{ from: 'student', to: 'studio' }]);
    expect(result.items.map((p) => p.productName)).toEqual(['Yamaha C40', 'Gibson Les Paul Studio']);
  });

  it('keeps that order from page to page', async () => {
    const first = await keywordSearch(t, buyer, 'student', '&limit=1');
    expect(first.items.map((p) => p.productName)).toEqual(['Yamaha C40']);
    const second = await keywordSearch(t, buyer, 'student', `&limit=1&after=${first.nextCursor}`);
    expect(second.items.map((p) => p.productName)).toEqual(['Gibson Les Paul Studio']);
    expect(second.nextCursor).toBeNull();
  });

  it('ranks a misspelt word by its correction, as before', async () => {
    expect(await namesFound(t, buyer, 'stratocster')).toEqual(['Fender Stratocaster']);
    expect(await namesFound(t, buyer, 'studoi')).toEqual(['Gibson Les Paul Studio']);
  });
});

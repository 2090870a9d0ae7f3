/** Helpers for the API tests of what keywords find (not a test file itself). */
import { expect } from 'vitest';
import { type SearchResult, searchResultSchema, suggestionsSchema } from '@restrung/shared/search';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';

/** A test app, a buyer who searches, and `list`, which writes a verified seller's guitar straight to the database. */
export async function searchTestApp() {
  const t = await buildTestApp();
  const buyer = await createAccount(t);
  const seller = await createAccount(t, { role: 'seller', verified: true, name: 'Plain Seller' });
  const list = (fields: Parameters<typeof insertProduct>[2]) => insertProduct(t.database.db, seller, fields);
  return { t, buyer, list };
}

/** GET /api/search?q=`q` as `account`, answered 200; `more` adds other parameters ("&sort=newest"). */
export async function keywordSearch(t: TestApp, account: TestAccount, q: string, more = ''): Promise<SearchResult> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${more}`,
    headers: account.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
}

/** The names of the listings such a search finds, in its order. */
export const namesFound = async (t: TestApp, account: TestAccount, q: string, more = '') =>
  (await keywordSearch(t, account, q, more)).items.map((p) => p.productName);

/** The labels GET /api/search/suggestions?q=`q` answers `account` with, answered 200, in its order. */
export async function suggestionLabels(t: TestApp, account: TestAccount, q: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
    headers: account.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return suggestionsSchema.parse(res.json()).suggestions.map((s) => s.label);
}

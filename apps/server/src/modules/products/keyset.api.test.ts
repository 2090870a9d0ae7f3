import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { productListSchema } from '@restrung/shared/product';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { newId } from '../../lib/ids.ts';
import { PLANNED_LIMITS, productsRepository } from './repository.ts';

/* Keyset pagination: ?after=<_id of the last item shown> walks a list exactly as ?page does, ties included. */

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
/** 30 products, newest first; every third shares its posted time with the next, so the id breaks the tie. */
let newestFirst: string[];

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Keyset Seller' });
  const base = Date.now();
  const rows = Array.from({ length: 30 }, (_, i) => ({
    id: newId(),
    sellerId: seller.id,
    sellerName: seller.name,
    sellerEmail: seller.email,
    categoryId: CATEGORY_IDS.acoustic,
    productName: `Acoustic ${i}`,
    productPhoto: '/media/x.webp',
    marketPriceCents: 10_000,
    askingPriceCents: 9_000,
    usedYears: '2020',
    condition: 'good' as const,
    description: 'd',
    location: 'l',
    phone: 'p',
    advertise: true,
    postedAt: new Date(base - Math.floor(i / 2) * 60_000),
  }));
  await productsRepository(t.database.db).insertMany(rows);
  newestFirst = [...rows]
    .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((r) => r.id);
});
afterAll(() => t.close());

const get = (url: string, account?: TestAccount) => t.app.inject({ method: 'GET', url, headers: account?.headers });
const ids = (body: unknown) => productListSchema.parse(body).map((p) => p._id);

/** Follows ?after from the first page until a short page, answering every id in order. */
async function walk(url: string, limit: number, account?: TestAccount): Promise<string[]> {
  const seen: string[] = [];
  for (let after: string | undefined; ; ) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await get(`${url}${sep}limit=${limit}${after ? `&after=${after}` : ''}`, account);
    expect(res.statusCode).toBe(200);
    const page = ids(res.json());
    seen.push(...page);
    if (page.length < limit) return seen;
    after = page[page.length - 1];
  }
}

describe('?after (keyset pagination)', () => {
  it('walks a category page by page in the same order as ?page, ties on the posted time included', async () => {
    const url = `/api/products/${CATEGORY_IDS.acoustic}`;
    expect(await walk(url, 7, buyer)).toEqual(newestFirst);
    const byPage = [];
    for (let page = 1; page <= 5; page += 1)
      byPage.push(...ids((await get(`${url}?limit=7&page=${page}`, buyer)).json()));
    expect(byPage).toEqual(newestFirst);
  });

  it("walks the featured products and a seller's own products the same way", async () => {
    expect(await walk('/api/advertisedproduct', 4)).toEqual(newestFirst);
    expect(await walk(`/api/myproducts?email=${encodeURIComponent(seller.email)}`, 8, seller)).toEqual(newestFirst);
  });

  // The web app's limits read through statements of their own, with the limit written in (decision 0033).
  it.each(PLANNED_LIMITS)('reads the same pages at the planned limit %i, by cursor and by ?page', async (limit) => {
    const category = `/api/products/${CATEGORY_IDS.acoustic}`;
    expect(await walk(category, limit, buyer)).toEqual(newestFirst);
    expect(await walk('/api/advertisedproduct', limit)).toEqual(newestFirst);
    for (const url of [category, '/api/advertisedproduct']) {
      const byPage = [];
      for (let page = 1; page <= 3; page += 1)
        byPage.push(...ids((await get(`${url}?limit=${limit}&page=${page}`, buyer)).json()));
      expect(byPage).toEqual(newestFirst);
    }
  });

  it('ignores ?page when ?after is given', async () => {
    const url = `/api/products/${CATEGORY_IDS.acoustic}?limit=5&page=3&after=${newestFirst[4]}`;
    expect(ids((await get(url, buyer)).json())).toEqual(newestFirst.slice(5, 10));
  });

  it('answers an empty page after the last item', async () => {
    const url = `/api/products/${CATEGORY_IDS.acoustic}?after=${newestFirst[newestFirst.length - 1]}`;
    expect(ids((await get(url, buyer)).json())).toEqual([]);
  });

  it('refuses an after that is not an id, with 400 and the reason', async () => {
    const res = await get(`/api/products/${CATEGORY_IDS.acoustic}?after=yesterday`, buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('after must be the _id of the last item of the previous page.');
  });
});

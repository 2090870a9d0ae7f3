import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_LIST_CAP } from '@restrung/shared/stats';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking } from '../../test/fixtures.ts';
import { listProduct } from '../products/test-helpers.ts';

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
const products: string[] = [];
let sale: string;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true });
  await createAccount(t, { role: 'seller' });
  for (let i = 0; i < 4; i += 1) products.push(await listProduct(t, seller));
  await insertBooking(t.database.db, { product: products[0]!, buyer });
  sale = (await insertBooking(t.database.db, { product: products[1]!, buyer, status: 'Paid' })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/stats', () => {
  it('counts all products, all users and the sales, for anyone', async () => {
    const res = await get('/api/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalProducts: 4, totalUsers: 3, totalSells: 1 });
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it('still counts a sale after its listing is deleted', async () => {
    const fresh = await listProduct(t, seller);
    await insertBooking(t.database.db, { product: fresh, buyer, status: 'Paid' });
    await t.app.inject({ method: 'DELETE', url: `/api/products/${fresh}`, headers: seller.headers });
    expect((await get('/api/stats')).json()).toEqual({ totalProducts: 4, totalUsers: 3, totalSells: 2 });
  });
});

describe('GET /api/allproducts, /api/allusers, /api/soldproducts', () => {
  it('answer ids only, so nothing private leaks, and as many as the totals', async () => {
    const [allProducts, allUsers, sold] = await Promise.all([
      get('/api/allproducts'),
      get('/api/allusers'),
      get('/api/soldproducts'),
    ]);
    for (const res of [allProducts, allUsers, sold]) {
      expect(res.statusCode).toBe(200);
      for (const row of res.json()) expect(Object.keys(row)).toEqual(['_id']);
      expect(res.body).not.toContain('@example.test');
    }
    expect(
      allProducts
        .json()
        .map((r: { _id: string }) => r._id)
        .sort(),
    ).toEqual([...products].sort());
    expect(allUsers.json()).toHaveLength(3);
    expect(allUsers.json().map((r: { _id: string }) => r._id)).toContain(buyer.id);
    expect(sold.json()).toHaveLength(2);
    expect(sold.json().map((r: { _id: string }) => r._id)).toContain(sale);
  });

  it(`page with ?page and ?limit, at most ${STATS_LIST_CAP} at a time`, async () => {
    const all = (await get('/api/allproducts')).json();
    expect((await get('/api/allproducts?limit=2')).json()).toEqual(all.slice(0, 2));
    expect((await get('/api/allproducts?limit=2&page=2')).json()).toEqual(all.slice(2, 4));
    expect((await get(`/api/allusers?limit=${STATS_LIST_CAP + 1}`)).statusCode).toBe(400);
    expect((await get('/api/soldproducts?page=0')).statusCode).toBe(400);
  });
});

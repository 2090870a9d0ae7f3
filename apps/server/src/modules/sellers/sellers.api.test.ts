import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_TEXTS } from '@restrung/shared/seller';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct, setProduct } from '../../test/fixtures.ts';

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
let unverified: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Sam Seller' });
  unverified = await createAccount(t, { role: 'seller', name: 'New Seller' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, account?: TestAccount) => t.app.inject({ method: 'GET', url, headers: account?.headers });

describe('GET /api/sellers/{id}', () => {
  it('shows name, photo, badge, member since and the number of paid orders only', async () => {
    const sold = await insertProduct(t.database.db, seller);
    await insertBooking(t.database.db, { product: sold, buyer, status: 'Paid' });
    const booked = await insertProduct(t.database.db, seller);
    await insertBooking(t.database.db, { product: booked, buyer });
    const res = await get(`/api/sellers/${seller.id}`, buyer);
    expect(res.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    expect(res.json()).toEqual({
      _id: seller.id,
      name: 'Sam Seller',
      img: null,
      verified: true,
      memberSince: today,
      completedSales: 1,
    });
  });

  it('needs a signed-in caller', async () => {
    const res = await get(`/api/sellers/${seller.id}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed id, a buyer or an admin', async () => {
    for (const id of [newId(), 'nope', buyer.id, admin.id]) {
      const res = await get(`/api/sellers/${id}`, buyer);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SELLER_TEXTS.notFound);
    }
  });

  it("hides an unverified seller's page from others, not from themself or admins", async () => {
    for (const path of [`/api/sellers/${unverified.id}`, `/api/sellers/${unverified.id}/products`]) {
      const refused = await get(path, buyer);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(SELLER_TEXTS.notFound);
      expect((await get(path, seller)).statusCode).toBe(404);
      expect((await get(path, unverified)).statusCode).toBe(200);
      expect((await get(path, admin)).statusCode).toBe(200);
    }
    expect((await get(`/api/sellers/${unverified.id}`, unverified)).json().verified).toBe(false);
  });
});

describe('GET /api/sellers/{id}/products', () => {
  it('lists the guitars not sold, newest first, a page at a time with ?after', async () => {
    const owner = await createAccount(t, { role: 'seller', verified: true });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const row = await insertProduct(t.database.db, owner, { postedAt: new Date(Date.UTC(2026, 0, 1 + i)) });
      ids.push(row.id);
    }
    await setProduct(t.database.db, ids[1]!, { status: 'Paid' });
    await setProduct(t.database.db, ids[2]!, { status: 'Booked' });
    const first = await get(`/api/sellers/${owner.id}/products?limit=2`, buyer);
    expect(first.statusCode).toBe(200);
    const firstIds = (first.json() as { _id: string; sellerId: string }[]).map((p) => p._id);
    expect(firstIds).toEqual([ids[4], ids[3]]);
    expect(first.json()[0].sellerId).toBe(owner.id);
    const next = await get(`/api/sellers/${owner.id}/products?limit=2&after=${firstIds[1]}`, buyer);
    expect((next.json() as { _id: string }[]).map((p) => p._id)).toEqual([ids[2], ids[0]]);
  });

  it('refuses a malformed cursor', async () => {
    const res = await get(`/api/sellers/${seller.id}/products?after=nope`, buyer);
    expect(res.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productListSchema } from '@restrung/shared/product';
import { bookings, reports } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, setProduct } from '../../test/fixtures.ts';
import { listProduct } from './test-helpers.ts';

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
let otherSeller: TestAccount;
let unverified: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true });
  otherSeller = await createAccount(t, { role: 'seller', verified: true });
  unverified = await createAccount(t, { role: 'seller' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string, account?: TestAccount) =>
  t.app.inject({ method, url, headers: account?.headers });
const myProducts = (email: string, account?: TestAccount, query = '') =>
  inject('GET', `/api/myproducts/?email=${encodeURIComponent(email)}${query}`, account);
const ids = (body: unknown) => productListSchema.parse(body).map((p) => p._id);

describe('GET /api/myproducts?email=', () => {
  it("lists the seller's own products of every status, newest first", async () => {
    const mine = await createAccount(t, { role: 'seller', verified: true });
    const available = await listProduct(t, mine);
    const booked = await listProduct(t, mine);
    const paid = await listProduct(t, mine);
    await setProduct(db(), booked, { status: 'Booked' });
    await setProduct(db(), paid, { status: 'Paid' });
    await listProduct(t, otherSeller);
    const res = await myProducts(mine.email, mine);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([paid, booked, available]);
    expect(productListSchema.parse(res.json()).map((p) => p.status)).toEqual(['Paid', 'Booked', 'Available']);
  });

  it('shows an unverified seller their own listings', async () => {
    const id = await listProduct(t, unverified);
    expect(ids((await myProducts(unverified.email, unverified)).json())).toContain(id);
  });

  it("refuses another seller's email, buyers and signed-out callers", async () => {
    const res = await myProducts(otherSeller.email, seller);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only look up your own account.');
    expect((await myProducts(buyer.email, buyer)).statusCode).toBe(403);
    expect((await myProducts(seller.email)).statusCode).toBe(401);
  });

  it("lets an admin read any seller's products", async () => {
    const id = await listProduct(t, otherSeller);
    expect(ids((await myProducts(otherSeller.email.toUpperCase(), admin)).json())).toContain(id);
    expect((await myProducts('nobody@example.test', admin)).statusCode).toBe(404);
  });

  it('matches the email without regard to case and pages with ?page and ?limit', async () => {
    const pager = await createAccount(t, { role: 'seller', verified: true });
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await listProduct(t, pager));
    expect(ids((await myProducts(pager.email.toUpperCase(), pager, '&limit=2')).json())).toEqual([made[2], made[1]]);
    expect(ids((await myProducts(pager.email, pager, '&limit=2&page=2')).json())).toEqual([made[0]]);
    expect((await myProducts(pager.email, pager, '&limit=1000')).statusCode).toBe(400);
    expect((await inject('GET', '/api/myproducts', pager)).statusCode).toBe(400);
  });
});

describe('PUT /api/myproducts/{id} (Add To Advertisement)', () => {
  it("advertises the owner's product once, and answers the same again", async () => {
    const id = await listProduct(t, seller);
    const first = await inject('PUT', `/api/myproducts/${id}`, seller);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await inject('PUT', `/api/myproducts/${id}`, seller)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
    expect((await inject('GET', `/api/singleproduct/${id}`, buyer)).json().advertise).toBe(true);
    expect(ids((await inject('GET', '/api/advertisedproduct?limit=100')).json())).toContain(id);
  });

  it('refuses a seller an admin has not verified yet', async () => {
    const id = await listProduct(t, unverified);
    const res = await inject('PUT', `/api/myproducts/${id}`, unverified);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account must be verified by an admin before you can advertise.');
    expect((await inject('GET', `/api/singleproduct/${id}`, unverified)).json().advertise).toBe(false);
  });

  it("refuses another seller's product, buyers, admins and signed-out callers", async () => {
    const id = await listProduct(t, seller);
    const res = await inject('PUT', `/api/myproducts/${id}`, otherSeller);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only advertise your own products.');
    expect((await inject('PUT', `/api/myproducts/${id}`, buyer)).statusCode).toBe(403);
    expect((await inject('PUT', `/api/myproducts/${id}`, admin)).statusCode).toBe(403);
    expect((await inject('PUT', `/api/myproducts/${id}`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/singleproduct/${id}`, seller)).json().advertise).toBe(false);
  });

  it('refuses a sold product with 409', async () => {
    const id = await listProduct(t, seller);
    await setProduct(db(), id, { status: 'Paid' });
    const res = await inject('PUT', `/api/myproducts/${id}`, seller);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This guitar has been sold, so it can no longer be advertised.');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await inject('PUT', `/api/myproducts/${newId()}`, seller)).statusCode).toBe(404);
    expect((await inject('PUT', '/api/myproducts/xyz', seller)).statusCode).toBe(404);
  });
});

describe.each(['/api/products', '/api/myproducts'])('DELETE %s/{id}', (base) => {
  it("deletes the owner's product", async () => {
    const id = await listProduct(t, seller);
    const res = await inject('DELETE', `${base}/${id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await inject('GET', `/api/singleproduct/${id}`, seller)).statusCode).toBe(404);
    expect((await inject('DELETE', `${base}/${id}`, seller)).statusCode).toBe(404);
  });

  it('lets an admin delete any product, with its reports', async () => {
    const id = await listProduct(t, seller);
    await t.app.inject({
      method: 'PUT',
      url: `/api/reportproducts/${id}`,
      headers: buyer.headers,
      payload: { report: true },
    });
    expect(await db().$count(reports, eq(reports.productId, id))).toBe(1);
    expect((await inject('DELETE', `${base}/${id}`, admin)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await db().$count(reports, eq(reports.productId, id))).toBe(0);
  });

  it("refuses another seller's product, buyers and signed-out callers", async () => {
    const id = await listProduct(t, seller);
    const res = await inject('DELETE', `${base}/${id}`, otherSeller);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only delete your own products.');
    expect((await inject('DELETE', `${base}/${id}`, buyer)).statusCode).toBe(403);
    expect((await inject('DELETE', `${base}/${id}`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/singleproduct/${id}`, seller)).statusCode).toBe(200);
  });

  it('refuses while a buyer holds an unpaid booking, and allows it once the booking is cancelled', async () => {
    const id = await listProduct(t, seller);
    const booking = (await insertBooking(db(), { product: id, buyer })).id;
    for (const account of [seller, admin]) {
      const res = await inject('DELETE', `${base}/${id}`, account);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This guitar is booked by a buyer. It can be deleted once the booking is cancelled.',
      );
    }
    await db().delete(bookings).where(eq(bookings.id, booking));
    await setProduct(db(), id, { status: 'Available' });
    expect((await inject('DELETE', `${base}/${id}`, seller)).statusCode).toBe(200);
  });

  it('deletes a sold product and keeps the paid order', async () => {
    const id = await listProduct(t, seller);
    const booking = (await insertBooking(db(), { product: id, buyer, status: 'Paid' })).id;
    expect((await inject('DELETE', `${base}/${id}`, seller)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const [order] = await db().select().from(bookings).where(eq(bookings.id, booking));
    expect(order).toMatchObject({ status: 'Paid', productId: null, priceCents: 85050 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [newId(), 'not-an-id']) {
      const res = await inject('DELETE', `${base}/${id}`, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such product. It may have been sold or removed by its seller.');
    }
  });
});

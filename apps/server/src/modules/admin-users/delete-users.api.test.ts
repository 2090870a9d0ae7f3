/**
 * Deleting sellers and buyers: what goes (unsold listings, unpaid orders, sessions, sign-in) and what stays
 * (paid orders with their snapshot, sold products, reports by name).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { accounts, bookings, payments, products, reports, sessions, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct, insertReport } from '../../test/fixtures.ts';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAccount(t, { role: 'admin', name: 'Ada Admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'DELETE', url: string, account?: TestAccount) =>
  t.app.inject({ method, url, headers: account?.headers });
const signIn = (account: TestAccount) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: account.email, password: account.password },
  });
const ownRole = (account: TestAccount) => call('GET', `/api/users?email=${encodeURIComponent(account.email)}`, account);
const person = (a: TestAccount) => ({ id: a.id, name: a.name, email: a.email });
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const productRow = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];
const bookingRow = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];

describe('DELETE /api/allseller/{id}', () => {
  it("deletes the seller, their unsold listings and those listings' unpaid orders, and keeps sold ones", async () => {
    const seller = await createAccount(t, { role: 'seller', verified: true });
    const buyer = await createAccount(t, { role: 'buyer' });
    const otherBuyer = await createAccount(t, { role: 'buyer' });
    const available = await insertProduct(db(), person(seller));
    await insertReport(db(), available, person(buyer));
    const booked = await insertProduct(db(), person(seller), { status: 'Booked' });
    const openOrder = await insertBooking(db(), { product: booked, buyer: person(buyer) });
    const sold = await insertProduct(db(), person(seller), { status: 'Paid' });
    const paidOrder = await insertBooking(db(), { product: sold, buyer: person(otherBuyer), status: 'Paid' });
    const otherSeller = await createAccount(t, { role: 'seller' });
    const untouched = await insertProduct(db(), person(otherSeller));

    const res = await call('DELETE', `/api/allseller/${seller.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1, deletedProducts: 2, cancelledBookings: 1 });

    expect(await userRow(seller.id)).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, seller.id))).toEqual([]);
    expect(await db().select().from(accounts).where(eq(accounts.userId, seller.id))).toEqual([]);
    expect(await productRow(available.id)).toBeUndefined();
    expect(await productRow(booked.id)).toBeUndefined();
    expect(await db().select().from(reports).where(eq(reports.productId, available.id))).toEqual([]);
    expect(await bookingRow(openOrder.id)).toBeUndefined();
    expect(await productRow(sold.id)).toMatchObject({ status: 'Paid', sellerId: null, sellerEmail: seller.email });
    expect(await bookingRow(paidOrder.id)).toEqual({ ...paidOrder, sellerId: null });
    expect(await productRow(untouched.id)).toBeDefined();

    // The web app's second call finds nothing left and still acknowledges.
    const second = await call('DELETE', `/api/usersproducts?email=${encodeURIComponent(seller.email)}`, admin);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ acknowledged: true, deletedCount: 0, cancelledBookings: 0 });
    expect(await productRow(sold.id)).toBeDefined();
  });

  it("ends the seller's sessions at once and they cannot sign in again", async () => {
    const seller = await createAccount(t, { role: 'seller' });
    expect((await ownRole(seller)).statusCode).toBe(200);
    expect((await signIn(seller)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/allseller/${seller.id}`, admin)).statusCode).toBe(200);
    expect((await ownRole(seller)).statusCode).toBe(401);
    const again = await signIn(seller);
    expect(again.statusCode).toBe(401);
    expect(again.headers['set-auth-token']).toBeUndefined();
  });

  it('accepts a JSON content type with no body, and no longer lists the deleted seller', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/allseller/${seller.id}`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const rows = (await call('GET', '/api/allseller?limit=100', admin)).json() as { _id: string }[];
    expect(rows.map((r) => r._id)).not.toContain(seller.id);
  });
});

describe('DELETE /api/usersproducts?email=', () => {
  it("deletes a seller's unsold listings by email, whatever its case, with their unpaid orders", async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const buyer = await createAccount(t, { role: 'buyer' });
    const a = await insertProduct(db(), person(seller));
    const b = await insertProduct(db(), person(seller), { status: 'Booked' });
    const order = await insertBooking(db(), { product: b, buyer: person(buyer) });
    const sold = await insertProduct(db(), person(seller), { status: 'Paid' });
    await insertBooking(db(), { product: sold, buyer: person(buyer), status: 'Paid' });

    const res = await call(
      'DELETE',
      `/api/usersproducts?email=${encodeURIComponent(seller.email.toUpperCase())}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 2, cancelledBookings: 1 });
    expect(
      await db()
        .select()
        .from(products)
        .where(inArray(products.id, [a.id, b.id])),
    ).toEqual([]);
    expect(await bookingRow(order.id)).toBeUndefined();
    expect(await productRow(sold.id)).toBeDefined();
    expect(await userRow(seller.id)).toBeDefined();
  });

  it('acknowledges an email with no listings, and refuses a malformed one', async () => {
    expect((await call('DELETE', '/api/usersproducts?email=nobody%40example.test', admin)).json()).toEqual({
      acknowledged: true,
      deletedCount: 0,
      cancelledBookings: 0,
    });
    const bad = await call('DELETE', '/api/usersproducts?email=nope', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('valid email');
  });
});

describe('DELETE /api/allbuyer/{id}', () => {
  it('cancels unpaid orders (products Available again) and keeps paid ones with their snapshot', async () => {
    const seller = await createAccount(t, { role: 'seller', verified: true });
    const buyer = await createAccount(t, { role: 'buyer', name: 'Bea Buyer' });
    const booked = await insertProduct(db(), person(seller), { status: 'Booked' });
    const openOrder = await insertBooking(db(), { product: booked, buyer: person(buyer) });
    const sold = await insertProduct(db(), person(seller), { status: 'Paid' });
    const paidOrder = await insertBooking(db(), { product: sold, buyer: person(buyer), status: 'Paid' });
    const reported = await insertProduct(db(), person(seller));
    await insertReport(db(), reported, person(buyer));

    const res = await call('DELETE', `/api/allbuyer/${buyer.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1, deletedProducts: 0, cancelledBookings: 1 });

    expect(await userRow(buyer.id)).toBeUndefined();
    expect(await bookingRow(openOrder.id)).toBeUndefined();
    expect(await productRow(booked.id)).toMatchObject({ status: 'Available', sellerId: seller.id });
    expect(await productRow(sold.id)).toMatchObject({ status: 'Paid' });
    // The seller's side of the paid order is whole: what, for how much, when, and to whom.
    const kept = await bookingRow(paidOrder.id);
    expect(kept).toEqual({ ...paidOrder, buyerId: null });
    expect(kept).toMatchObject({
      sellerId: seller.id,
      buyersName: 'Bea Buyer',
      buyersEmail: buyer.email,
      status: 'Paid',
      priceCents: sold.askingPriceCents,
    });
    expect(kept!.paidAt).toBeInstanceOf(Date);
    // A report the buyer made stays, by name, for the admin to judge.
    expect(await db().select().from(reports).where(eq(reports.productId, reported.id))).toMatchObject([
      { reporterId: null, reporterName: 'Bea Buyer', reporterEmail: buyer.email },
    ]);
  });

  it("ends the buyer's sessions at once and they cannot sign in again", async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const second = await signIn(buyer);
    const secondToken = second.headers['set-auth-token'] as string;
    expect((await call('DELETE', `/api/allbuyer/${buyer.id}`, admin)).statusCode).toBe(200);
    expect((await ownRole(buyer)).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${secondToken}` },
    });
    expect(other.json()).toBeNull();
    expect((await signIn(buyer)).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, buyer.id))).toEqual([]);
    expect(await db().select().from(accounts).where(eq(accounts.userId, buyer.id))).toEqual([]);
  });

  it('refuses while a payment for an order it would cancel is being processed, changing nothing', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const buyer = await createAccount(t, { role: 'buyer' });
    const product = await insertProduct(db(), person(seller), { status: 'Booked' });
    const order = await insertBooking(db(), { product, buyer: person(buyer) });
    const paymentId = newId();
    await db()
      .insert(payments)
      .values({
        id: paymentId,
        bookingId: order.id,
        provider: 'sandbox',
        providerRef: `pi_${paymentId}`,
        amountCents: order.priceCents,
        status: 'processing',
      });

    const res = await call('DELETE', `/api/allbuyer/${buyer.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A payment for one of the orders this would cancel is being processed. Please try again in 15 minutes.',
    );
    expect(await userRow(buyer.id)).toBeDefined();
    expect(await bookingRow(order.id)).toBeDefined();
    expect((await ownRole(buyer)).statusCode).toBe(200);
    // The same for the seller whose listing it is.
    expect((await call('DELETE', `/api/allseller/${seller.id}`, admin)).statusCode).toBe(409);
    expect(
      (await call('DELETE', `/api/usersproducts?email=${encodeURIComponent(seller.email)}`, admin)).statusCode,
    ).toBe(409);
    expect(await productRow(product.id)).toBeDefined();

    await db().update(payments).set({ status: 'failed' }).where(eq(payments.id, paymentId));
    const after = await call('DELETE', `/api/allbuyer/${buyer.id}`, admin);
    expect(after.json()).toEqual({ acknowledged: true, deletedCount: 1, deletedProducts: 0, cancelledBookings: 1 });
    expect(await productRow(product.id)).toMatchObject({ status: 'Available' });
    expect((await db().select().from(payments).where(eq(payments.id, paymentId)))[0]).toMatchObject({
      bookingId: null,
      status: 'failed',
    });
  });
});

describe('a paid order outlives everyone involved', () => {
  it('survives the deletion of its buyer, its seller and its product with what was paid, for what, and when', async () => {
    const seller = await createAccount(t, { role: 'seller', name: 'Sol Seller', verified: true });
    const buyer = await createAccount(t, { role: 'buyer', name: 'Bo Buyer' });
    const sold = await insertProduct(db(), person(seller), {
      status: 'Paid',
      productName: 'Sunburst Stratocaster',
      askingPriceCents: 64_999,
    });
    const order = await insertBooking(db(), { product: sold, buyer: person(buyer), status: 'Paid' });

    expect((await call('DELETE', `/api/allseller/${seller.id}`, admin)).json()).toMatchObject({
      deletedCount: 1,
      deletedProducts: 0,
      cancelledBookings: 0,
    });
    expect((await call('DELETE', `/api/allbuyer/${buyer.id}`, admin)).json()).toMatchObject({
      deletedCount: 1,
      cancelledBookings: 0,
    });
    expect(
      (await call('DELETE', `/api/usersproducts?email=${encodeURIComponent(seller.email)}`, admin)).json(),
    ).toMatchObject({ deletedCount: 0 });
    expect(await bookingRow(order.id)).toEqual({ ...order, buyerId: null, sellerId: null });

    // And the product row itself (DELETE /products/{id} is the catalogue's call; the foreign key is what keeps the order).
    await db().delete(products).where(eq(products.id, sold.id));
    const kept = await bookingRow(order.id);
    expect(kept).toEqual({ ...order, productId: null, buyerId: null, sellerId: null });
    expect(kept).toMatchObject({
      status: 'Paid',
      priceCents: 64_999,
      productName: 'Sunburst Stratocaster',
      productPhoto: sold.productPhoto,
      sellerName: 'Sol Seller',
      sellerEmail: seller.email,
      buyersName: 'Bo Buyer',
      buyersEmail: buyer.email,
      transactionId: order.transactionId,
      paidAt: order.paidAt,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@restrung/shared/booking';
import { payments, products } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingRow, card, productRow } from '../../test/booking-fixtures.ts';
import { insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createAccount(t, { role: 'seller', verified: true });
  buyer = await createAccount(t, { role: 'buyer' });
  otherBuyer = await createAccount(t, { role: 'buyer' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, account?: TestAccount, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: account?.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A fresh guitar booked by `who`: answers the product and the order id. */
async function bookedGuitar(who: TestAccount = buyer, priceCents = 85_050) {
  const guitar = await insertProduct(db(), seller, { askingPriceCents: priceCents });
  const res = await call('POST', '/api/bookings', who, bookingBody(guitar, who));
  expect(res.statusCode).toBe(200);
  return { guitar, bookingId: res.json().insertedId as string };
}

async function pay(bookingId: string, who: TestAccount = buyer, number = '4242424242424242') {
  const intent = await call('POST', '/api/create-payment-intent', who, { bookingId, price: 1 });
  expect(intent.statusCode).toBe(200);
  return call('POST', '/api/payments/sandbox/confirm', who, {
    clientSecret: intent.json().clientSecret,
    card: card(number),
  });
}

describe('GET /api/myorders?email=', () => {
  it("lists the buyer's own orders, newest first, paginated", async () => {
    const shopper = await createAccount(t, { role: 'buyer' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await bookedGuitar(shopper)).bookingId);
    await bookedGuitar(otherBuyer);
    const url = `/api/myorders?email=${encodeURIComponent(shopper.email)}`;
    const res = await call('GET', url, shopper);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { _id: string }) => b._id)).toEqual([...ids].reverse());
    expect(res.json()[0]).toMatchObject({ buyersEmail: shopper.email, status: 'Booked', price: 850.5 });

    const page2 = await call('GET', `${url}&page=2&limit=2`, shopper);
    expect(page2.json().map((b: { _id: string }) => b._id)).toEqual([ids[0]]);
    expect(
      (await call('GET', `/api/myorders?email=${encodeURIComponent(shopper.email.toUpperCase())}`, shopper)).json(),
    ).toHaveLength(3);
  });

  it('answers an empty list to a buyer with no orders', async () => {
    const fresh = await createAccount(t, { role: 'buyer' });
    const res = await call('GET', `/api/myorders?email=${encodeURIComponent(fresh.email)}`, fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("refuses another buyer's email (403), lets an admin read anyone's, refuses sellers and signed-out callers", async () => {
    const url = `/api/myorders?email=${encodeURIComponent(buyer.email)}`;
    await bookedGuitar(buyer);
    expect((await call('GET', url, otherBuyer)).statusCode).toBe(403);
    const asAdmin = await call('GET', url, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().length).toBeGreaterThan(0);
    expect((await call('GET', url, seller)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});

describe('DELETE /api/myorders/{id}', () => {
  it('deletes an unpaid order and puts the guitar back on sale, in one step', async () => {
    const { guitar, bookingId } = await bookedGuitar();
    const res = await call('DELETE', `/api/myorders/${bookingId}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await bookingRow(db(), bookingId)).toBeUndefined();
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');
    // And another buyer can book it now.
    expect((await call('POST', '/api/bookings', otherBuyer, bookingBody(guitar, otherBuyer))).statusCode).toBe(200);
  });

  it("refuses another buyer (403) and sellers (403); an admin may delete anyone's unpaid order", async () => {
    const { guitar, bookingId } = await bookedGuitar();
    expect((await call('DELETE', `/api/myorders/${bookingId}`, otherBuyer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/myorders/${bookingId}`, seller)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/myorders/${bookingId}`)).statusCode).toBe(401);
    expect(await bookingRow(db(), bookingId)).toBeDefined();
    expect((await call('DELETE', `/api/myorders/${bookingId}`, admin)).statusCode).toBe(200);
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');
  });

  it('refuses to delete a paid order: it is the record of the purchase', async () => {
    const { guitar, bookingId } = await bookedGuitar();
    expect((await pay(bookingId)).statusCode).toBe(200);
    for (const account of [buyer, admin]) {
      const res = await call('DELETE', `/api/myorders/${bookingId}`, account);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A paid order cannot be deleted; it is your record of the purchase.');
    }
    expect((await bookingRow(db(), bookingId))!.status).toBe('Paid');
    expect((await productRow(db(), guitar.id))!.status).toBe('Paid');
  });

  it('refuses while a payment of the order is being processed', async () => {
    const { guitar, bookingId } = await bookedGuitar();
    const intent = await call('POST', '/api/create-payment-intent', buyer, { bookingId });
    const ref = intent.json().clientSecret.split('_secret_')[0];
    await db().update(payments).set({ status: 'processing' }).where(eq(payments.providerRef, ref));
    const res = await call('DELETE', `/api/myorders/${bookingId}`, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_MESSAGES.paymentInFlight);
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');
  });

  it('records a payment that succeeded but was not recorded yet, instead of deleting the order', async () => {
    const { guitar, bookingId } = await bookedGuitar();
    const intent = await call('POST', '/api/create-payment-intent', buyer, { bookingId });
    const ref = intent.json().clientSecret.split('_secret_')[0];
    // As if the process died between charging the card and recording the order as Paid.
    await db()
      .update(payments)
      .set({ status: 'succeeded', transactionId: 'txn_crashed' })
      .where(eq(payments.providerRef, ref));
    const res = await call('DELETE', `/api/myorders/${bookingId}`, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_MESSAGES.paidCannotDelete);
    expect(await bookingRow(db(), bookingId)).toMatchObject({ status: 'Paid', transactionId: 'txn_crashed' });
    expect((await productRow(db(), guitar.id))!.status).toBe('Paid');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('DELETE', '/api/myorders/01900000-0000-7000-8000-00000000dead', buyer)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/myorders/nope', buyer)).statusCode).toBe(404);
  });
});

describe('PUT /api/myorders/{id} {status: Paid}', () => {
  it('refuses to mark an order Paid without a payment', async () => {
    const { guitar, bookingId } = await bookedGuitar();
    const res = await call('PUT', `/api/myorders/${bookingId}`, buyer, { status: 'Paid' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has not been paid yet.');
    // Nor with an intent that was never paid, nor as an admin.
    await call('POST', '/api/create-payment-intent', buyer, { bookingId });
    expect((await call('PUT', `/api/myorders/${bookingId}`, buyer, { status: 'Paid' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/myorders/${bookingId}`, admin, { status: 'Paid' })).statusCode).toBe(409);
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');
  });

  it('acknowledges an order the provider has confirmed (modifiedCount 0: already recorded)', async () => {
    const { bookingId } = await bookedGuitar();
    expect((await pay(bookingId)).statusCode).toBe(200);
    const res = await call('PUT', `/api/myorders/${bookingId}`, buyer, { status: 'Paid' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it('accepts no other status, and refuses other buyers, sellers and signed-out callers', async () => {
    const { bookingId } = await bookedGuitar();
    expect((await call('PUT', `/api/myorders/${bookingId}`, buyer, { status: 'Booked' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/myorders/${bookingId}`, otherBuyer, { status: 'Paid' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/myorders/${bookingId}`, seller, { status: 'Paid' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/myorders/${bookingId}`, undefined, { status: 'Paid' })).statusCode).toBe(401);
  });
});

describe('PUT /api/products/{id} {status}', () => {
  const put = (id: string, status: string, account: TestAccount | undefined = buyer) =>
    call('PUT', `/api/products/${id}`, account, { status });

  it("never marks a product Paid on the client's word", async () => {
    const { guitar } = await bookedGuitar();
    const res = await put(guitar.id, 'Paid');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has not been paid yet.');
    expect((await put(guitar.id, 'Paid', otherBuyer)).statusCode).toBe(403);
    const available = await insertProduct(db(), seller);
    expect((await put(available.id, 'Paid')).statusCode).toBe(409);
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');
    expect((await productRow(db(), available.id))!.status).toBe('Available');
  });

  it('acknowledges Paid once the payment went through', async () => {
    const { guitar, bookingId } = await bookedGuitar();
    expect((await pay(bookingId)).statusCode).toBe(200);
    expect((await put(guitar.id, 'Paid')).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it("never books a product on the client's word: acknowledged only for the buyer holding its order", async () => {
    const available = await insertProduct(db(), seller);
    const res = await put(available.id, 'Booked');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_MESSAGES.bookOnlyByBooking);
    expect((await productRow(db(), available.id))!.status).toBe('Available');

    const { guitar } = await bookedGuitar();
    expect((await put(guitar.id, 'Booked')).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    const other = await put(guitar.id, 'Booked', otherBuyer);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(BOOKING_MESSAGES.justBooked);
  });

  it("never releases a booked product on the client's word: that is deleting the order", async () => {
    const { guitar } = await bookedGuitar();
    for (const account of [buyer, otherBuyer, admin]) {
      const res = await put(guitar.id, 'Available', account);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BOOKING_MESSAGES.availableOnlyByDeleting);
    }
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');
    const available = await insertProduct(db(), seller);
    expect((await put(available.id, 'Available')).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it('refuses sellers (403), signed-out callers (401), unknown products (404) and unknown statuses (400)', async () => {
    const guitar = await insertProduct(db(), seller);
    expect((await put(guitar.id, 'Booked', seller)).statusCode).toBe(403);
    expect((await call('PUT', `/api/products/${guitar.id}`, undefined, { status: 'Booked' })).statusCode).toBe(401);
    expect((await put('01900000-0000-7000-8000-00000000dead', 'Booked')).statusCode).toBe(404);
    expect((await put('nope', 'Booked')).statusCode).toBe(404);
    expect((await put(guitar.id, 'Sold')).statusCode).toBe(400);
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');
  });
});

describe('a paid guitar', () => {
  it('leaves the category list and the featured list and counts in Total Sells', async () => {
    const { guitar, bookingId } = await bookedGuitar();
    await db().update(products).set({ advertise: true }).where(eq(products.id, guitar.id));
    const category = `/api/products/${guitar.categoryId}?limit=100`;
    const statusIn = async (url: string) =>
      ((await call('GET', url, buyer)).json() as { _id: string; status: string }[]).find((p) => p._id === guitar.id)
        ?.status;
    const totalSells = async () => (await call('GET', '/api/stats')).json().totalSells as number;
    expect(await statusIn(category)).toBe('Booked');
    expect(await statusIn('/api/advertisedproduct?limit=100')).toBeUndefined();
    const sellsBefore = await totalSells();

    expect((await pay(bookingId)).statusCode).toBe(200);
    expect(await statusIn(category)).toBeUndefined();
    expect(await statusIn('/api/advertisedproduct?limit=100')).toBeUndefined();
    expect(await totalSells()).toBe(sellsBefore + 1);
    expect((await call('GET', '/api/soldproducts')).json()).toContainEqual({ _id: bookingId });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@restrung/shared/booking';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { bookings, notifications } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingRow, productRow } from '../../test/booking-fixtures.ts';
import { insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let seller: TestAccount;
let otherSeller: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Sam Seller' });
  otherSeller = await createAccount(t, { role: 'seller', verified: true });
  buyer = await createAccount(t, { role: 'buyer', name: 'Bea Buyer' });
});
afterAll(() => t.close());

const db = () => t.database.db;
async function book() {
  const guitar = await insertProduct(db(), seller);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: buyer.headers,
    payload: bookingBody(guitar, buyer),
  });
  return { guitar, id: res.json().insertedId as string };
}
const cancel = (id: string, account: TestAccount, payload: object = { reason: 'Sold it at the shop, sorry.' }) =>
  t.app.inject({ method: 'POST', url: `/api/mysales/${id}/cancel`, headers: account.headers, payload });

describe('GET /api/mysales', () => {
  it("lists the orders of the seller's own guitars with the buyer's contact, status and hold", async () => {
    const { guitar, id } = await book();
    const res = await t.app.inject({ method: 'GET', url: '/api/mysales', headers: seller.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      _id: id,
      productName: guitar.productName,
      buyersName: 'Bea Buyer',
      phone: '+1 214 555 0101',
      location: 'Dallas, TX',
      status: 'Booked',
      holdExpiresAt: expect.any(String),
    });
    const others = await t.app.inject({ method: 'GET', url: '/api/mysales', headers: otherSeller.headers });
    expect(others.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/mysales', headers: buyer.headers })).statusCode).toBe(403);
  });
});

describe('POST /api/mysales/{id}/cancel', () => {
  it('cancels an unpaid booking: the guitar is Available and the buyer is told why', async () => {
    const { guitar, id } = await book();
    const res = await cancel(id, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await bookingRow(db(), id)).toBeUndefined();
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.bookingId, id)));
    expect(told).toMatchObject({ kind: 'booking_cancelled' });
    expect(told!.details).toMatchObject({ cancelledBy: 'seller', reason: 'Sold it at the shop, sorry.' });
  });

  it("refuses another seller's guitar and buyers", async () => {
    const { id } = await book();
    const res = await cancel(id, otherSeller);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(BOOKING_MESSAGES.notYourSale);
    expect((await cancel(id, buyer)).statusCode).toBe(403);
    expect((await bookingRow(db(), id))!.status).toBe('Booked');
  });

  it('refuses a paid order', async () => {
    const { id } = await book();
    await db().update(bookings).set({ status: 'Paid', paidAt: new Date() }).where(eq(bookings.id, id));
    const res = await cancel(id, seller);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_MESSAGES.paidCannotCancel);
  });

  it('wants a reason, in plain text, and nothing else', async () => {
    const { id } = await book();
    const missing = await cancel(id, seller, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(BOOKING_MESSAGES.cancelReasonRequired);
    expect((await cancel(id, seller, { reason: '   ' })).statusCode).toBe(400);
    const control = await cancel(id, seller, { reason: 'no\u0007' });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toContain(CONTROL_CHARACTER_MESSAGE);
    expect((await cancel(id, seller, { reason: 'ok', status: 'Available' })).statusCode).toBe(400);
    expect((await bookingRow(db(), id))!.status).toBe('Booked');
  });

  it('answers 404 for an unknown or malformed order', async () => {
    expect((await cancel('not-an-id', seller)).statusCode).toBe(404);
  });
});

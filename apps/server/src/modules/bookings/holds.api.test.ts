import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@restrung/shared/booking';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingsOfProduct, productRow } from '../../test/booking-fixtures.ts';
import { insertProduct, type ProductRow } from '../../test/fixtures.ts';

let t: TestApp;
let seller: TestAccount;

beforeAll(async () => {
  t = await buildTestApp({ MAX_OPEN_BOOKINGS: '3' });
  seller = await createAccount(t, { role: 'seller', verified: true });
});
afterAll(() => t.close());

const db = () => t.database.db;
const book = (product: ProductRow, buyer: TestAccount) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: buyer.headers, payload: bookingBody(product, buyer) });
const guitar = () => insertProduct(db(), seller);

describe('the hold of an unpaid booking', () => {
  it('ends BOOKING_HOLD_HOURS (48) after booking, shown on the order while it is unpaid', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const before = Date.now();
    const res = await book(await guitar(), buyer);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${res.json().insertedId}`, headers: buyer.headers })
    ).json();
    const hold = new Date(order.holdExpiresAt).getTime() - before;
    expect(hold).toBeGreaterThan(48 * 3600_000 - 60_000);
    expect(hold).toBeLessThan(48 * 3600_000 + 60_000);
  });
});

describe('MAX_OPEN_BOOKINGS', () => {
  it('refuses a buyer a fourth unpaid booking, saying why, and writes nothing', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    for (let i = 0; i < 3; i++) expect((await book(await guitar(), buyer)).statusCode).toBe(200);
    const fourth = await guitar();
    const res = await book(fourth, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You already hold 3 unpaid bookings, the most at once. Pay for one or delete it in My Orders before booking another guitar.',
    );
    expect(res.json().message).toBe(BOOKING_MESSAGES.tooManyOpen(3));
    expect((await productRow(db(), fourth.id))!.status).toBe('Available');
    expect(await bookingsOfProduct(db(), fourth.id)).toEqual([]);
    // Another buyer is not affected.
    expect((await book(fourth, await createAccount(t, { role: 'buyer' }))).statusCode).toBe(200);
  });

  it('frees a place when the buyer deletes an unpaid order', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await book(await guitar(), buyer)).json().insertedId);
    expect((await book(await guitar(), buyer)).statusCode).toBe(409);
    await t.app.inject({ method: 'DELETE', url: `/api/myorders/${ids[0]}`, headers: buyer.headers });
    expect((await book(await guitar(), buyer)).statusCode).toBe(200);
  });

  it('counts bookings made at the same moment: one of two racing for the last place wins', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    for (let i = 0; i < 2; i++) await book(await guitar(), buyer);
    const results = await Promise.all([book(await guitar(), buyer), book(await guitar(), buyer)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

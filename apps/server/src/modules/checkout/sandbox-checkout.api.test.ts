import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@restrung/shared/booking';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingRow, card, paymentsOfBooking, productRow } from '../../test/booking-fixtures.ts';
import { insertProduct } from '../../test/fixtures.ts';

/** Every log line the app writes, at the most verbose level, to prove no card number reaches the logs. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp({}, { logger: { level: 'trace', stream: logStream } });
  seller = await createAccount(t, { role: 'seller', verified: true });
  buyer = await createAccount(t, { role: 'buyer', name: 'Bea Buyer' });
  otherBuyer = await createAccount(t, { role: 'buyer' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
/** `null` calls signed out. */
const post = (url: string, account: TestAccount | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: account?.headers, payload });

async function bookedGuitar(who: TestAccount = buyer, priceCents = 125_050) {
  const guitar = await insertProduct(db(), seller, { askingPriceCents: priceCents });
  const res = await post('/api/bookings', who, bookingBody(guitar, who));
  expect(res.statusCode).toBe(200);
  return { guitar, bookingId: res.json().insertedId as string };
}
const createIntent = (bookingId: string, who: TestAccount | null = buyer, price: unknown = 1250.5) =>
  post('/api/create-payment-intent', who, { bookingId, price });
async function clientSecretFor(bookingId: string, who: TestAccount = buyer): Promise<string> {
  const res = await createIntent(bookingId, who);
  expect(res.statusCode).toBe(200);
  return res.json().clientSecret;
}
const confirm = (clientSecret: string, number: string, who: TestAccount | null = buyer) =>
  post('/api/payments/sandbox/confirm', who, {
    clientSecret,
    card: card(number),
    billingName: 'Bea Buyer',
    billingEmail: 'bea@example.test',
  });

describe('GET /api/config', () => {
  it('tells the browser the sandbox card form is in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().payments).toEqual({ provider: 'sandbox' });
    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toContain('stripe');
  });
});

describe('POST /api/create-payment-intent', () => {
  it("makes an intent for the order's own price, whatever price the body says", async () => {
    const { bookingId } = await bookedGuitar(buyer, 125_050);
    for (const price of [1, 0.01, -5, 'free', 999_999]) {
      const res = await createIntent(bookingId, buyer, price);
      expect(res.statusCode).toBe(200);
      expect(res.json().clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    }
    const rows = await paymentsOfBooking(db(), bookingId);
    // A reload reuses the intent: one row, for 1,250.50 dollars.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 125_050, provider: 'sandbox', status: 'requires_payment' });
  });

  it('answers the same client secret on every call for the same order', async () => {
    const { bookingId } = await bookedGuitar();
    expect(await clientSecretFor(bookingId)).toBe(await clientSecretFor(bookingId));
  });

  it("refuses another buyer's order (403), an unknown or malformed order (404), a missing bookingId (400) and a paid order (409)", async () => {
    const { bookingId } = await bookedGuitar();
    const other = await createIntent(bookingId, otherBuyer);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(BOOKING_MESSAGES.notYourOrder);
    expect(await paymentsOfBooking(db(), bookingId)).toHaveLength(0);
    expect((await createIntent('01900000-0000-7000-8000-00000000dead')).statusCode).toBe(404);
    expect((await createIntent('nope')).statusCode).toBe(404);
    const missing = await post('/api/create-payment-intent', buyer, { price: 10 });
    expect(missing.statusCode).toBe(400);

    expect((await confirm(await clientSecretFor(bookingId), '4242424242424242')).statusCode).toBe(200);
    const paid = await createIntent(bookingId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This order has already been paid.');
  });

  it('is for buyers only: 401 signed out, 403 for sellers and admins', async () => {
    const { bookingId } = await bookedGuitar();
    expect((await createIntent(bookingId, null)).statusCode).toBe(401);
    expect((await createIntent(bookingId, seller)).statusCode).toBe(403);
    expect((await createIntent(bookingId, admin)).statusCode).toBe(403);
  });
});

describe('POST /api/payments/sandbox/confirm', () => {
  it('pays the order: the order and the guitar are Paid, with a transaction id', async () => {
    const { guitar, bookingId } = await bookedGuitar();
    const res = await confirm(await clientSecretFor(bookingId), '4242 4242 4242 4242');
    expect(res.statusCode).toBe(200);
    const { status, transactionId } = res.json();
    expect(status).toBe('succeeded');
    expect(transactionId).toMatch(/^txn_/);
    expect(await bookingRow(db(), bookingId)).toMatchObject({
      status: 'Paid',
      transactionId,
      paidAt: expect.any(Date),
    });
    expect((await productRow(db(), guitar.id))!.status).toBe('Paid');

    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, headers: buyer.headers });
    expect(read.json()).toMatchObject({ status: 'Paid', transactionId, paidAt: expect.stringMatching(/Z$/) });
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    expect(orders.json().find((o: { _id: string }) => o._id === bookingId)).toMatchObject({
      status: 'Paid',
      transactionId,
    });
  });

  it('never charges twice: confirming again answers the same transaction, with one succeeded payment', async () => {
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    const first = await confirm(secret, '4242424242424242');
    const second = await confirm(secret, '5555555555554444');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await paymentsOfBooking(db(), bookingId);
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect((await bookingRow(db(), bookingId))!.transactionId).toBe(first.json().transactionId);
  });

  it('charges once when the same order is confirmed many times at once', async () => {
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    const results = await Promise.all(Array.from({ length: 6 }, () => confirm(secret, '4242424242424242')));
    const succeeded = results.filter((r) => r.statusCode === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(new Set(succeeded.map((r) => r.json().transactionId)).size).toBe(1);
    expect((await paymentsOfBooking(db(), bookingId)).filter((r) => r.status === 'succeeded')).toHaveLength(1);
    expect((await bookingRow(db(), bookingId))!.status).toBe('Paid');
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('a declined card (%s) answers 402 with "%s" and leaves the order unpaid and payable', async (number, message) => {
    const { guitar, bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    const res = await confirm(secret, number);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ statusCode: 402, error: 'Payment Required', message });
    expect(await bookingRow(db(), bookingId)).toMatchObject({ status: 'Booked', transactionId: null });
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/myorders/${bookingId}`,
          headers: buyer.headers,
          payload: { status: 'Paid' },
        })
      ).statusCode,
    ).toBe(409);

    const retry = await confirm(secret, '4242424242424242');
    expect(retry.statusCode).toBe(200);
    expect((await bookingRow(db(), bookingId))!.status).toBe('Paid');
  });

  it("refuses to pay someone else's order, even with its client secret", async () => {
    const { bookingId } = await bookedGuitar(buyer);
    const secret = await clientSecretFor(bookingId, buyer);
    const res = await confirm(secret, '4242424242424242', otherBuyer);
    expect(res.statusCode).toBe(403);
    expect((await paymentsOfBooking(db(), bookingId))[0]!.status).toBe('requires_payment');
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');
  });

  it("answers invalid card details with 400 and Stripe's wording, before charging anything", async () => {
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    const res = await confirm(secret, '4242424242424241');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your card number is invalid.');
    expect((await paymentsOfBooking(db(), bookingId))[0]!.status).toBe('requires_payment');
  });

  it('answers 404 for an unknown or wrong client secret', async () => {
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    for (const wrong of ['pi_unknown_secret_x', `${secret.split('_secret_')[0]}_secret_guess`, 'garbage']) {
      const res = await confirm(wrong, '4242424242424242');
      expect(res.statusCode, wrong).toBe(404);
      expect(res.json().message).toBe('No such payment.');
    }
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');
  });

  it('answers 404 once the order has been deleted', async () => {
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/myorders/${bookingId}`, headers: buyer.headers })).statusCode,
    ).toBe(200);
    expect((await confirm(secret, '4242424242424242')).statusCode).toBe(404);
  });

  it('is for buyers only: 401 signed out, 403 for sellers and admins', async () => {
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    expect((await confirm(secret, '4242424242424242', null)).statusCode).toBe(401);
    expect((await confirm(secret, '4242424242424242', seller)).statusCode).toBe(403);
    expect((await confirm(secret, '4242424242424242', admin)).statusCode).toBe(403);
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');
  });

  it('never writes a card number to the logs', async () => {
    const numbers = ['4242424242424242', '4000000000000002', '4000000000009995', '4242424242424241'];
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    logLines.length = 0;
    for (const number of numbers.slice(1)) await confirm(secret, number);
    await confirm(secret, numbers[0]!);
    await post('/api/payments/sandbox/confirm', buyer, {
      clientSecret: secret,
      card: { ...card(numbers[0]!), expMonth: 'x' },
    });
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/payments/sandbox/confirm');
    expect(logs).toContain('sandbox card payment attempt');
    for (const number of numbers) expect(logs).not.toContain(number);
    expect(logs).not.toContain('"cvc"');
  });
});

describe('POST /api/payments/sync (with the sandbox)', () => {
  it('answers a recorded payment to its buyer only', async () => {
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    const paid = (await confirm(secret, '4242424242424242')).json();
    const paymentIntentId = secret.split('_secret_')[0]!;
    const res = await post('/api/payments/sync', buyer, { paymentIntentId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(paid);
    expect((await post('/api/payments/sync', otherBuyer, { paymentIntentId })).statusCode).toBe(403);
    expect((await post('/api/payments/sync', seller, { paymentIntentId })).statusCode).toBe(403);
    expect((await post('/api/payments/sync', null, { paymentIntentId })).statusCode).toBe(401);
    expect((await post('/api/payments/sync', buyer, { paymentIntentId: 'pi_nope' })).statusCode).toBe(404);
  });

  it('answers 402 with the decline message after a declined card, and 409 before any attempt', async () => {
    const { bookingId } = await bookedGuitar();
    const secret = await clientSecretFor(bookingId);
    const paymentIntentId = secret.split('_secret_')[0]!;
    const before = await post('/api/payments/sync', buyer, { paymentIntentId });
    expect(before.statusCode).toBe(409);
    await confirm(secret, '4000000000000002');
    const after = await post('/api/payments/sync', buyer, { paymentIntentId });
    expect(after.statusCode).toBe(402);
    expect(after.json().message).toBe('Your card was declined.');
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');
  });
});

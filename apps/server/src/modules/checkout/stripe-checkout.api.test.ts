import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingRow, paymentsOfBooking, productRow } from '../../test/booking-fixtures.ts';
import { insertProduct } from '../../test/fixtures.ts';
import {
  signedStripeEvent,
  startStripeStandIn,
  STRIPE_PUBLISHABLE_KEY,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';

let stripe: StripeStandIn;
let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await buildTestApp(stripe.env);
  seller = await createAccount(t, { role: 'seller', verified: true });
  buyer = await createAccount(t, { role: 'buyer' });
  otherBuyer = await createAccount(t, { role: 'buyer' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const db = () => t.database.db;
const post = (url: string, account: TestAccount | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: account?.headers, payload });

async function bookedGuitar(priceCents = 125_050) {
  const guitar = await insertProduct(db(), seller, { askingPriceCents: priceCents });
  const res = await post('/api/bookings', buyer, bookingBody(guitar, buyer));
  expect(res.statusCode).toBe(200);
  return { guitar, bookingId: res.json().insertedId as string };
}

/** Books a guitar and creates its Stripe intent; answers the intent id too. */
async function bookedWithIntent(priceCents?: number) {
  const booked = await bookedGuitar(priceCents);
  const res = await post('/api/create-payment-intent', buyer, { bookingId: booked.bookingId, price: 1 });
  expect(res.statusCode).toBe(200);
  const clientSecret = res.json().clientSecret as string;
  return { ...booked, clientSecret, intentId: clientSecret.split('_secret_')[0]! };
}

const webhook = (payload: string, signature?: string, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

describe('configuration with Stripe', () => {
  it('gives the browser the publishable key (and no secret) and lets Stripe.js through the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().payments).toEqual({ provider: 'stripe', publishableKey: STRIPE_PUBLISHABLE_KEY });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec');
    // The pages' policy (an API answer has its own, decision 0074).
    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it('has no sandbox card processor', async () => {
    const res = await post('/api/payments/sandbox/confirm', buyer, { clientSecret: 'x', card: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/create-payment-intent (Stripe)', () => {
  it("creates a card intent for the order's own price with the order in metadata, once per order", async () => {
    const { bookingId, clientSecret, intentId } = await bookedWithIntent(99_999);
    const created = stripe.requests.filter(
      (r) => r.method === 'POST' && r.form.get('metadata[bookingId]') === bookingId,
    );
    expect(created[0]!.form.get('amount')).toBe('99999');
    expect(created[0]!.form.get('currency')).toBe('usd');
    expect(created[0]!.idempotencyKey).toBe(`booking:${bookingId}:99999`);
    expect(created[0]!.form.get('receipt_email')).toBe(buyer.email);

    const again = await post('/api/create-payment-intent', buyer, { bookingId, price: 0.5 });
    expect(again.json().clientSecret).toBe(clientSecret);
    const rows = await paymentsOfBooking(db(), bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'stripe',
      providerRef: intentId,
      amountCents: 99_999,
      status: 'requires_payment',
    });
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('settles the order on a signed payment_intent.succeeded, once', async () => {
    const { guitar, bookingId, intentId } = await bookedWithIntent();
    const { payload, signature } = signedStripeEvent('payment_intent.succeeded', stripe.succeed(intentId));
    const res = await webhook(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await bookingRow(db(), bookingId)).toMatchObject({ status: 'Paid', transactionId: intentId });
    expect((await productRow(db(), guitar.id))!.status).toBe('Paid');
    expect((await paymentsOfBooking(db(), bookingId))[0]).toMatchObject({
      status: 'succeeded',
      transactionId: intentId,
    });

    // Stripe delivers at least once: a replay changes nothing.
    const paidAt = (await bookingRow(db(), bookingId))!.paidAt;
    const replay = signedStripeEvent('payment_intent.succeeded', stripe.intents.get(intentId)!);
    expect((await webhook(replay.payload, replay.signature)).statusCode).toBe(200);
    expect((await bookingRow(db(), bookingId))!.paidAt).toEqual(paidAt);
    // And the spec's client's follow-up calls are acknowledged.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/myorders/${bookingId}`,
      headers: buyer.headers,
      payload: { status: 'Paid' },
    });
    expect(put.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it('refuses a bad, missing or foreign signature with 400 and settles nothing', async () => {
    const { guitar, bookingId, intentId } = await bookedWithIntent();
    const intent = { ...stripe.intents.get(intentId)!, status: 'succeeded', amount_received: 125_050 };
    const good = signedStripeEvent('payment_intent.succeeded', intent);
    const foreign = signedStripeEvent('payment_intent.succeeded', intent, 'whsec_someone_else');
    for (const [payload, signature] of [
      [good.payload, 't=1,v1=deadbeef'],
      [good.payload, undefined],
      [foreign.payload, foreign.signature],
      [good.payload.replace('"succeeded"', '"succeeded" '), good.signature],
    ] as const) {
      const res = await webhook(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');
    expect((await paymentsOfBooking(db(), bookingId))[0]!.status).toBe('requires_payment');
  });

  it('does not settle a payment of another amount', async () => {
    const { bookingId, intentId } = await bookedWithIntent();
    const { payload, signature } = signedStripeEvent('payment_intent.succeeded', {
      ...stripe.intents.get(intentId)!,
      status: 'succeeded',
      amount_received: 100,
    });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');
  });

  it('records a failed payment and leaves the order payable', async () => {
    const { bookingId, intentId } = await bookedWithIntent();
    const { payload, signature } = signedStripeEvent('payment_intent.payment_failed', {
      ...stripe.intents.get(intentId)!,
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await paymentsOfBooking(db(), bookingId))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');

    // The buyer retries the same intent with another card and it goes through; its webhook has not arrived yet.
    stripe.succeed(intentId);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/myorders/${bookingId}`,
      headers: buyer.headers,
      payload: { status: 'Paid' },
    });
    expect(put.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await bookingRow(db(), bookingId)).toMatchObject({ status: 'Paid', transactionId: intentId });
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const { STRIPE_WEBHOOK_SECRET: _unused, ...withoutSecret } = stripe.env;
    const other = await buildTestApp(withoutSecret);
    try {
      const { payload, signature } = signedStripeEvent('payment_intent.succeeded', {
        id: 'pi_x',
        object: 'payment_intent',
      });
      expect((await webhook(payload, signature, other)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/payments/sync (Stripe)', () => {
  it('settles the order once Stripe reports the payment succeeded, asking Stripe itself', async () => {
    const { guitar, bookingId, intentId } = await bookedWithIntent();
    const early = await post('/api/payments/sync', buyer, { paymentIntentId: intentId });
    expect(early.statusCode).toBe(409);
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');

    stripe.succeed(intentId);
    expect((await post('/api/payments/sync', otherBuyer, { paymentIntentId: intentId })).statusCode).toBe(403);
    expect((await bookingRow(db(), bookingId))!.status).toBe('Booked');
    const res = await post('/api/payments/sync', buyer, { paymentIntentId: intentId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded', transactionId: intentId });
    expect((await productRow(db(), guitar.id))!.status).toBe('Paid');
    expect((await post('/api/payments/sync', buyer, { paymentIntentId: intentId })).json()).toEqual(res.json());
  });

  it("answers 402 with Stripe's message after a decline", async () => {
    const { intentId } = await bookedWithIntent();
    Object.assign(stripe.intents.get(intentId)!, {
      last_payment_error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    const res = await post('/api/payments/sync', buyer, { paymentIntentId: intentId });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card has insufficient funds.');
  });

  it('answers 404 for an intent Stripe does not know', async () => {
    expect((await post('/api/payments/sync', buyer, { paymentIntentId: 'pi_unknown' })).statusCode).toBe(404);
    expect((await post('/api/payments/sync', buyer, { paymentIntentId: '../v1/customers' })).statusCode).toBe(404);
  });
});

describe('PUT /api/myorders/{id} and DELETE /api/myorders/{id} with Stripe', () => {
  it('records a payment Stripe has confirmed but whose webhook has not arrived (modifiedCount 1)', async () => {
    const { guitar, bookingId, intentId } = await bookedWithIntent();
    const before = await t.app.inject({
      method: 'PUT',
      url: `/api/myorders/${bookingId}`,
      headers: buyer.headers,
      payload: { status: 'Paid' },
    });
    expect(before.statusCode).toBe(409);
    stripe.succeed(intentId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/myorders/${bookingId}`,
      headers: buyer.headers,
      payload: { status: 'Paid' },
    });
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await productRow(db(), guitar.id))!.status).toBe('Paid');
  });

  it('does not delete an order Stripe has taken the money for', async () => {
    const { bookingId, intentId } = await bookedWithIntent();
    stripe.succeed(intentId);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${bookingId}`, headers: buyer.headers });
    expect(res.statusCode).toBe(409);
    expect((await bookingRow(db(), bookingId))!.status).toBe('Paid');
  });

  it('does not delete an order whose payment Stripe is still processing', async () => {
    const { bookingId, intentId } = await bookedWithIntent();
    Object.assign(stripe.intents.get(intentId)!, { status: 'processing' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/myorders/${bookingId}`, headers: buyer.headers });
    expect(res.statusCode).toBe(409);
    expect(await bookingRow(db(), bookingId)).toBeDefined();
  });
});

import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_INTERRUPTED_MESSAGE } from '@restrung/shared/payment-recovery';
import { payments } from '../../db/schema.ts';
import { paymentsRepository } from './repository.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingRow, card, paymentsOfBooking, productRow } from '../../test/booking-fixtures.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { paymentReconciler } from './payment-reconciler.ts';

/**
 * Issue 9, item 5: the background reconciler settles what a crash left half-done, on PGlite and on PostgreSQL.
 * A crash cannot happen inside a test process, so each half-done state is made with the very repository calls
 * the sandbox's confirm makes before the point where the process died; the real crash is in crash-recovery.test.ts.
 */

const AFTER_SECONDS = 30;

function capturingApp(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, build: () => buildTestApp(env, { logger: { level: 'info', stream } }) };
}
const logged = (lines: string[], message: string) =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === message);

interface Parties {
  seller: TestAccount;
  buyer: TestAccount;
}

async function bookWithIntent(t: TestApp, { seller, buyer }: Parties) {
  const guitar = await insertProduct(t.database.db, seller, { askingPriceCents: 80_000 });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: buyer.headers,
    payload: bookingBody(guitar, buyer),
  });
  expect(booked.statusCode).toBe(200);
  const bookingId = booked.json().insertedId as string;
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: buyer.headers,
    payload: { bookingId, price: 800 },
  });
  expect(intent.statusCode).toBe(200);
  const clientSecret = intent.json().clientSecret as string;
  return { guitar, bookingId, clientSecret, providerRef: clientSecret.split('_secret_')[0]! };
}

/** The row as a crash left it `seconds` ago. */
const age = (t: TestApp, providerRef: string, seconds: number) =>
  t.database.db
    .update(payments)
    .set({ updatedAt: sql`${payments.updatedAt} - make_interval(secs => ${seconds})` })
    .where(eq(payments.providerRef, providerRef));

describe('with the sandbox processor', () => {
  const { lines, build } = capturingApp();
  let t: TestApp;
  let parties: Parties;
  beforeAll(async () => {
    t = await build();
    parties = {
      seller: await createAccount(t, { role: 'seller', verified: true }),
      buyer: await createAccount(t, { role: 'buyer' }),
    };
  });
  afterAll(() => t.close());

  const reconciler = (batchSize?: number) =>
    paymentReconciler({ afterSeconds: AFTER_SECONDS, ...(batchSize ? { batchSize } : {}) }, t.database.db, t.app.log);

  /** Killed after the charge was recorded as succeeded, before the order was settled. */
  async function chargedNotSettled(ageSeconds = 60) {
    const order = await bookWithIntent(t, parties);
    const repo = paymentsRepository(t.database.db);
    expect((await repo.claimForCharge(order.providerRef, 30)).claimed).toBe(true);
    await repo.finishCharge(order.providerRef, {
      status: 'succeeded',
      transactionId: `txn_crash${order.providerRef.slice(3, 12)}`,
    });
    await age(t, order.providerRef, ageSeconds);
    return order;
  }

  /** Killed after the charge was claimed (`processing`), before its outcome was recorded. */
  async function stuckProcessing(ageSeconds = 60) {
    const order = await bookWithIntent(t, parties);
    expect((await paymentsRepository(t.database.db).claimForCharge(order.providerRef, 30)).claimed).toBe(true);
    await age(t, order.providerRef, ageSeconds);
    return order;
  }

  it('makes the order of a succeeded payment Paid, with its transaction id, and its product Paid', async () => {
    const order = await chargedNotSettled();
    const report = await reconciler().runOnce();
    expect(report.paid).toEqual([order.providerRef]);
    const booking = await bookingRow(t.database.db, order.bookingId);
    const [payment] = await paymentsOfBooking(t.database.db, order.bookingId);
    expect(booking).toMatchObject({ status: 'Paid', transactionId: payment!.transactionId });
    expect((await productRow(t.database.db, order.guitar.id))!.status).toBe('Paid');
    // The buyer sees it as paid, and paying again charges nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: parties.buyer.headers,
      payload: {
        clientSecret: order.clientSecret,
        card: card('4242424242424242'),
        billingName: 'B',
        billingEmail: 'b@example.test',
      },
    });
    expect(again.json()).toEqual({ status: 'succeeded', transactionId: payment!.transactionId });
  });

  it('ends a charge stuck in processing as failed, and the order stays Booked and payable', async () => {
    const order = await stuckProcessing();
    const report = await reconciler().runOnce();
    expect(report.failed).toEqual([order.providerRef]);
    expect(report.paid).toEqual([]);
    const [payment] = await paymentsOfBooking(t.database.db, order.bookingId);
    expect(payment).toMatchObject({
      status: 'failed',
      failureMessage: PAYMENT_INTERRUPTED_MESSAGE,
      transactionId: null,
    });
    expect((await bookingRow(t.database.db, order.bookingId))!.status).toBe('Booked');
    expect((await productRow(t.database.db, order.guitar.id))!.status).toBe('Booked');
    // Payable at once: no 409 "already being processed", no wait for the stale-attempt takeover.
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: parties.buyer.headers,
      payload: {
        clientSecret: order.clientSecret,
        card: card('4242424242424242'),
        billingName: 'B',
        billingEmail: 'b@example.test',
      },
    });
    expect(pay.statusCode).toBe(200);
    expect((await bookingRow(t.database.db, order.bookingId))!.status).toBe('Paid');
  });

  it('leaves alone a payment touched within PAYMENT_RECONCILE_AFTER_SECONDS: it may be a charge in progress', async () => {
    const processing = await stuckProcessing(5);
    const succeeded = await chargedNotSettled(5);
    const report = await reconciler().runOnce();
    expect(report.failed).not.toContain(processing.providerRef);
    expect(report.checked).not.toContain(succeeded.providerRef);
    expect((await paymentsOfBooking(t.database.db, processing.bookingId))[0]!.status).toBe('processing');
    expect((await bookingRow(t.database.db, succeeded.bookingId))!.status).toBe('Booked');
    // Once old enough they are handled; settled here so that they cannot show up in the next tests' passes.
    for (const order of [processing, succeeded]) await age(t, order.providerRef, 60);
    expect(await reconciler().runOnce()).toEqual({
      failed: [processing.providerRef],
      checked: [succeeded.providerRef],
      paid: [succeeded.providerRef],
    });
  });

  it('is idempotent: a second pass changes nothing and logs nothing', async () => {
    const settled = await chargedNotSettled();
    const failed = await stuckProcessing();
    const first = await reconciler().runOnce();
    expect(first.paid).toContain(settled.providerRef);
    expect(first.failed).toContain(failed.providerRef);
    const before = [
      await paymentsOfBooking(t.database.db, settled.bookingId),
      await paymentsOfBooking(t.database.db, failed.bookingId),
    ];
    const linesBefore = lines.length;
    const second = await reconciler().runOnce();
    expect(second).toEqual({ failed: [], checked: [], paid: [] });
    expect([
      await paymentsOfBooking(t.database.db, settled.bookingId),
      await paymentsOfBooking(t.database.db, failed.bookingId),
    ]).toEqual(before);
    expect(lines.length).toBe(linesBefore);
  });

  it('two reconcilers at once handle each row once', async () => {
    const charged = await Promise.all([1, 2, 3, 4].map(() => chargedNotSettled()));
    const stuck = await Promise.all([1, 2, 3, 4].map(() => stuckProcessing()));
    const paidLogsBefore = logged(lines, 'order paid').length;
    const failLogsBefore = lines.length;
    // Small batches make the two passes interleave claim by claim.
    const [a, b] = await Promise.all([reconciler(1).runOnce(), reconciler(2).runOnce()]);
    const paid = [...a.paid, ...b.paid];
    const failed = [...a.failed, ...b.failed];
    expect(paid.toSorted()).toEqual(charged.map((o) => o.providerRef).toSorted());
    expect(failed.toSorted()).toEqual(stuck.map((o) => o.providerRef).toSorted());
    expect([...a.checked, ...b.checked].toSorted()).toEqual(paid.toSorted());
    expect(logged(lines, 'order paid').length - paidLogsBefore).toBe(4);
    expect(
      logged(
        lines.slice(failLogsBefore),
        'a card charge interrupted before its outcome was recorded has no proof of payment; marked failed',
      ),
    ).toHaveLength(4);
    for (const order of charged) expect((await bookingRow(t.database.db, order.bookingId))!.status).toBe('Paid');
    for (const order of stuck) expect((await bookingRow(t.database.db, order.bookingId))!.status).toBe('Booked');
  });
});

describe('with Stripe', () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let parties: Parties;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await buildTestApp(stripe.env);
    parties = {
      seller: await createAccount(t, { role: 'seller', verified: true }),
      buyer: await createAccount(t, { role: 'buyer' }),
    };
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const reconciler = () => paymentReconciler({ ...stripe.env, afterSeconds: AFTER_SECONDS }, t.database.db, t.app.log);

  it('retrieves an open intent and settles its order when Stripe says it succeeded (we never heard of it)', async () => {
    const order = await bookWithIntent(t, parties);
    stripe.succeed(order.providerRef);
    await age(t, order.providerRef, 60);
    const report = await reconciler().runOnce();
    expect(report.paid).toEqual([order.providerRef]);
    expect(await bookingRow(t.database.db, order.bookingId)).toMatchObject({
      status: 'Paid',
      transactionId: order.providerRef,
    });
    expect((await paymentsOfBooking(t.database.db, order.bookingId))[0]!.status).toBe('succeeded');
    expect(await reconciler().runOnce()).toEqual({ failed: [], checked: [], paid: [] });
  });

  it('settles a payment recorded as succeeded whose order is still Booked (killed between the record and the settlement)', async () => {
    const order = await bookWithIntent(t, parties);
    stripe.succeed(order.providerRef);
    await paymentsRepository(t.database.db).recordStatus(order.providerRef, {
      status: 'succeeded',
      transactionId: order.providerRef,
    });
    await age(t, order.providerRef, 60);
    expect((await reconciler().runOnce()).paid).toEqual([order.providerRef]);
    expect((await bookingRow(t.database.db, order.bookingId))!.status).toBe('Paid');
  });

  it('records what Stripe says of an intent still processing or declined, and the order stays Booked', async () => {
    const processing = await bookWithIntent(t, parties);
    Object.assign(stripe.intents.get(processing.providerRef)!, { status: 'processing' });
    await paymentsRepository(t.database.db).recordStatus(processing.providerRef, { status: 'processing' });
    const declined = await bookWithIntent(t, parties);
    Object.assign(stripe.intents.get(declined.providerRef)!, {
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    for (const order of [processing, declined]) await age(t, order.providerRef, 60);
    const report = await reconciler().runOnce();
    expect(report.checked.toSorted()).toEqual([processing.providerRef, declined.providerRef].toSorted());
    expect(report.paid).toEqual([]);
    expect((await paymentsOfBooking(t.database.db, processing.bookingId))[0]!.status).toBe('processing');
    expect((await paymentsOfBooking(t.database.db, declined.bookingId))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    for (const order of [processing, declined])
      expect((await bookingRow(t.database.db, order.bookingId))!.status).toBe('Booked');
    // Asked again only once PAYMENT_RECONCILE_AFTER_SECONDS have passed: a pass right after checks nothing.
    expect((await reconciler().runOnce()).checked).toEqual([]);
  });
});

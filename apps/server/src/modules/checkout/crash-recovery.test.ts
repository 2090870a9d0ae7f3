import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { PAYMENT_INTERRUPTED_MESSAGE } from '@restrung/shared/payment-recovery';
import { openDatabase } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../../test/server-process.ts';
import { card } from '../../test/booking-fixtures.ts';

/**
 * Issue 9, item 5, with a real crash: the real server (server.ts, embedded PGlite in a temporary DATA_DIR) dies by
 * SIGKILL at the test-only crash points of lib/crash-point.ts, once while a charge is `processing` and once between
 * a succeeded charge and its order's settlement; a restart on the same data settles both within
 * PAYMENT_RECONCILE_INTERVAL_SECONDS + PAYMENT_RECONCILE_AFTER_SECONDS.
 */

const INTERVAL_SECONDS = 1;
const AFTER_SECONDS = 2;
/** Interval plus age, and room for a busy test machine. */
const SETTLE_BUDGET_MS = (INTERVAL_SECONDS + AFTER_SECONDS) * 1000 + 5000;
const START_TIMEOUT_MS = 120_000;

let dataDir: string;
let running: ServerProcess | undefined;
let buyer: { authorization: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'restrung-crash-'));
});
afterAll(async () => {
  await running?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(crashAt?: string): Promise<string> {
  const port = await freePort();
  running = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'crash-recovery-test-secret-32-chars!',
    PAYMENT_RECONCILE_INTERVAL_SECONDS: String(INTERVAL_SECONDS),
    PAYMENT_RECONCILE_AFTER_SECONDS: String(AFTER_SECONDS),
    ...(crashAt ? { RESTRUNG_TEST_CRASH_AT: crashAt } : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, running.child, START_TIMEOUT_MS);
  return base;
}

const call = async (base: string, method: string, url: string, body?: unknown) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...buyer, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & unknown[] };
};

/** Books a demo guitar and opens its payment; answers the order id and client secret. */
async function bookAndOpenPayment(base: string) {
  const list = await call(base, 'GET', `/api/products/${CATEGORY_IDS.electric}`);
  expect(list.status).toBe(200);
  const guitar = (list.json as { _id: string; status: string }[]).find((p) => p.status === 'Available')!;
  const booked = await call(base, 'POST', '/api/bookings', {
    productId: guitar._id,
    phone: '+1 214 555 0101',
    location: 'Dallas, TX',
  });
  expect(booked.status).toBe(200);
  const bookingId = booked.json.insertedId as string;
  const intent = await call(base, 'POST', '/api/create-payment-intent', { bookingId, price: 1 });
  expect(intent.status).toBe(200);
  return { bookingId, clientSecret: intent.json.clientSecret as string };
}

/** Pays with a card that succeeds; the server dies at its crash point, so no answer comes. */
async function payAndWatchItDie(base: string, clientSecret: string) {
  const answer = await fetch(`${base}/api/payments/sandbox/confirm`, {
    method: 'POST',
    headers: { ...buyer, 'content-type': 'application/json' },
    body: JSON.stringify({
      clientSecret,
      card: card('4242424242424242'),
      billingName: 'Ben Buyer',
      billingEmail: 'ben@example.test',
    }),
  }).then(
    () => 'answered',
    () => 'no answer',
  );
  expect(answer).toBe('no answer');
  expect(await running!.exited).toEqual({ code: null, signal: 'SIGKILL' });
  running = undefined;
}

/** What the dead server left in its database. */
async function rowsOf(bookingId: string) {
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const rows = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    return { booking: booking!, payment: rows[0]! };
  } finally {
    await database.close();
  }
}

async function within<T>(budgetMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not settled within ${budgetMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a server killed in the middle of a card payment', { timeout: 300_000 }, () => {
  let interrupted: { bookingId: string; clientSecret: string };
  let charged: { bookingId: string; clientSecret: string };

  it('dies while the charge is processing, leaving it processing', async () => {
    const base = await start('during-charge');
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Crash Buyer',
        email: 'crash-buyer@example.test',
        password: 'correct-horse-battery',
        role: 'buyer',
      }),
    });
    expect(signUp.status).toBe(200);
    buyer = { authorization: `Bearer ${signUp.headers.get('set-auth-token')}` };
    interrupted = await bookAndOpenPayment(base);
    await payAndWatchItDie(base, interrupted.clientSecret);
    const left = await rowsOf(interrupted.bookingId);
    expect(left.payment.status).toBe('processing');
    expect(left.booking.status).toBe('Booked');
  });

  it('after a restart, ends that charge failed (no proof of payment) while the order stays Booked; then dies after a succeeded charge', async () => {
    const base = await start('after-charge');
    const restarted = Date.now();
    const server = running!;
    await within(
      SETTLE_BUDGET_MS,
      async () => server.stdout().includes('has no proof of payment; marked failed') || undefined,
    );
    const order = await call(base, 'GET', `/api/bookings/${interrupted.bookingId}`);
    expect(order.json.status).toBe('Booked');
    expect(Date.now() - restarted).toBeLessThan(SETTLE_BUDGET_MS);

    charged = await bookAndOpenPayment(base);
    await payAndWatchItDie(base, charged.clientSecret);
    const left = await rowsOf(charged.bookingId);
    expect(left.payment).toMatchObject({ status: 'succeeded', transactionId: expect.stringMatching(/^txn_/) });
    expect(left.booking.status).toBe('Booked');
    const first = await rowsOf(interrupted.bookingId);
    expect(first.payment).toMatchObject({ status: 'failed', failureMessage: PAYMENT_INTERRUPTED_MESSAGE });
    expect(first.booking.status).toBe('Booked');
  });

  it('after a restart, makes the charged order Paid with its transaction id, and the interrupted one can be paid', async () => {
    const { payment } = await rowsOf(charged.bookingId);
    const base = await start();
    const paid = await within(SETTLE_BUDGET_MS, async () => {
      const order = await call(base, 'GET', `/api/bookings/${charged.bookingId}`);
      return order.json.status === 'Paid' ? order.json : undefined;
    });
    expect(paid.transactionId).toBe(payment.transactionId);

    const retry = await call(base, 'POST', '/api/payments/sandbox/confirm', {
      clientSecret: interrupted.clientSecret,
      card: card('4242424242424242'),
      billingName: 'Ben Buyer',
      billingEmail: 'ben@example.test',
    });
    expect(retry.status).toBe(200);
    expect((await call(base, 'GET', `/api/bookings/${interrupted.bookingId}`)).json.status).toBe('Paid');
  });
});

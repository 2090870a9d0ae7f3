import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { paymentsRepository } from './repository.ts';
import { confirmsPaymentOf, PaymentIntentNotFoundError } from './provider.ts';
import { SANDBOX_DECLINES, SANDBOX_SUCCESS_CARDS } from './sandbox-processor.ts';
import { SandboxPaymentProvider, type PaymentLogger } from './sandbox-provider.ts';

let database: Database;
let sandbox: SandboxPaymentProvider;
const logLines: string[] = [];
const log: PaymentLogger = { info: (details, message) => logLines.push(JSON.stringify({ details, message })) };
// Fastify's own logger must fit where the sandbox logs.
const fastifyLoggerFits = (logger: FastifyBaseLogger): PaymentLogger => logger;
void fastifyLoggerFits;

const now = () => new Date('2026-06-15T12:00:00Z');
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: number.startsWith('37') ? '1234' : '123',
  ...overrides,
});
const billing = { billingName: 'Bea Buyer', billingEmail: 'bea@example.com' };

beforeAll(async () => {
  database = await openTestDatabase();
  sandbox = new SandboxPaymentProvider({ payments: paymentsRepository(database.db), log, now });
});
afterAll(() => database.close());

async function newBooking(priceCents = 125_000) {
  const id = newId();
  await database.db.insert(bookings).values({
    id,
    priceCents,
    productName: 'Fender Stratocaster',
    productPhoto: '/media/p.webp',
    sellerName: 'Sam Seller',
    sellerEmail: 'sam@example.com',
    sellerLocation: 'Austin',
    sellersPhone: '555-0100',
    buyersName: 'Bea Buyer',
    buyersEmail: 'bea@example.com',
    phone: '555-0101',
    location: 'Dallas',
  });
  return { id, priceCents };
}

async function newIntent(priceCents?: number) {
  const booking = await newBooking(priceCents);
  const intent = await sandbox.createIntent({
    bookingId: booking.id,
    amountCents: booking.priceCents,
    currency: 'usd',
    idempotencyKey: `booking:${booking.id}`,
  });
  return { booking, intent };
}

const confirm = (clientSecret: string, number: string, overrides?: Parameters<typeof card>[1]) =>
  sandbox.confirmCard({ clientSecret, card: card(number, overrides), ...billing });

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('sandbox intents', () => {
  it('creates an intent for the booking amount with a Stripe-like client secret', async () => {
    const { booking, intent } = await newIntent(99_99);
    expect(intent.providerRef).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.providerRef}_secret_[A-Za-z0-9]{24}$`));
    expect(intent.status).toBe('requires_payment');
    expect(await sandbox.retrieveIntent(intent.providerRef)).toEqual({
      providerRef: intent.providerRef,
      status: 'requires_payment',
      amountCents: 99_99,
      currency: 'usd',
      bookingId: booking.id,
    });
  });

  it('answers the same intent for the same idempotency key, and refuses the key for another amount', async () => {
    const booking = await newBooking();
    const input = {
      bookingId: booking.id,
      amountCents: booking.priceCents,
      currency: 'usd' as const,
      idempotencyKey: `k:${booking.id}`,
    };
    const first = await sandbox.createIntent(input);
    expect(await sandbox.createIntent(input)).toEqual(first);
    expect((await rejection(sandbox.createIntent({ ...input, amountCents: 1 }))).statusCode).toBe(409);
    expect(await paymentsRepository(database.db).listForBooking(booking.id)).toHaveLength(1);
  });

  it('refuses an amount that is not a positive number of cents', async () => {
    const booking = await newBooking();
    const error = await rejection(
      sandbox.createIntent({ bookingId: booking.id, amountCents: 0, currency: 'usd', idempotencyKey: 'zero' }),
    );
    expect(error.statusCode).toBe(400);
  });

  it('answers 404 for an unknown reference', async () => {
    await expect(sandbox.retrieveIntent('pi_nope')).rejects.toBeInstanceOf(PaymentIntentNotFoundError);
  });
});

describe('sandbox test cards', () => {
  it.each(SANDBOX_SUCCESS_CARDS)('%s succeeds with a transaction id', async (number) => {
    const { booking, intent } = await newIntent();
    const result = await confirm(intent.clientSecret, number);
    expect(result.status).toBe('succeeded');
    expect(result.transactionId).toMatch(/^txn_[A-Za-z0-9]{24}$/);
    expect(confirmsPaymentOf(result, booking)).toBe(true);
    expect(await sandbox.retrieveIntent(intent.providerRef)).toEqual(result);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('%s is declined with "%s"', async (number, message) => {
    const { booking, intent } = await newIntent();
    const result = await confirm(intent.clientSecret, number);
    expect(result).toMatchObject({ status: 'failed', failureMessage: message });
    expect(result.transactionId).toBeUndefined();
    expect(confirmsPaymentOf(result, booking)).toBe(false);
  });

  it('declines every listed decline number and lets any other Luhn-valid number through', async () => {
    for (const number of Object.keys(SANDBOX_DECLINES)) {
      const { intent } = await newIntent();
      expect((await confirm(intent.clientSecret, number)).status, number).toBe('failed');
    }
    const { intent } = await newIntent();
    expect((await confirm(intent.clientSecret, '4111111111111111')).status).toBe('succeeded');
  });
});

describe('paying twice', () => {
  it('answers the first success again without charging again', async () => {
    const { intent } = await newIntent();
    const first = await confirm(intent.clientSecret, '4242424242424242');
    const second = await confirm(intent.clientSecret, '4000000000000002');
    expect(second).toEqual(first);
  });

  it('charges once when confirms race', async () => {
    const { intent } = await newIntent();
    const settled = await Promise.allSettled(
      Array.from({ length: 5 }, () => confirm(intent.clientSecret, '4242424242424242')),
    );
    const succeeded = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(succeeded.length).toBeGreaterThan(0);
    expect(new Set(succeeded.map((r) => r.transactionId)).size).toBe(1);
    for (const s of settled) {
      if (s.status === 'rejected') expect((s.reason as HttpError).statusCode).toBe(409);
    }
  });

  it('refuses a second intent for a booking another intent already paid', async () => {
    const { booking, intent } = await newIntent();
    await confirm(intent.clientSecret, '4242424242424242');
    const other = await sandbox.createIntent({
      bookingId: booking.id,
      amountCents: booking.priceCents,
      currency: 'usd',
      idempotencyKey: `again:${booking.id}`,
    });
    const error = await rejection(confirm(other.clientSecret, '4242424242424242'));
    expect([error.statusCode, error.message]).toEqual([409, 'This booking has already been paid.']);
    expect((await sandbox.retrieveIntent(other.providerRef)).status).toBe('requires_payment');
  });

  it('leaves a declined intent payable again', async () => {
    const { booking, intent } = await newIntent();
    expect((await confirm(intent.clientSecret, '4000000000009995')).status).toBe('failed');
    const retry = await confirm(intent.clientSecret, '5555555555554444');
    expect(retry.status).toBe('succeeded');
    expect(retry.failureMessage).toBeUndefined();
    expect(confirmsPaymentOf(retry, booking)).toBe(true);
  });

  it('refuses while another process is charging, and takes over an attempt abandoned by a dead process', async () => {
    const { intent } = await newIntent();
    const repository = paymentsRepository(database.db);
    expect((await repository.claimForCharge(intent.providerRef, 30)).claimed).toBe(true);
    const busy = await rejection(confirm(intent.clientSecret, '4242424242424242'));
    expect(busy.statusCode).toBe(409);
    await database.db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '1 minute'` })
      .where(eq(payments.providerRef, intent.providerRef));
    expect((await confirm(intent.clientSecret, '4242424242424242')).status).toBe('succeeded');
  });

  it('keeps its state in the database: another process (or a restart) sees and confirms the same intent', async () => {
    const { intent } = await newIntent();
    const otherProcess = createPaymentProvider({}, database.db);
    expect(otherProcess.name).toBe('sandbox');
    if (otherProcess.name !== 'sandbox') return;
    const result = await otherProcess.confirmCard({
      clientSecret: intent.clientSecret,
      card: card('4242424242424242'),
      ...billing,
    });
    expect(await sandbox.retrieveIntent(intent.providerRef)).toEqual(result);
  });
});

describe('card checks', () => {
  it.each([
    ['a number that fails the Luhn check', card('4242424242424241'), 'Your card number is invalid.'],
    ['a short number', card('424242'), 'Your card number is incomplete.'],
    [
      'an expiry in the past',
      card('4242424242424242', { expMonth: 5, expYear: 2026 }),
      "Your card's expiration date is in the past.",
    ],
    ['a short security code', card('4242424242424242', { cvc: '12' }), "Your card's security code is incomplete."],
    [
      'a 3-digit code on American Express',
      card('378282246310005', { cvc: '123' }),
      "Your card's security code is incomplete.",
    ],
    ['a card that is not a card', { number: 4242 }, 'Your card number is incomplete.'],
  ])('refuses %s with a 400 and leaves the intent payable', async (_name, badCard, message) => {
    const { intent } = await newIntent();
    const error = await rejection(
      sandbox.confirmCard({ clientSecret: intent.clientSecret, card: badCard, ...billing }),
    );
    expect([error.statusCode, error.message]).toEqual([400, message]);
    expect((await sandbox.retrieveIntent(intent.providerRef)).status).toBe('requires_payment');
  });
});

describe('client secrets', () => {
  it('refuses an unknown secret', async () => {
    for (const secret of ['pi_unknown_secret_abc', 'nonsense', '', '_secret_']) {
      await expect(
        sandbox.confirmCard({ clientSecret: secret, card: card('4242424242424242'), ...billing }),
      ).rejects.toBeInstanceOf(PaymentIntentNotFoundError);
    }
  });

  it('refuses a wrong secret for a known intent, the same way, and charges nothing', async () => {
    const { intent } = await newIntent();
    for (const secret of [`${intent.providerRef}_secret_wrongwrongwrongwrongwron`, `${intent.providerRef}_secret_`]) {
      const error = await rejection(confirm(secret, '4242424242424242'));
      expect([error.statusCode, error.message]).toEqual([404, 'No such payment.']);
    }
    expect((await sandbox.retrieveIntent(intent.providerRef)).status).toBe('requires_payment');
  });
});

describe('card numbers are never kept', () => {
  it('stores no card number and logs only brand and last four digits', async () => {
    const numbers = ['4242424242424242', '4000000000000002', '378282246310005', '5555555555554444'];
    logLines.length = 0;
    for (const number of numbers) {
      const { intent } = await newIntent();
      await confirm(intent.clientSecret, number.replace(/(\d{4})/g, '$1 ').trim());
    }
    // Every column of every payment row, as text.
    const rows = await database.db.select({ row: sql<string>`row_to_json(${payments})::text` }).from(payments);
    const stored = rows.map((r) => r.row).join('\n');
    expect(stored).toContain('"transaction_id":"txn_');
    expect(logLines).toHaveLength(numbers.length);
    expect(logLines.join('\n')).toContain('"last4":"4242"');
    for (const number of numbers) {
      for (const text of [stored, logLines.join('\n')]) {
        expect(text).not.toContain(number);
        expect(text).not.toContain(number.slice(0, 12));
      }
    }
  });
});

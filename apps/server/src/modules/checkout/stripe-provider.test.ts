import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startStripeStandIn,
  STRIPE_PUBLISHABLE_KEY,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { confirmsPaymentOf, PaymentIntentNotFoundError, WebhookSignatureError } from './provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/** The provider against a local stand-in for the few Stripe API endpoints it calls, which records each request. */
let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const provider = (webhookSecret: string | undefined = STRIPE_WEBHOOK_SECRET) =>
  new StripePaymentProvider({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret,
    apiUrl: standIn.url,
    maxNetworkRetries: 0,
  });

const bookingId = '01900000-0000-7000-8000-00000000b001';
const createInput = {
  bookingId,
  amountCents: 125_050,
  currency: 'usd' as const,
  receiptEmail: 'bea@example.com',
  idempotencyKey: `booking:${bookingId}`,
};

describe('choosing the provider', () => {
  it('picks Stripe when both keys are set, the sandbox otherwise', () => {
    const stripe = createPaymentProvider(
      { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_API_URL: standIn.url },
      null as never,
    );
    expect(stripe.publicConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_x' });
    expect(stripe.parseWebhook).toBeUndefined();
    expect(createPaymentProvider({}, null as never).publicConfig()).toEqual({ provider: 'sandbox' });
  });

  it('accepts webhooks only when a signing secret is configured', () => {
    expect(provider().parseWebhook).toBeTypeOf('function');
    expect(provider('').parseWebhook).toBeUndefined();
  });
});

describe('Stripe payment intents (against a local stand-in)', () => {
  it('creates a card-only intent for the amount in cents, with the booking in metadata and an idempotency key', async () => {
    const created = await provider().createIntent(createInput);
    expect(created.providerRef).toMatch(/^pi_standin\d+$/);
    expect(created.clientSecret).toBe(`${created.providerRef}_secret_standin`);
    expect(created.status).toBe('requires_payment');

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect([request!.method, request!.path]).toEqual(['POST', '/v1/payment_intents']);
    expect(request!.headers['idempotency-key']).toBe(`booking:${bookingId}`);
    expect(request!.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: '125050',
      currency: 'usd',
      'metadata[bookingId]': bookingId,
      'allowed_payment_method_types[0]': 'card',
      receipt_email: 'bea@example.com',
    });
  });

  it('answers the same intent when the same idempotency key is sent again', async () => {
    const first = await provider().createIntent({ ...createInput, idempotencyKey: 'same-key' });
    const second = await provider().createIntent({ ...createInput, idempotencyKey: 'same-key' });
    expect(second).toEqual(first);
  });

  it('retrieves an intent and maps its status, amount and booking', async () => {
    const created = await provider().createIntent({ ...createInput, idempotencyKey: 'retrieve' });
    expect(await provider().retrieveIntent(created.providerRef)).toEqual({
      providerRef: created.providerRef,
      status: 'requires_payment',
      amountCents: 125_050,
      currency: 'usd',
      bookingId,
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${created.providerRef}`,
    });

    Object.assign(standIn.intents.get(created.providerRef)!, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(await provider().retrieveIntent(created.providerRef)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });

    Object.assign(standIn.intents.get(created.providerRef)!, {
      status: 'succeeded',
      amount_received: 125_050,
      last_payment_error: null,
    });
    const paid = await provider().retrieveIntent(created.providerRef);
    expect(paid).toEqual({
      providerRef: created.providerRef,
      status: 'succeeded',
      amountCents: 125_050,
      currency: 'usd',
      bookingId,
      transactionId: created.providerRef,
    });
    expect(confirmsPaymentOf(paid, { id: bookingId, priceCents: 125_050 })).toBe(true);
    expect(confirmsPaymentOf(paid, { id: bookingId, priceCents: 125_051 })).toBe(false);
    expect(confirmsPaymentOf(paid, { id: '01900000-0000-7000-8000-00000000b002', priceCents: 125_050 })).toBe(false);
  });

  it('judges a succeeded intent on the amount actually received', async () => {
    const created = await provider().createIntent({ ...createInput, idempotencyKey: 'partial' });
    Object.assign(standIn.intents.get(created.providerRef)!, { status: 'succeeded', amount_received: 100 });
    const state = await provider().retrieveIntent(created.providerRef);
    expect(state.amountCents).toBe(100);
    expect(confirmsPaymentOf(state, { id: bookingId, priceCents: 125_050 })).toBe(false);
  });

  it('answers "not found" for an unknown or malformed reference', async () => {
    await expect(provider().retrieveIntent('pi_missing')).rejects.toBeInstanceOf(PaymentIntentNotFoundError);
    const before = standIn.requests.length;
    await expect(provider().retrieveIntent('../v1/customers')).rejects.toBeInstanceOf(PaymentIntentNotFoundError);
    expect(standIn.requests).toHaveLength(before);
  });
});

describe('Stripe webhooks', () => {
  const intentObject = (overrides: Record<string, unknown> = {}) => ({
    id: 'pi_webhook1',
    object: 'payment_intent',
    amount: 125_050,
    amount_received: 125_050,
    currency: 'usd',
    status: 'succeeded',
    metadata: { bookingId },
    last_payment_error: null,
    ...overrides,
  });
  const eventPayload = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, api_version: Stripe.API_VERSION, data: { object } });
  const sign = (payload: string, secret = STRIPE_WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

  it('accepts a correctly signed payment_intent.succeeded', () => {
    const payload = eventPayload('payment_intent.succeeded', intentObject());
    expect(provider().parseWebhook!(Buffer.from(payload), sign(payload))).toEqual({
      type: 'payment_succeeded',
      eventId: 'evt_1',
      intent: {
        providerRef: 'pi_webhook1',
        status: 'succeeded',
        amountCents: 125_050,
        currency: 'usd',
        bookingId,
        transactionId: 'pi_webhook1',
      },
    });
  });

  it('reads payment_intent.payment_failed with the decline message', () => {
    const payload = eventPayload(
      'payment_intent.payment_failed',
      intentObject({
        status: 'requires_payment_method',
        amount_received: 0,
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' },
      }),
    );
    expect(provider().parseWebhook!(Buffer.from(payload), sign(payload))).toMatchObject({
      type: 'payment_failed',
      intent: { status: 'failed', failureMessage: 'Your card has insufficient funds.', amountCents: 125_050 },
    });
  });

  it('ignores other event types', () => {
    const payload = eventPayload('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(provider().parseWebhook!(Buffer.from(payload), sign(payload))).toEqual({
      type: 'ignored',
      eventId: 'evt_1',
      eventType: 'charge.refunded',
    });
  });

  it('refuses a missing, wrong, stale or tampered signature and one made with another secret', () => {
    const payload = eventPayload('payment_intent.succeeded', intentObject());
    const parse = provider().parseWebhook!;
    const tampered = payload.replace('125050', '1');
    const stale = Math.floor(Date.now() / 1000) - 3600;
    for (const [body, header] of [
      [payload, undefined],
      [payload, ''],
      [payload, 't=1,v1=deadbeef'],
      [payload, sign(payload, 'whsec_someone_else')],
      [payload, sign(payload, STRIPE_WEBHOOK_SECRET, stale)],
      [tampered, sign(payload)],
    ] as const) {
      expect(() => parse(Buffer.from(body), header)).toThrow(WebhookSignatureError);
    }
  });
});

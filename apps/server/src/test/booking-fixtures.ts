import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import type { Db } from '../db/client.ts';
import { bookings, payments, products } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { TestAccount } from './accounts.ts';

/**
 * Rows and stand-ins for the booking and payment tests. Products are written straight into the database (the
 * catalogue's own API is tested with the catalogue); bookings and payments only ever through the API under test.
 */

export type ProductRow = typeof products.$inferSelect;

export async function listGuitar(db: Db, seller: TestAccount, overrides: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> {
  const [row] = await db.insert(products).values({
    id: newId(),
    sellerId: seller.id,
    sellerName: seller.name,
    sellerEmail: seller.email,
    categoryId: DEFAULT_CATEGORY_ID,
    productName: `Fender Stratocaster ${randomUUID().slice(0, 6)}`,
    productPhoto: '/media/uploads/strat.webp',
    marketPriceCents: 120_000,
    askingPriceCents: 85_050,
    usedYears: '2019',
    condition: 'good',
    description: 'A well kept guitar with new strings.',
    location: 'Austin, TX',
    phone: '+1 512 555 0100',
    ...overrides,
  }).returning();
  return row!;
}

export const productRow = async (db: Db, id: string) => (await db.select().from(products).where(eq(products.id, id)))[0];
export const bookingRow = async (db: Db, id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0];
export const bookingsOfProduct = (db: Db, productId: string) => db.select().from(bookings).where(eq(bookings.productId, productId));
export const paymentsOfBooking = (db: Db, bookingId: string) => db.select().from(payments).where(eq(payments.bookingId, bookingId));

/** The body the spec's booking modal sends, with the buyer's phone and location. */
export const bookingBody = (product: ProductRow, buyer: TestAccount, extra: Record<string, unknown> = {}) => ({
  price: product.askingPriceCents / 100,
  sellerEmail: product.sellerEmail,
  sellerName: product.sellerName,
  productName: product.productName,
  buyersName: buyer.name,
  buyersEmail: buyer.email,
  phone: '+1 214 555 0101',
  location: 'Dallas, TX',
  productPhoto: product.productPhoto,
  sellerLocation: product.location,
  sellersPhone: product.phone,
  productId: product.id,
  ...extra,
});

/** A card as the sandbox card form sends it. */
export const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: number.startsWith('37') ? '1234' : '123',
});

export const STRIPE_SECRET_KEY = 'sk_test_restrung_standin';
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_restrung_standin';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_restrung_standin';

export interface StripeStandIn {
  url: string;
  /** The payment intents it holds, by id, as Stripe's API answers them; tests move them along. */
  intents: Map<string, Record<string, unknown>>;
  requests: { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined }[];
  /** The environment that points the app at this stand-in. */
  env: Record<string, string>;
  /** Marks an intent as paid by Stripe (as a successful confirmCardPayment would), answering its object. */
  succeed(id: string, amountReceived?: number): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * A local stand-in for the Stripe API endpoints the provider calls (create and retrieve a payment intent), with
 * Stripe's answers: form-encoded requests, JSON objects, the same intent for a reused idempotency key.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, string>();
  const requests: StripeStandIn['requests'] = [];
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const form = new URLSearchParams(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, form, idempotencyKey });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const replay = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
        if (replay) return send(200, intents.get(replay));
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const id = `pi_standin${++counter}`;
        const intent = {
          id, object: 'payment_intent', amount: Number(form.get('amount')), amount_received: 0, currency: form.get('currency'),
          status: 'requires_payment_method', client_secret: `${id}_secret_standin`, metadata, last_payment_error: null, livemode: false,
        };
        intents.set(id, intent);
        if (idempotencyKey) idempotent.set(idempotencyKey, id);
        return send(200, intent);
      }
      const found = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && found) {
        const intent = intents.get(decodeURIComponent(found[1]!));
        return intent
          ? send(200, intent)
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${found[1]}'` } });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    intents,
    requests,
    env: {
      STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    },
    succeed(id, amountReceived) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, { status: 'succeeded', amount_received: amountReceived ?? intent.amount, last_payment_error: null });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event about a payment intent, and its Stripe-Signature header made with `secret`. */
export function signedStripeEvent(type: string, intent: Record<string, unknown>, secret = STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, api_version: Stripe.API_VERSION, data: { object: intent } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

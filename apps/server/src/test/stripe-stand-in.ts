import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe API, for the payment provider's own tests and the checkout API tests, and the
 * keys that go with it.
 */

export const STRIPE_SECRET_KEY = 'sk_test_restrung_standin';
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_restrung_standin';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_restrung_standin';

/** A request the stand-in received, as the client sent it. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  url: string;
  /** The payment intents it holds, by id, as Stripe's API answers them; tests move them along. */
  intents: Map<string, Record<string, unknown>>;
  /** Every request received, in order, also those refused; a test may empty it. */
  requests: StripeRequest[];
  /** The environment that points the app at this stand-in. */
  env: Record<string, string>;
  /** Marks an intent as paid by Stripe (as a successful confirmCardPayment would), answering its object. */
  succeed(id: string, amountReceived?: number): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * Starts a stand-in for the Stripe API endpoints the provider calls (create and retrieve a payment intent) on a
 * free local port, with Stripe's answers: form-encoded requests, JSON objects, 401 for any key but
 * STRIPE_SECRET_KEY, the same intent for a reused idempotency key.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, string>();
  const requests: StripeRequest[] = [];
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const form = new URLSearchParams(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, headers: req.headers, form, idempotencyKey });
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
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency'),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_standin`,
          metadata,
          last_payment_error: null,
          livemode: false,
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
          : send(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such payment_intent: '${found[1]}'`,
              },
            });
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` },
      });
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
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: amountReceived ?? intent.amount,
        last_payment_error: null,
      });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event about a payment intent, and its Stripe-Signature header made with `secret`. */
export function signedStripeEvent(type: string, intent: Record<string, unknown>, secret = STRIPE_WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    data: { object: intent },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

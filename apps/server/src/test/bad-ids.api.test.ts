import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createAccount, type TestAccount } from './accounts.ts';
import { insertBooking, insertProduct } from './fixtures.ts';
import { card } from './booking-fixtures.ts';
import { productBody, uploadPhoto } from '../modules/products/test-helpers.ts';

/**
 * A bad id anywhere, in a path or in a body, answers 400 (it cannot be an id) or 404 (no such thing) in the one
 * error shape, never 500, whoever asks. The path ids come from the OpenAPI document, so a new route is covered
 * as soon as it is added.
 */
const BAD_IDS = [
  'not-a-uuid',
  '%00',
  'a%00b',
  'a'.repeat(10_000),
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e%2f',
  "1'%20OR%20'1'%3D'1",
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-7ZZZ-8ZZZ-ZZZZZZZZZZZZ',
  '%ED%A0%80',
  '%E2%80%AE',
  '%20',
  '%ZZ',
  '%F0%9F%8E%B8',
];

/** Bodies the PUT routes need, so the id is the only thing wrong. */
const BODIES: Record<string, object> = {
  'PUT /api/products/{id}': { status: 'Booked' },
  'PUT /api/myorders/{id}': { status: 'Paid' },
  'PUT /api/reportproducts/{id}': { report: true },
};

let t: TestApp;
let accounts: TestAccount[];
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true });
  accounts = [buyer, seller, await createAccount(t, { role: 'admin' })];
  // Something to find, so an id that matched too loosely would show.
  await insertBooking(t.database.db, { product: await insertProduct(t.database.db, seller), buyer });
});
afterAll(() => t.close());

const isOneErrorShape = (body: unknown) =>
  Object.keys(body as object)
    .sort()
    .join() === 'error,message,statusCode';

describe('bad ids', () => {
  it('in every path answer 400 or 404 to the roles the route is for (403 to the others), never 5xx', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.includes('{id}'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
    expect(routes.length).toBeGreaterThanOrEqual(12);

    const wrong: string[] = [];
    for (const { method, path } of routes) {
      const body = BODIES[`${method} ${path}`];
      for (const id of BAD_IDS) {
        const statuses: number[] = [];
        for (const account of accounts) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: path.replace('{id}', id),
            headers: account.headers,
            ...(body ? { payload: body } : {}),
          });
          statuses.push(res.statusCode);
          if (![400, 403, 404].includes(res.statusCode) || !isOneErrorShape(res.json())) {
            wrong.push(
              `${method} ${path} id=${id.slice(0, 40)} as ${account.role}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
        if (!statuses.some((s) => s === 400 || s === 404))
          wrong.push(`${method} ${path} id=${id.slice(0, 40)}: only ${statuses.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('in a body answer 400 or 404, never 5xx', async () => {
    const photo = await uploadPhoto(t, seller);
    const cases = (id: string) => [
      {
        url: '/api/bookings',
        account: buyer,
        payload: { productId: id, phone: '+1 555 0100', location: 'Austin, TX' },
      },
      { url: '/api/create-payment-intent', account: buyer, payload: { bookingId: id } },
      { url: '/api/payments/sync', account: buyer, payload: { paymentIntentId: id } },
      {
        url: '/api/payments/sandbox/confirm',
        account: buyer,
        payload: { clientSecret: id, card: card('4242424242424242') },
      },
      { url: '/api/products', account: seller, payload: productBody(photo, { categoryid: id }) },
    ];
    const wrong: string[] = [];
    for (const raw of BAD_IDS) {
      const id = raw.includes('%') ? safeDecode(raw) : raw;
      for (const { url, account, payload } of cases(id)) {
        const res = await t.app.inject({ method: 'POST', url, headers: account.headers, payload });
        if (![400, 404].includes(res.statusCode) || !isOneErrorShape(res.json())) {
          wrong.push(`POST ${url} id=${JSON.stringify(id.slice(0, 40))}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The id a client would put in a JSON body: the escapes decoded where they can be, as typed otherwise. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

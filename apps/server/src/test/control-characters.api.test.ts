import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createAccount, type TestAccount } from './accounts.ts';
import { insertProduct, type ProductRow } from './fixtures.ts';
import { bookingBody, card } from './booking-fixtures.ts';
import { productBody, uploadPhoto } from '../modules/products/test-helpers.ts';

/**
 * Every text a caller sends to our routes goes through the one shared rule (packages/shared/src/text.ts):
 * control characters answer 400 with its message, naming the field, and never reach the database (which
 * refuses NUL and answered 500). Each field is sent alone, everything else in the request being valid.
 * better-auth's calls are in modules/auth/auth-input.api.test.ts.
 */

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
let admin: TestAccount;
let photo: string;
let guitar: ProductRow;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true });
  admin = await createAccount(t, { role: 'admin' });
  photo = await uploadPhoto(t, seller);
  guitar = await insertProduct(t.database.db, seller);
});
afterAll(() => t.close());

const NUL = '\u0000';
/** A control character of each kind the rule names: C0, DEL/C1, line separators and bidirectional overrides. */
const FORBIDDEN = {
  NUL,
  ESC: '\u001b',
  DEL: '\u007f',
  C1: '\u0085',
  LINE_SEPARATOR: '\u2028',
  RTL_OVERRIDE: '\u202e',
  ISOLATE: '\u2066',
};

const expectRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: `${field}: ${CONTROL_CHARACTER_MESSAGE}`,
  });
};

describe('POST /api/products', () => {
  const post = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: seller.headers,
      payload: productBody(photo, overrides),
    });

  it.each(['productName', 'location', 'phone', 'description', 'usedYears', 'categoryid', 'productPhoto'])(
    'refuses a NUL in %s',
    async (field) => {
      const valid = productBody(photo)[field] as string;
      expectRefused(await post({ [field]: `${valid.slice(0, 2)}${NUL}${valid.slice(2)}` }), field);
    },
  );

  it.each(Object.entries(FORBIDDEN))('refuses %s in the product name', async (_name, character) => {
    expectRefused(await post({ productName: `Fender${character} Stratocaster` }), 'productName');
  });

  it('refuses a line break in a one-line field but keeps them in the description', async () => {
    expectRefused(await post({ productName: 'Fender\nStratocaster' }), 'productName');
    expectRefused(await post({ location: 'Austin,\tTX' }), 'location');
    expectRefused(await post({ description: `Sunburst.${FORBIDDEN.RTL_OVERRIDE}` }), 'description');
    const ok = await post({ description: 'Sunburst, maple neck.\r\n\n\tNew strings.' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('keeps accents, scripts and emoji', async () => {
    const ok = await post({ productName: 'Höfner – 東京 🎸', location: 'Zürich', description: 'Ölfarbe, مرحبا' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('POST /api/bookings', () => {
  it.each(['phone', 'location', 'productId'])('refuses a NUL in %s', async (field) => {
    const body = bookingBody(guitar, buyer);
    const valid = String(body[field as keyof typeof body]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.headers,
      payload: { ...body, [field]: `${valid}${NUL}` },
    });
    expectRefused(res, field);
  });
});

describe('POST /api/allusers', () => {
  const sync = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/allusers',
      headers: buyer.headers,
      payload: { name: 'Bea', email: buyer.email, ...overrides },
    });

  it.each(['name', 'img', 'email'])('refuses a NUL in %s', async (field) => {
    const valid = field === 'img' ? photo : field === 'email' ? buyer.email : 'Bea';
    expectRefused(await sync({ [field]: `${valid}${NUL}` }), field);
  });

  it('refuses a bidirectional override in the name', async () => {
    expectRefused(await sync({ name: `Bea${FORBIDDEN.RTL_OVERRIDE}` }), 'name');
  });
});

describe('payments', () => {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: buyer.headers, payload });

  it('refuses a NUL in the payment intent id of /payments/sync', async () => {
    expectRefused(await post('/api/payments/sync', { paymentIntentId: `pi_123${NUL}` }), 'paymentIntentId');
  });

  it('refuses a NUL in the booking id of /create-payment-intent', async () => {
    expectRefused(await post('/api/create-payment-intent', { bookingId: `${guitar.id}${NUL}` }), 'bookingId');
  });

  it.each([
    ['clientSecret', { clientSecret: `pi_1_secret_2${NUL}` }],
    ['billingName', { billingName: `Bea${NUL}` }],
    ['billingEmail', { billingEmail: `bea@example.test${NUL}` }],
    ['card.number', { card: { ...card('4242424242424242'), number: `4242424242424242${NUL}` } }],
    ['card.cvc', { card: { ...card('4242424242424242'), cvc: `12${NUL}` } }],
  ])('refuses a NUL in %s of the sandbox confirmation', async (field, overrides) => {
    const body = {
      clientSecret: 'pi_1_secret_2',
      card: card('4242424242424242'),
      billingName: 'Bea',
      billingEmail: 'bea@example.test',
      ...overrides,
    };
    expectRefused(await post('/api/payments/sandbox/confirm', body), field);
  });
});

describe('query strings and path ids', () => {
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, account: TestAccount) =>
    t.app.inject({ method, url, headers: account.headers });

  it.each([
    ['GET', '/api/users?email=', 'buyer'],
    ['GET', '/api/usersverification?email=', 'buyer'],
    ['GET', '/api/myorders?email=', 'buyer'],
    ['GET', '/api/myproducts?email=', 'seller'],
    ['DELETE', '/api/usersproducts?email=', 'admin'],
  ] as const)('%s %s refuses a NUL in the email', async (method, url, role) => {
    const caller = { buyer, seller, admin }[role];
    expectRefused(await call(method, `${url}${encodeURIComponent(`${caller.email}${NUL}`)}`, caller), 'email');
  });

  it('refuses a NUL in the email of POST /api/jwt', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: buyer.headers,
      payload: { email: `${buyer.email}${NUL}` },
    });
    expectRefused(res, 'email');
  });

  it.each([
    ['/api/advertisedproduct?page=1%00', 'page'],
    ['/api/advertisedproduct?limit=%0012', 'limit'],
    ['/api/allproducts?page=%1B1', 'page'],
    ['/api/allseller?page=1%00', 'page'],
  ])('GET %s refuses the control character in ?%s', async (url, field) => {
    expectRefused(await call('GET', url, admin), field);
  });

  it.each([
    ['GET', '/api/singleproduct/'],
    ['GET', '/api/products/'],
    ['GET', '/api/bookings/'],
    ['PUT', '/api/allseller/'],
    ['DELETE', '/api/allseller/'],
    ['DELETE', '/api/allbuyer/'],
    ['DELETE', '/api/myproducts/'],
  ] as const)('%s %s{id} refuses a NUL in the id', async (method, url) => {
    expectRefused(await call(method, `${url}${guitar.id}%00`, admin), 'id');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, REQUEST_MESSAGES } from '@restrung/shared/request-errors';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { jsonNestingExceeds } from './json-body.ts';

/**
 * Bodies the API cannot read are refused before any route sees them, in the one error shape, on our routes,
 * on better-auth's (/api/auth/*) and in the admin scope that reads an empty JSON body as none.
 */

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** One route of each kind a body reaches: ours, better-auth's, and the admin scope with its own JSON parser. */
const routes = () =>
  [
    { method: 'POST', url: '/api/products', headers: seller.headers },
    { method: 'POST', url: '/api/auth/sign-in/email', headers: {} },
    { method: 'POST', url: '/api/auth/update-user', headers: buyer.headers },
    { method: 'PUT', url: '/api/allseller/00000000-0000-7000-8000-000000000000', headers: admin.headers },
  ] as const;

const send = (route: ReturnType<typeof routes>[number], payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: route.method,
    url: route.url,
    headers: { ...route.headers, 'content-type': contentType },
    payload,
  });

const expectError = (res: { statusCode: number; json(): unknown }, statusCode: number, message: string) => {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toEqual({ statusCode, error: expect.any(String), message });
};

describe('JSON nesting', () => {
  it.each([0, 1, 2, 3])('refuses 50,000 levels with 400 and says why (route %i)', async (index) => {
    const route = routes()[index]!;
    expectError(await send(route, nestedArrays(50_000)), 400, REQUEST_MESSAGES.tooDeep);
    expectError(await send(route, nestedObjects(50_000)), 400, REQUEST_MESSAGES.tooDeep);
  });

  it(`refuses one level over ${MAX_JSON_DEPTH} and reads ${MAX_JSON_DEPTH} as usual`, async () => {
    const signIn = routes()[1];
    expectError(await send(signIn, nestedObjects(MAX_JSON_DEPTH + 1)), 400, REQUEST_MESSAGES.tooDeep);
    // Read, then refused by better-auth for what it is (no email), not for its depth.
    const res = await send(signIn, nestedObjects(MAX_JSON_DEPTH));
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain(REQUEST_MESSAGES.tooDeep);
  });

  it('counts only brackets outside strings', () => {
    expect(jsonNestingExceeds(JSON.stringify({ text: '[[[[[{{{{{' }), 2)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ text: 'a \\" [[[[ \\\\' }), 2)).toBe(false);
    expect(jsonNestingExceeds('[[["]]]"]]]', 2)).toBe(true);
    expect(jsonNestingExceeds('[[[]]]', 3)).toBe(false);
  });
});

describe('other bodies that cannot be read', () => {
  it('answers 413 for a body over the limit', async () => {
    const huge = JSON.stringify({ productName: 'x'.repeat(BODY_LIMIT_BYTES) });
    for (const route of routes())
      expectError(await send(route, huge), 413, REQUEST_MESSAGES.tooLarge(BODY_LIMIT_BYTES));
  });

  it('answers 415 for a content type the API does not read', async () => {
    for (const route of routes()) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        expectError(await send(route, 'email=a@b.test', type), 415, REQUEST_MESSAGES.unsupportedType);
      }
    }
  });

  it('answers 400 for malformed JSON', async () => {
    for (const route of routes()) {
      for (const bad of ['{"email":', '{email: 1}', "{'a':1}", '{"a":1}}', '\u0000']) {
        expectError(await send(route, bad), 400, REQUEST_MESSAGES.invalidJson);
      }
    }
  });

  it('answers 400 for a prototype-poisoning key', async () => {
    expectError(await send(routes()[1], '{"__proto__":{"role":"admin"}}'), 400, REQUEST_MESSAGES.invalidJson);
  });

  it('answers 400 for an empty JSON body, except in the admin scope that reads it as none', async () => {
    const [products, signIn, , verify] = routes();
    expectError(await send(products, ''), 400, REQUEST_MESSAGES.emptyJson);
    expectError(await send(signIn, ''), 400, REQUEST_MESSAGES.emptyJson);
    const none = await send(verify, '');
    expect(none.statusCode).toBe(404); // read as no body, then refused for the unknown seller
    expect(none.json().message).toMatch(/^No seller has this id/);
  });

  it('answers 400 in the one shape for an address with a broken %-escape or an overlong path part', async () => {
    for (const url of ['/api/singleproduct/%ZZ', '/api/auth/%E0%A4%A', `/api/bookings/${'a'.repeat(10_000)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: buyer.headers });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    }
  });
});

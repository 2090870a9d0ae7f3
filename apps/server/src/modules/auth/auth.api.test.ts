import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/accounts.ts';
import { loadConfig } from '../../config.ts';
import { trustedOrigins } from './create-auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const roleOf = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { authorization: `Bearer ${token}` } })
  ).json().user;

describe('sign-up', () => {
  it('creates a seller when the person chooses Seller, unverified', async () => {
    const res = await signUp({ name: 'Sam Seller', email: 'sam@example.test', password: 'secret1', role: 'seller' });
    expect(res.statusCode).toBe(200);
    const token = res.headers['set-auth-token'] as string;
    expect(token).toBeTruthy();
    expect(await roleOf(token)).toMatchObject({
      name: 'Sam Seller',
      email: 'sam@example.test',
      role: 'seller',
      verified: false,
    });
  });

  it('creates a buyer by default', async () => {
    const res = await signUp({ name: 'Bo', email: 'bo@example.test', password: 'secret1' });
    expect(await roleOf(res.headers['set-auth-token'] as string)).toMatchObject({ role: 'buyer' });
  });

  it('never creates a verified seller: refusals sent one field at a time are in locked-fields.api.test.ts', async () => {
    const res = await signUp({ name: 'Mal', email: 'mal2@example.test', password: 'secret1', role: 'seller' });
    expect(await roleOf(res.headers['set-auth-token'] as string)).toMatchObject({ role: 'seller', verified: false });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const res = await signUp({ name: 'Short', email: 'short@example.test', password: '12345', role: 'buyer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses an email that already has an account', async () => {
    await signUp({ name: 'Dup', email: 'dup@example.test', password: 'secret1' });
    const res = await signUp({ name: 'Dup', email: 'DUP@example.test', password: 'secret1' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('sign-in', () => {
  it('answers a bearer token for the right password', async () => {
    const account = await createAccount(t, { role: 'buyer' });
    const res = await signIn(account.email, account.password);
    expect(res.statusCode).toBe(200);
    expect(await roleOf(res.headers['set-auth-token'] as string)).toMatchObject({
      email: account.email,
      role: 'buyer',
    });
  });

  it('refuses a wrong password or an unknown email with 401', async () => {
    const account = await createAccount(t);
    expect((await signIn(account.email, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn('nobody@example.test', 'whatever1')).statusCode).toBe(401);
  });

  it('ends the session on sign-out', async () => {
    const account = await createAccount(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: account.headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?email=${encodeURIComponent(account.email)}`,
      headers: account.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('slows down repeated sign-in attempts from one address', async () => {
    const limited = await buildTestApp(
      {},
      {
        rateLimits: {
          signIn: { max: 3, timeWindow: 60_000 },
          signUp: { max: 2, timeWindow: 60_000 },
          upload: { max: 100, timeWindow: 60_000 },
          report: { max: 100, timeWindow: 60_000 },
          accountEmail: { max: 100, timeWindow: 60_000 },
          passwordChange: { max: 100, timeWindow: 60_000 },
          listingWrite: { max: 100, timeWindow: 60_000 },
          message: { max: 100, timeWindow: 60_000 },
        },
      },
    );
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'x@example.test', password: 'nope12' },
          remoteAddress: '10.0.0.1',
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(blocked.json().message).toMatch(/Too many attempts\. Please wait \d+ seconds/);
      // Another address is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'x@example.test', password: 'nope12' },
        remoteAddress: '10.0.0.2',
      });
      expect(other.statusCode).toBe(401);

      const up = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { name: 'n', email: `rl${n}@example.test`, password: 'secret1' },
          remoteAddress: '10.0.0.3',
        });
      expect((await up(1)).statusCode).toBe(200);
      expect((await up(2)).statusCode).toBe(200);
      expect((await up(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('trusted origins', () => {
  // better-auth skips its origin check under NODE_ENV=test, so the list itself is what is tested here; the
  // end-to-end run signs in from 127.0.0.1 through a real browser.
  it('are localhost, 127.0.0.1 and [::1] on a local start', () => {
    expect(trustedOrigins(loadConfig({ PORT: '3000' }), 'http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('are only PUBLIC_URL once it is set', () => {
    expect(
      trustedOrigins(loadConfig({ PUBLIC_URL: 'https://restrung.example/' }), 'https://restrung.example/'),
    ).toEqual(['https://restrung.example']);
  });
});

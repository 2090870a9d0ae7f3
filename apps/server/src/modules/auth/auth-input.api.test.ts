import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { REQUEST_MESSAGES } from '@restrung/shared/request-errors';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';

/**
 * better-auth's calls have no schema of ours; what they read still follows our input rules before they run
 * (auth-input.ts). The user's name and image are better-auth's user rules (create-auth.ts), tested there.
 */

let t: TestApp;
let buyer: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
});
afterAll(() => t.close());

const NUL = '\u0000';

const expectRefused = (res: { statusCode: number; json(): unknown }, message: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
};

describe('control characters', () => {
  it('are refused in the token of POST /api/auth/reset-password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: `abc${NUL}`, newPassword: 'long-enough-password' },
    });
    expectRefused(res, `token: ${CONTROL_CHARACTER_MESSAGE}`);
  });

  it('are refused in the token of POST /api/auth/revoke-session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: buyer.headers,
      payload: { token: `abc${NUL}` },
    });
    expectRefused(res, `token: ${CONTROL_CHARACTER_MESSAGE}`);
  });

  it('are refused in a query string and in the path', async () => {
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=abc%00' }),
      `token: ${CONTROL_CHARACTER_MESSAGE}`,
    );
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/auth/reset-password/abc%1B?callbackURL=/' }),
      `path: ${CONTROL_CHARACTER_MESSAGE}`,
    );
  });

  it('are left to better-auth in passwords, which are hashed and never shown', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: `wrong${NUL}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('callback addresses', () => {
  it.each([
    'null',
    'NaN',
    ' ',
    'login',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'ftp://example.test/',
  ])('refuses %j as a callbackURL', async (callbackURL) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=nope&callbackURL=${encodeURIComponent(callbackURL)}`,
    });
    expectRefused(res, `callbackURL: ${REQUEST_MESSAGES.callbackUrl}`);
  });

  it('refuses a bad errorCallbackURL, newUserCallbackURL or redirectTo in a body', async () => {
    for (const field of ['errorCallbackURL', 'newUserCallbackURL']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: '/', [field]: 'null' },
      });
      expectRefused(res, `${field}: ${REQUEST_MESSAGES.callbackUrl}`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: buyer.email, redirectTo: 'nowhere' },
    });
    expectRefused(res, `redirectTo: ${REQUEST_MESSAGES.callbackUrl}`);
  });

  it('lets a path on this site or a full http(s) address through to better-auth', async () => {
    for (const callbackURL of ['/login?google=failed', 'http://localhost:3000/login']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=nope&callbackURL=${encodeURIComponent(callbackURL)}`,
      });
      expect(res.statusCode, callbackURL).toBe(302);
      expect(res.headers.location).toContain('error=');
    }
  });
});

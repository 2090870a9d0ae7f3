import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** Sign In With Google through a real OpenID Connect code flow with PKCE, against a local provider. */
let provider: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // Both the access token and the ID token pass through here; the claims are the person signing in.
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...profile, email_verified: true });
  });
  provider.service.on('beforeUserinfo', (response) => {
    response.body = { ...profile, email_verified: true };
  });
  t = await buildTestApp({
    GOOGLE_CLIENT_ID: 'restrung-test',
    GOOGLE_CLIENT_SECRET: 'restrung-test-secret',
    GOOGLE_ISSUER_URL: provider.issuer.url!,
    PUBLIC_URL: 'http://localhost:3000',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const cookieHeader = (setCookie: string | string[] | undefined) =>
  ([] as string[]).concat(setCookie ?? []).map((c) => c.split(';')[0]).join('; ');

let profile = { sub: '', email: '', name: '' };

async function signInWithGoogle(person: typeof profile) {
  profile = person;
  const start = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/login' } });
  expect(start.statusCode).toBe(200);
  const authorizeUrl = new URL(start.json().url);
  expect(authorizeUrl.origin).toBe(new URL(provider.issuer.url!).origin);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location')!);
  const done = await t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookieHeader(start.headers['set-cookie']) },
  });
  expect(done.statusCode).toBe(302);
  expect(done.headers.location).toBe('/login');
  return cookieHeader(done.headers['set-cookie']);
}

describe('Sign In With Google', () => {
  it('creates a buyer and hands the web app a bearer token through /jwt', async () => {
    const cookie = await signInWithGoogle({ sub: 'google-1', email: 'gina@example.test', name: 'Gina Google' });
    const jwt = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie }, payload: { email: 'gina@example.test' } });
    expect(jwt.statusCode).toBe(200);
    const token = jwt.json().token as string;
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { authorization: `Bearer ${token}` } });
    expect(session.json().user).toMatchObject({ email: 'gina@example.test', name: 'Gina Google', role: 'buyer', verified: false });
  });

  it('signs the same person in again without creating a second account', async () => {
    await signInWithGoogle({ sub: 'google-2', email: 'gus@example.test', name: 'Gus' });
    const cookie = await signInWithGoogle({ sub: 'google-2', email: 'gus@example.test', name: 'Gus' });
    const jwt = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie }, payload: { email: 'gus@example.test' } });
    expect(jwt.statusCode).toBe(200);
  });
});

describe('without Google configured', () => {
  it('refuses the social sign-in with a clear error', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: '/' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});

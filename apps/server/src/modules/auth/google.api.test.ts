import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/accounts.ts';
import { users } from '../../db/schema.ts';

/** Sign In With Google through a real OpenID Connect code flow with PKCE, against a local provider. */
let provider: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // Both the access token and the ID token pass through here; the claims are the person signing in.
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { email_verified: true, ...profile });
  });
  provider.service.on('beforeUserinfo', (response) => {
    response.body = { email_verified: true, ...profile };
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
  ([] as string[])
    .concat(setCookie ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

type Profile = { sub: string; email: string; name: string } & Record<string, unknown>;
let profile: Profile = { sub: '', email: '', name: '' };

/** Runs the code flow to better-auth's callback and answers its redirect. */
async function googleCallback(person: Profile, start: { url: string; cookie: string }) {
  profile = person;
  const authorize = await fetch(start.url, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location')!);
  return t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: start.cookie } });
}

async function signInWithGoogle(person: Profile) {
  profile = person;
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL: '/login' },
  });
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
    const jwt = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email: 'gina@example.test' },
    });
    expect(jwt.statusCode).toBe(200);
    const token = jwt.json().token as string;
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.json().user).toMatchObject({
      email: 'gina@example.test',
      name: 'Gina Google',
      role: 'buyer',
      verified: false,
    });
  });

  it('signs the same person in again without creating a second account', async () => {
    await signInWithGoogle({ sub: 'google-2', email: 'gus@example.test', name: 'Gus' });
    const cookie = await signInWithGoogle({ sub: 'google-2', email: 'gus@example.test', name: 'Gus' });
    const jwt = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email: 'gus@example.test' },
    });
    expect(jwt.statusCode).toBe(200);
  });
});

describe('Google never changes role, verified, email or emailVerified', () => {
  const rowOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('makes a buyer, unverified, whatever the provider claims', async () => {
    await signInWithGoogle({
      sub: 'google-3',
      email: 'claims@example.test',
      name: 'Claims',
      role: 'admin',
      verified: true,
    });
    expect(await rowOf('claims@example.test')).toMatchObject({ role: 'buyer', verified: false, emailVerified: true });
  });

  it('does not sign into or change an email-and-password account with the same email', async () => {
    const seller = await createAccount(t, { role: 'seller', email: 'sella@example.test', name: 'Sella' });
    const before = await rowOf(seller.email);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/login' },
    });
    const done = await googleCallback(
      { sub: 'google-4', email: seller.email, name: 'Someone Else', role: 'admin' },
      { url: start.json().url, cookie: cookieHeader(start.headers['set-cookie']) },
    );
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toContain('error=account_not_linked');
    expect(await rowOf(seller.email)).toEqual(before);
  });

  it('keeps emailVerified as created when the provider later says the email is verified', async () => {
    await signInWithGoogle({ sub: 'google-5', email: 'late@example.test', name: 'Late', email_verified: false });
    const before = await rowOf('late@example.test');
    expect(before).toMatchObject({ emailVerified: false });
    await signInWithGoogle({ sub: 'google-5', email: 'late@example.test', name: 'Late', email_verified: true });
    expect(await rowOf('late@example.test')).toEqual(before);
  });

  it('linking Google to a signed-in account changes nothing on the account', async () => {
    const buyer = await createAccount(t, { role: 'buyer', email: 'linker@example.test', name: 'Linker' });
    const before = await rowOf(buyer.email);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/link-social',
      headers: buyer.headers,
      payload: { provider: 'google', callbackURL: '/profile' },
    });
    expect(start.statusCode).toBe(200);
    const done = await googleCallback(
      {
        sub: 'google-6',
        email: buyer.email,
        name: 'Linked Name',
        picture: 'https://evil.example/p.png',
        role: 'admin',
        verified: true,
      },
      { url: start.json().url, cookie: cookieHeader(start.headers['set-cookie']) },
    );
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/profile');
    expect(await rowOf(buyer.email)).toEqual(before);
  });
});

describe('without Google configured', () => {
  it('refuses the social sign-in with a clear error', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: '/' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});

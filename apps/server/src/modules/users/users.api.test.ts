import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, account?: TestAccount) => t.app.inject({ method: 'GET', url, headers: account?.headers });

describe('GET /api/users?email= (role lookup)', () => {
  it('answers the caller their own role and nothing else', async () => {
    const res = await get(`/api/users?email=${encodeURIComponent(seller.email)}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'seller' });
  });

  it('matches the email without regard to case', async () => {
    const res = await get(`/api/users?email=${encodeURIComponent(buyer.email.toUpperCase())}`, buyer);
    expect(res.json()).toEqual({ role: 'buyer' });
  });

  it("refuses another user's email", async () => {
    const res = await get(`/api/users?email=${encodeURIComponent(seller.email)}`, buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You can only look up your own account.',
    });
  });

  it('lets an admin look up anyone', async () => {
    expect((await get(`/api/users?email=${encodeURIComponent(seller.email)}`, admin)).json()).toEqual({
      role: 'seller',
    });
    expect((await get(`/api/users?email=${encodeURIComponent(admin.email)}`, admin)).json()).toEqual({ role: 'admin' });
  });

  it('refuses signed-out callers and bad tokens', async () => {
    expect((await get(`/api/users?email=${encodeURIComponent(buyer.email)}`)).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/users?email=${encodeURIComponent(buyer.email)}`,
      headers: { authorization: 'Bearer forged.token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a malformed email with a clear message', async () => {
    const res = await get('/api/users?email=not-an-email', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('valid email');
  });

  it('answers 404 to an admin asking about an unknown email', async () => {
    expect((await get('/api/users?email=nobody%40example.test', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/usersverification?email=', () => {
  it('answers a seller their own verification, false until an admin verifies', async () => {
    const res = await get(`/api/usersverification?email=${encodeURIComponent(seller.email)}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: false });
  });

  it('shows true for a verified seller', async () => {
    const verified = await createAccount(t, { role: 'seller', verified: true });
    expect((await get(`/api/usersverification?email=${encodeURIComponent(verified.email)}`, verified)).json()).toEqual({
      verified: true,
    });
  });

  // The answer comes from the session read in the same request, so it must follow the users row at once.
  it('follows a verification made while the seller is signed in, whatever the case of the email', async () => {
    const later = await createAccount(t, { role: 'seller' });
    const url = `/api/usersverification?email=${encodeURIComponent(later.email.toUpperCase())}`;
    expect((await get(url, later)).json()).toEqual({ verified: false });
    await t.database.db.update(users).set({ verified: true }).where(eq(users.id, later.id));
    expect((await get(url, later)).json()).toEqual({ verified: true });
  });

  it("refuses another user's email unless admin", async () => {
    expect((await get(`/api/usersverification?email=${encodeURIComponent(seller.email)}`, buyer)).statusCode).toBe(403);
    expect((await get(`/api/usersverification?email=${encodeURIComponent(seller.email)}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/usersverification?email=${encodeURIComponent(seller.email)}`)).statusCode).toBe(401);
  });
});

describe('POST /api/jwt', () => {
  it("answers the session's token for the caller's own email", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: buyer.headers,
      payload: { email: buyer.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: buyer.token });
  });

  it('refuses a token for someone else', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: buyer.headers,
      payload: { email: admin.email },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses without a session, whatever email is sent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', payload: { email: admin.email } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/allusers', () => {
  it("records the caller's own name and photo", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/allusers',
      headers: buyer.headers,
      payload: { name: 'Renamed Buyer', email: buyer.email, role: 'buyer', img: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: buyer.headers });
    expect(session.json().user.name).toBe('Renamed Buyer');
  });

  it('cannot make anyone an admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/allusers',
      headers: buyer.headers,
      payload: { name: 'x', email: buyer.email, role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/users?email=${encodeURIComponent(buyer.email)}`, buyer)).json()).toEqual({ role: 'buyer' });
  });

  it('cannot change another user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/allusers',
      headers: buyer.headers,
      payload: { name: 'Hacked', email: seller.email, role: 'seller' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('ignores a photo that is not one of our uploads', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/allusers',
      headers: seller.headers,
      payload: { name: 'Seller', email: seller.email, img: 'https://evil.example/pixel.gif' },
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: seller.headers });
    expect(session.json().user.image).toBeNull();
  });

  it('refuses signed-out callers', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/allusers',
          payload: { name: 'x', email: 'x@example.test', role: 'admin' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

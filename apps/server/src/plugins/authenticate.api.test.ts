import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../test/accounts.ts';

/*
 * How a bearer token resolves to a caller. These pin better-auth's behaviour (bearer plugin + getSession) so
 * the fast path in plugins/authenticate.ts answers exactly as it did.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SIGNED_OUT = { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue.' };

/** A call that needs a signed-in user and reads only the session and the user's own row. */
const whoAmI = (account: Pick<TestAccount, 'email'>, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/usersverification?email=${encodeURIComponent(account.email)}`,
    headers: authorization === undefined ? {} : { authorization },
  });

const sessionOf = async (account: TestAccount) => {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id));
  return row!;
};

describe('a bearer token', () => {
  it('signs the caller in as it was handed out (the session token, a dot, its HMAC in base64)', async () => {
    const buyer = await createAccount(t);
    expect(buyer.token).toMatch(/^[A-Za-z0-9]{32}\.[A-Za-z0-9+/]{43}=$/);
    const res = await whoAmI(buyer, `Bearer ${buyer.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: false });
  });

  it('works URL-encoded, with any case of the scheme', async () => {
    const buyer = await createAccount(t);
    const [value, signature] = buyer.token.split('.') as [string, string];
    expect((await whoAmI(buyer, `bearer ${value}.${encodeURIComponent(signature)}`)).statusCode).toBe(200);
    expect((await whoAmI(buyer, `BEARER   ${buyer.token}  `)).statusCode).toBe(200);
  });

  it('works as the bare session token, as better-auth accepts it without a signature', async () => {
    const buyer = await createAccount(t);
    const res = await whoAmI(buyer, `Bearer ${buyer.token.split('.')[0]}`);
    expect(res.statusCode).toBe(200);
  });

  it('is refused when its signature is tampered with', async () => {
    const buyer = await createAccount(t);
    const [value, signature] = buyer.token.split('.') as [string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const res = await whoAmI(buyer, `Bearer ${value}.${encodeURIComponent(flipped)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGNED_OUT);
  });

  it('is refused when signed with another secret', async () => {
    const buyer = await createAccount(t);
    const value = buyer.token.split('.')[0]!;
    const forged = createHmac('sha256', 'another-secret-another-secret-another').update(value).digest('base64');
    const res = await whoAmI(buyer, `Bearer ${value}.${encodeURIComponent(forged)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGNED_OUT);
  });

  it('is refused when the session token is not one we issued, even correctly signed', async () => {
    const buyer = await createAccount(t);
    const value = 'x'.repeat(32);
    const signature = createHmac('sha256', t.config.AUTH_SECRET!).update(value).digest('base64');
    const res = await whoAmI(buyer, `Bearer ${value}.${encodeURIComponent(signature)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGNED_OUT);
  });

  it('is refused once the session has expired', async () => {
    const buyer = await createAccount(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, buyer.id));
    const res = await whoAmI(buyer, `Bearer ${buyer.token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGNED_OUT);
  });

  it('is refused at once when its user is deleted', async () => {
    const buyer = await createAccount(t);
    expect((await whoAmI(buyer, `Bearer ${buyer.token}`)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, buyer.id));
    const res = await whoAmI(buyer, `Bearer ${buyer.token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGNED_OUT);
  });

  it('is refused after sign-out', async () => {
    const buyer = await createAccount(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: buyer.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    const res = await whoAmI(buyer, `Bearer ${buyer.token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGNED_OUT);
  });

  it('is refused when empty or of another scheme', async () => {
    const buyer = await createAccount(t);
    for (const authorization of ['Bearer ', `Basic ${buyer.token}`, buyer.token]) {
      const res = await whoAmI(buyer, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SIGNED_OUT);
    }
  });

  it('keeps a session in use alive: a day after sign-in its expiry moves a week ahead again', async () => {
    const buyer = await createAccount(t);
    const dueForRefresh = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ expiresAt: dueForRefresh }).where(eq(sessions.userId, buyer.id));
    expect((await whoAmI(buyer, `Bearer ${buyer.token}`)).statusCode).toBe(200);
    const { expiresAt } = await sessionOf(buyer);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 60 * 60 * 1000);
  });

  it('reads the role and the verification as they are now, not as they were at sign-in', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    expect((await whoAmI(seller, `Bearer ${seller.token}`)).json()).toEqual({ verified: false });
    await t.database.db.update(users).set({ verified: true }).where(eq(users.id, seller.id));
    expect((await whoAmI(seller, `Bearer ${seller.token}`)).json()).toEqual({ verified: true });
  });
});

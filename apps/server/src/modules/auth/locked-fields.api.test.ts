import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@restrung/shared/account';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { users } from '../../db/schema.ts';

/**
 * Issue 9 item 1: role, verified, email and emailVerified never change through better-auth. Each field is
 * sent alone, so a refusal is for that field and not for another; the database row is read afterwards.
 * The Google paths are in google.api.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const rowByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const post = (url: string, account: TestAccount, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, headers: account.headers, payload });

const attempts = { role: 'admin', verified: true, email: 'someone-else@example.test', emailVerified: true } as const;
type Locked = keyof typeof attempts;
const fields = Object.keys(attempts) as Locked[];

describe('POST /api/auth/update-user', () => {
  for (const field of fields) {
    it(`refuses ${field} sent alone and leaves the account as it was`, async () => {
      const buyer = await createAccount(t, { role: 'buyer' });
      const before = await rowOf(buyer.id);
      const res = await post('update-user', buyer, { [field]: attempts[field] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `${field}: ${ACCOUNT_MESSAGES[field]}`,
      });
      expect(await rowOf(buyer.id)).toEqual(before);
    });
  }

  it('refuses a buyer who asks to become a seller, and a seller who asks to become an admin', async () => {
    for (const [role, wanted] of [
      ['buyer', 'seller'],
      ['seller', 'admin'],
    ] as const) {
      const account = await createAccount(t, { role });
      const before = await rowOf(account.id);
      const res = await post('update-user', account, { role: wanted });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`role: ${ACCOUNT_MESSAGES.role}`);
      expect(await rowOf(account.id)).toEqual(before);
    }
  });

  it('refuses an unverified seller who asks to be verified, even with a falsy-looking string', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const before = await rowOf(seller.id);
    for (const value of [true, 'true', 1]) {
      const res = await post('update-user', seller, { verified: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`verified: ${ACCOUNT_MESSAGES.verified}`);
    }
    expect(await rowOf(seller.id)).toEqual(before);
  });

  it('still changes the name', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const res = await post('update-user', buyer, { name: 'New Name' });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(buyer.id)).toMatchObject({ name: 'New Name', role: 'buyer', verified: false });
  });
});

describe('POST /api/auth/sign-up/email', () => {
  const base = { name: 'Newcomer', password: 'secret1' };
  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });

  it('refuses the admin role and creates no account', async () => {
    const res = await signUp({ ...base, email: 'would-be-admin@example.test', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `role: ${ACCOUNT_MESSAGES.signUpRole}`,
    });
    expect(await rowByEmail('would-be-admin@example.test')).toBeUndefined();
  });

  for (const field of ['verified', 'emailVerified'] as const) {
    it(`refuses ${field} and creates no account`, async () => {
      const email = `sets-${field.toLowerCase()}@example.test`;
      const res = await signUp({ ...base, email, [field]: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `${field}: ${ACCOUNT_MESSAGES[field]}`,
      });
      expect(await rowByEmail(email)).toBeUndefined();
    });
  }

  it('still lets a person choose Buyer or Seller', async () => {
    for (const role of ['buyer', 'seller'] as const) {
      const email = `chooses-${role}@example.test`;
      expect((await signUp({ ...base, email, role })).statusCode).toBe(200);
      expect(await rowByEmail(email)).toMatchObject({ role, verified: false, emailVerified: false });
    }
  });
});

describe('other better-auth endpoints that write a user', () => {
  it('change-email is disabled and changes nothing', async () => {
    const buyer = await createAccount(t);
    const before = await rowOf(buyer.id);
    const res = await post('change-email', buyer, { newEmail: 'moved@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CHANGE_EMAIL_DISABLED', message: 'Change email is disabled' });
    expect(await rowOf(buyer.id)).toEqual(before);
  });

  it('send-verification-email only mails a link to the caller and verify-email refuses a made-up token', async () => {
    const buyer = await createAccount(t);
    const before = await rowOf(buyer.id);
    const send = await post('send-verification-email', buyer, { email: buyer.email });
    expect(send.statusCode).toBe(200);
    const other = await post('send-verification-email', buyer, { email: 'someone-else@example.test' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'EMAIL_MISMATCH' });
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=made-up',
      headers: buyer.headers,
    });
    expect(verify.statusCode).toBe(401);
    expect(verify.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(await rowOf(buyer.id)).toEqual(before);
  });

  it('update-session ignores user fields', async () => {
    const buyer = await createAccount(t);
    const before = await rowOf(buyer.id);
    for (const field of fields) {
      const res = await post('update-session', buyer, { [field]: attempts[field] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('No fields to update');
    }
    expect(await rowOf(buyer.id)).toEqual(before);
  });
});

describe('inside the server (behind the HTTP checks)', () => {
  it("better-auth's own update-user refuses role and verified", async () => {
    const buyer = await createAccount(t);
    const before = await rowOf(buyer.id);
    for (const field of ['role', 'verified'] as const) {
      await expect(
        t.app.auth.api.updateUser({ body: { [field]: attempts[field] } as never, headers: new Headers(buyer.headers) }),
      ).rejects.toMatchObject({ statusCode: 400, body: { code: 'FIELD_NOT_ALLOWED' } });
    }
    expect(await rowOf(buyer.id)).toEqual(before);
  });

  it('a database update from any better-auth path keeps the locked fields and writes the rest', async () => {
    const buyer = await createAccount(t);
    const { internalAdapter } = await t.app.auth.$context;
    for (const field of fields) {
      await internalAdapter.updateUser(buyer.id, { [field]: attempts[field], name: `Renamed ${field}` });
      expect(await rowOf(buyer.id)).toMatchObject({
        name: `Renamed ${field}`,
        role: 'buyer',
        verified: false,
        email: buyer.email,
        emailVerified: false,
      });
    }
    // Only locked fields: nothing to write, and still nothing changes.
    const before = await rowOf(buyer.id);
    await internalAdapter.updateUser(buyer.id, { role: 'admin' });
    expect(await rowOf(buyer.id)).toEqual(before);
  });

  it('a sign-up made inside the server picks buyer or seller only and never verifies', async () => {
    const result = await t.app.auth.api.signUpEmail({
      body: {
        name: 'Inside',
        email: 'inside@example.test',
        password: 'secret1',
        role: 'admin',
        verified: true,
      } as never,
    });
    expect(await rowOf(result.user.id)).toMatchObject({ role: 'buyer', verified: false });
  });
});

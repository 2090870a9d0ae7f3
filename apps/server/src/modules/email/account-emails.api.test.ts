/**
 * Account emails (issue 13) through the outbox to a real SMTP server: the verification link after sign-up, a
 * password reset end to end (expiry, single use, sessions ended), sign-up that does not tell strangers who has an
 * account, and REQUIRE_EMAIL_VERIFICATION holding back booking and listing until the link is opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { EMAIL_MESSAGES } from '@restrung/shared/email';
import { users, verifications } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { defaultRateLimits } from '../../plugins/rate-limits.ts';
import { createAccount } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { bookingBody } from '../../test/booking-fixtures.ts';
import { productBody, uploadPhoto } from '../products/test-helpers.ts';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';
import { outboxRepository } from './outbox-repository.ts';
import { outboxWorker } from './outbox-worker.ts';
import { smtpTransport, type MailTransport } from './transport.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let t: TestApp;
let smtp: SmtpListener;
let transport: MailTransport;

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://restrung.test' });
  transport = smtpTransport(smtp.url, 'Restrung <no-reply@restrung.test>');
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});

/** Runs the outbox once and answers the mails that arrived for `to`, newest last. */
async function mailsTo(to: string) {
  await outboxWorker(outboxRepository(t.database.db), transport, quiet).runOnce();
  return smtp.mails.filter((m) => m.to && 'text' in m.to && m.to.text === to);
}
const linkIn = (text: string | undefined, page: string) => {
  const match = new RegExp(`https://restrung\\.test${page}\\?token=([^\\s]+)`).exec(text ?? '');
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return decodeURIComponent(match[1]!);
};
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post('/api/auth/sign-up/email', { name: 'Pat Picker', email, password: 'first-password', role: 'seller', ...extra });
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const session = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { authorization: `Bearer ${token}` } });

describe('sign-up with a mail server configured', () => {
  it('answers an address that already has an account exactly as a new one, and mails its owner instead', async () => {
    const existing = `owner-${Date.now()}@example.test`;
    expect((await signUp(existing)).statusCode).toBe(200);
    await mailsTo(existing);

    const fresh = await signUp(`new-${Date.now()}@example.test`);
    const again = await signUp(existing);
    const comparable = (res: typeof fresh) => ({
      status: res.statusCode,
      headers: Object.keys(res.headers)
        .filter((h) => h !== 'date')
        .sort(),
      cookies: res.cookies.length,
      body: JSON.parse(res.body, (key, value) =>
        key === 'id' || key === 'createdAt' || key === 'updatedAt' || key === 'email' ? typeof value : value,
      ),
    });
    expect(comparable(again)).toEqual(comparable(fresh));
    expect(again.json()).toMatchObject({
      token: null,
      user: { role: 'seller', verified: false, emailVerified: false },
    });
    expect(again.headers['set-auth-token']).toBeUndefined();

    const received = (await mailsTo(existing)).map((m) => m.subject);
    expect(received).toEqual(['Confirm your email address for Restrung', 'You already have a Restrung account']);
    const notice = (await mailsTo(existing))[1];
    expect(notice!.text).toContain('https://restrung.test/forgot-password');
    // The account is untouched: its own password still signs in, the stranger's attempt created nothing.
    expect((await signIn(existing, 'first-password')).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, existing))).toHaveLength(1);
  });

  it('emails a link that confirms the address, and the session then says so', async () => {
    const email = `confirm-${Date.now()}@example.test`;
    expect((await signUp(email)).statusCode).toBe(200);
    const token = (await signIn(email, 'first-password')).headers['set-auth-token'] as string;
    expect((await session(token)).json().user.emailVerified).toBe(false);

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirm your email address for Restrung');
    const link = linkIn(mail!.text, '/verify-email');
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(link)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await session(token)).json().user.emailVerified).toBe(true);
  });

  it('refuses a verification token that is not ours, and update-user still cannot set emailVerified', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token' });
    expect(res.statusCode).toBe(401);
    const email = `locked-${Date.now()}@example.test`;
    await signUp(email);
    const token = (await signIn(email, 'first-password')).headers['set-auth-token'] as string;
    const update = await post('/api/auth/update-user', { emailVerified: true }, { authorization: `Bearer ${token}` });
    expect(update.statusCode).toBe(400);
    expect((await session(token)).json().user.emailVerified).toBe(false);
  });
});

describe('password reset by email', () => {
  it('resets the password once through the emailed link and ends every session', async () => {
    const email = `reset-${Date.now()}@example.test`;
    await signUp(email);
    const oldToken = (await signIn(email, 'first-password')).headers['set-auth-token'] as string;
    expect((await session(oldToken)).json()).not.toBeNull();

    const asked = await post('/api/auth/request-password-reset', { email });
    expect(asked.statusCode).toBe(200);
    // An unknown address gets the same answer: nobody learns who has an account.
    const unknown = await post('/api/auth/request-password-reset', { email: `nobody-${Date.now()}@example.test` });
    expect(unknown.json()).toEqual(asked.json());

    const resetMail = (await mailsTo(email)).find((m) => m.subject === 'Reset your Restrung password');
    const token = linkIn(resetMail?.text, '/reset-password');
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'second-password' });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await signIn(email, 'first-password')).statusCode).toBe(401);
    expect((await signIn(email, 'second-password')).statusCode).toBe(200);
    expect((await session(oldToken)).json()).toBeNull();
    // Single use.
    const twice = await post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link', async () => {
    const email = `expired-${Date.now()}@example.test`;
    await signUp(email);
    await post('/api/auth/request-password-reset', { email });
    const token = linkIn((await mailsTo(email)).find((m) => m.subject?.startsWith('Reset'))?.text, '/reset-password');
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const res = await post('/api/auth/reset-password', { token, newPassword: 'second-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect((await signIn(email, 'first-password')).statusCode).toBe(200);
  });
});

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => strict.close());

  it('refuses booking and listing until the address is confirmed', async () => {
    const seller = await createAccount(strict, { role: 'seller', verified: true });
    const buyer = await createAccount(strict, { role: 'buyer' });
    const product = await insertProduct(strict.database.db, seller);
    const photo = await uploadPhoto(strict, seller);

    const book = () =>
      strict.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: buyer.headers,
        payload: bookingBody(product, buyer),
      });
    const list = () =>
      strict.app.inject({ method: 'POST', url: '/api/products', headers: seller.headers, payload: productBody(photo) });
    for (const res of [await book(), await list()]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(EMAIL_MESSAGES.verifyFirst);
    }

    await strict.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, buyer.id));
    await strict.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, seller.id));
    expect((await book()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });
});

describe('rate limits on the account-email endpoints', () => {
  it('slows down reset requests, confirmation emails and guesses at a reset token or password', async () => {
    const two = { max: 2, timeWindow: 60_000 };
    const limited = await buildTestApp(
      {},
      { rateLimits: { ...defaultRateLimits(1000), accountEmail: two, passwordChange: two } },
    );
    try {
      const cases: Array<[string, object]> = [
        ['/api/auth/request-password-reset', { email: 'someone@example.test' }],
        ['/api/auth/send-verification-email', { email: 'someone@example.test' }],
        ['/api/auth/reset-password', { token: 'guess', newPassword: 'whatever1' }],
        ['/api/auth/change-password', { currentPassword: 'guess', newPassword: 'whatever1' }],
      ];
      for (const [url, payload] of cases) {
        const send = () => limited.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.9' });
        await send();
        await send();
        const third = await send();
        expect(third.statusCode, url).toBe(429);
        expect(third.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      }
    } finally {
      await limited.close();
    }
  });
});

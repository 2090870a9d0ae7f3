/** The email settings page's API (issue 13): each optional kind can be turned off; account emails cannot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONAL_EMAIL_KIND_LIST } from '@restrung/shared/email';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { enqueueEmail } from './outbox-repository.ts';

let t: TestApp;
let pat: TestAccount;
let sam: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  [pat, sam] = [await createAccount(t), await createAccount(t, { role: 'seller' })];
});
afterAll(() => t.close());

const get = (account?: TestAccount) =>
  t.app.inject({ method: 'GET', url: '/api/email-settings', headers: account?.headers });
const put = (payload: unknown, account?: TestAccount) =>
  t.app.inject({ method: 'PUT', url: '/api/email-settings', headers: account?.headers, payload: payload as object });
const allOn = Object.fromEntries(OPTIONAL_EMAIL_KIND_LIST.map((kind) => [kind, true]));

describe('email settings', () => {
  it('starts with every kind on', async () => {
    const res = await get(pat);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(allOn);
  });

  it('turns a kind off and on again, for the caller only, and the outbox respects it', async () => {
    const off = await put({ booking_received: false, hold_expired: false }, sam);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...allOn, booking_received: false, hold_expired: false });
    expect((await get(sam)).json()).toEqual({ ...allOn, booking_received: false, hold_expired: false });
    expect((await get(pat)).json()).toEqual(allOn);
    const mail = { to: sam.email, subject: 'Booked', text: 'Booked.', userId: sam.id };
    expect(await enqueueEmail(t.database.db, { ...mail, kind: 'booking_received' })).toBe(false);
    expect(await enqueueEmail(t.database.db, { ...mail, kind: 'booking_paid' })).toBe(true);

    const on = await put({ booking_received: true }, sam);
    expect(on.json()).toEqual({ ...allOn, hold_expired: false });
    // Sending the same change twice changes nothing.
    expect((await put({ hold_expired: false }, sam)).json()).toEqual({ ...allOn, hold_expired: false });
  });

  it('refuses account emails, unknown kinds and values that are not true or false', async () => {
    for (const body of [
      { reset_password: false },
      { verify_email: false },
      { newsletter: false },
      { booking_paid: 'no' },
    ]) {
      const res = await put(body, pat);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await get(pat)).json()).toEqual(allOn);
  });

  it('asks a signed-out caller to sign in', async () => {
    for (const res of [await get(), await put({ booking_paid: false })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue.');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadResponseSchema } from '@restrung/shared/user';
import { ACCOUNT_MESSAGES } from '@restrung/shared/account';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { multipart } from '../../test/multipart.ts';
import { jpegWithGps } from '../../test/images.ts';
import { users } from '../../db/schema.ts';
import { uploadsRepository } from '../images/repository.ts';

/** Issue 9 item 2: update-user keeps the sign-up rule for photos (only our own upload, made by this person). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
/** Uploads a photo signed in as `account` (or signed out) and answers its URL. */
async function photoOf(account: TestAccount | null): Promise<string> {
  const body = multipart('image', 'p.jpg', 'image/jpeg', await jpegWithGps());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(account?.headers ?? {}) },
  });
  expect(res.statusCode).toBe(200);
  return uploadResponseSchema.parse(res.json()).data.url;
}
const setImage = (account: TestAccount, image: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: account.headers, payload: { image } });

describe('POST /api/auth/update-user with a photo', () => {
  const refusals: Array<[string, (owner: TestAccount) => Promise<string>, string]> = [
    ['a photo on another site', async () => 'https://evil.example/track.png', ACCOUNT_MESSAGES.photoInvalid],
    ["another person's upload", async () => photoOf(await createAccount(t)), ACCOUNT_MESSAGES.photoNotYours],
    ['an upload made signed out', async () => photoOf(null), ACCOUNT_MESSAGES.photoNotYours],
    [
      'a media path that climbs out of the folder',
      async (owner) => (await photoOf(owner)).replace('/media/uploads/', '/media/uploads/../../'),
      ACCOUNT_MESSAGES.photoInvalid,
    ],
    [
      'a media URL that was never uploaded',
      async () => '/media/uploads/00000000-0000-0000-0000-000000000000.webp',
      ACCOUNT_MESSAGES.photoInvalid,
    ],
  ];
  for (const [what, urlFor, message] of refusals) {
    it(`refuses ${what} and keeps the current photo`, async () => {
      const buyer = await createAccount(t);
      const url = await urlFor(buyer);
      const before = await rowOf(buyer.id);
      const res = await setImage(buyer, url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: `image: ${message}` });
      expect(await rowOf(buyer.id)).toEqual(before);
    });
  }

  // Repeated: the answer once went out before the claim was written, and one try in many read the photo unclaimed.
  it("accepts the person's own upload and claims it before answering", { repeats: 20 }, async () => {
    const buyer = await createAccount(t);
    const url = await photoOf(buyer);
    const res = await setImage(buyer, url);
    expect(res.statusCode).toBe(200);
    expect(await rowOf(buyer.id)).toMatchObject({ image: url });
    expect((await uploadsRepository(t.database.db).findByUrl(url))?.claimedAt).toBeInstanceOf(Date);
  });

  it('keeps the photo chosen at sign-up when it is sent again, and removes it with null', async () => {
    const url = await photoOf(null);
    const buyer = await createAccount(t, { image: url });
    expect(await rowOf(buyer.id)).toMatchObject({ image: url });
    expect((await setImage(buyer, url)).statusCode).toBe(200);
    expect((await setImage(buyer, null)).statusCode).toBe(200);
    expect(await rowOf(buyer.id)).toMatchObject({ image: null });
  });
});

describe('POST /api/auth/sign-up/email with a photo', () => {
  let n = 0;
  const signUp = (image: string, email = `new-person-${++n}@example.test`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'New Person', email, password: 'secret12', image },
    });
  const accountsNamed = async (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

  it('refuses a photo another person already uses, and creates no account', async () => {
    const owner = await createAccount(t);
    const url = await photoOf(owner);
    expect((await setImage(owner, url)).statusCode).toBe(200);
    const res = await signUp(url, 'photo-taker@example.test');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `image: ${ACCOUNT_MESSAGES.photoNotYours}`,
    });
    expect(await accountsNamed('photo-taker@example.test')).toEqual([]);
  });

  it('refuses a media URL that was never uploaded', async () => {
    const res = await signUp('/media/uploads/00000000-0000-0000-0000-000000000000.webp');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`image: ${ACCOUNT_MESSAGES.photoInvalid}`);
  });

  it('accepts a photo uploaded signed out for this sign-up, and claims it', async () => {
    const url = await photoOf(null);
    const res = await signUp(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.image).toBe(url);
    expect((await uploadsRepository(t.database.db).findByUrl(url))?.claimedAt).toBeInstanceOf(Date);
  });
});

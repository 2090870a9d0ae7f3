import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH } from '@restrung/shared/account';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/accounts.ts';
import { users } from '../../db/schema.ts';

/** Issue 9 item 4: better-auth's user fields answer 400 with a message, never 500. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const rowByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const bad = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

const controlCharacters = {
  'a NUL character': '\u0000',
  'a bell character': '\u0007',
  'an escape character': '\u001b',
  'a right-to-left override': '\u202e',
};

describe('POST /api/auth/update-user', () => {
  const update = async (payload: Record<string, unknown>) => {
    const buyer = await createAccount(t);
    const before = await rowOf(buyer.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: buyer.headers, payload });
    return { res, unchanged: async () => expect(await rowOf(buyer.id)).toEqual(before) };
  };

  it('refuses a null name', async () => {
    const { res, unchanged } = await update({ name: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(bad(`name: ${ACCOUNT_MESSAGES.nameRequired}`));
    await unchanged();
  });

  it('refuses an empty name', async () => {
    const { res, unchanged } = await update({ name: '   ' });
    expect(res.json()).toEqual(bad(`name: ${ACCOUNT_MESSAGES.nameRequired}`));
    await unchanged();
  });

  it(`refuses a name over ${NAME_MAX_LENGTH} characters`, async () => {
    const { res, unchanged } = await update({ name: 'n'.repeat(NAME_MAX_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(bad(`name: ${ACCOUNT_MESSAGES.nameTooLong}`));
    await unchanged();
  });

  for (const [what, character] of Object.entries(controlCharacters)) {
    it(`refuses ${what} in the name and in the image`, async () => {
      const name = await update({ name: `Eve${character}lyn` });
      expect(name.res.statusCode).toBe(400);
      expect(name.res.json()).toEqual(bad(`name: ${CONTROL_CHARACTER_MESSAGE}`));
      await name.unchanged();
      const image = await update({ image: `/media/uploads/x${character}.webp` });
      expect(image.res.statusCode).toBe(400);
      expect(image.res.json()).toEqual(bad(`image: ${CONTROL_CHARACTER_MESSAGE}`));
      await image.unchanged();
    });
  }

  it(`accepts a name of exactly ${NAME_MAX_LENGTH} characters`, async () => {
    const buyer = await createAccount(t);
    const name = 'n'.repeat(NAME_MAX_LENGTH);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: buyer.headers,
      payload: { name },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(buyer.id)).toMatchObject({ name });
  });
});

describe('POST /api/auth/sign-up/email', () => {
  let n = 0;
  const signUp = async (fields: Record<string, unknown>) => {
    const email = `fields-${++n}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Fine', email, password: 'secret1', ...fields },
    });
    return { res, noAccount: async () => expect(await rowByEmail(email)).toBeUndefined() };
  };

  for (const [what, character] of Object.entries(controlCharacters)) {
    it(`refuses ${what} in the name and in the image, creating no account`, async () => {
      const name = await signUp({ name: `Eve${character}lyn` });
      expect(name.res.statusCode).toBe(400);
      expect(name.res.json()).toEqual(bad(`name: ${CONTROL_CHARACTER_MESSAGE}`));
      await name.noAccount();
      const image = await signUp({ image: `/media/uploads/x${character}.webp` });
      expect(image.res.statusCode).toBe(400);
      expect(image.res.json()).toEqual(bad(`image: ${CONTROL_CHARACTER_MESSAGE}`));
      await image.noAccount();
    });
  }

  it(`refuses a name over ${NAME_MAX_LENGTH} characters, or none`, async () => {
    const long = await signUp({ name: 'n'.repeat(NAME_MAX_LENGTH + 1) });
    expect(long.res.statusCode).toBe(400);
    expect(long.res.json()).toEqual(bad(`name: ${ACCOUNT_MESSAGES.nameTooLong}`));
    await long.noAccount();
    const none = await signUp({ name: null });
    expect(none.res.statusCode).toBe(400);
    expect(none.res.json()).toEqual(bad(`name: ${ACCOUNT_MESSAGES.nameRequired}`));
    await none.noAccount();
  });
});

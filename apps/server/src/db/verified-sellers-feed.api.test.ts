import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { recordChangeFeed } from '../test/change-feed-recorder.ts';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { users } from './schema.ts';

/*
 * Decision 0080, migration 0018: lists and searches read only whether a seller is verified, so the change feed says
 * "verified_sellers" when the set of verified users changes, and only then. Each test records what the feed carried
 * while one change was made.
 */

let t: TestApp;
let admin: TestAccount;
let feed: Awaited<ReturnType<typeof recordChangeFeed>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAccount(t, { role: 'admin' });
  feed = await recordChangeFeed(t.database);
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});
const feedDuring = (change: () => Promise<unknown>) => feed.during(change);

const setVerified = (id: string, verified: boolean) =>
  t.database.db.update(users).set({ verified }).where(eq(users.id, id));

describe('the verified_sellers change feed', () => {
  it("is not sent for a sign-up, a profile edit or a write that leaves a seller's verification as it was", async () => {
    let account: TestAccount | undefined;
    const signUp = await feedDuring(async () => {
      account = await createAccount(t, { role: 'seller' });
    });
    expect(signUp).toContain(`users:${account!.id}`);
    expect(signUp).not.toContain('verified_sellers');

    const edit = await feedDuring(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: account!.headers,
        payload: { name: 'Renamed Seller' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(edit).toEqual([`users:${account!.id}`]);

    expect(await feedDuring(() => setVerified(account!.id, false))).toEqual([`users:${account!.id}`]);
  });

  it("is sent when an admin verifies a seller, and when a verified user's row comes or goes", async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const verify = await feedDuring(async () => {
      const res = await t.app.inject({ method: 'PUT', url: `/api/allseller/${seller.id}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(verify).toContain('verified_sellers');

    expect(await feedDuring(() => setVerified(seller.id, false))).toContain('verified_sellers');

    const id = (await createAccount(t, { role: 'seller' })).id;
    await setVerified(id, true);
    const deleted = await feedDuring(() => t.database.db.delete(users).where(eq(users.id, id)));
    expect(deleted).toContain('verified_sellers');

    const [copy] = await t.database.db.select().from(users).where(eq(users.id, seller.id));
    await t.database.db.delete(users).where(eq(users.id, seller.id));
    const inserted = await feedDuring(() => t.database.db.insert(users).values({ ...copy!, verified: true }));
    expect(inserted).toContain('verified_sellers');
  });
});

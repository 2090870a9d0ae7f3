import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { reports } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { defaultRateLimits } from '../../plugins/rate-limits.ts';
import { listProduct } from '../products/test-helpers.ts';

let t: TestApp;
let buyer: TestAccount;
let secondBuyer: TestAccount;
let seller: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer', name: 'First Buyer' });
  secondBuyer = await createAccount(t, { role: 'buyer', name: 'Second Buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const report = (id: string, account?: TestAccount, payload: unknown = { report: true }, app = t) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/reportproducts/${id}`,
    headers: account?.headers,
    payload: payload as object,
  });
const reportsOf = (productId: string) => t.database.db.select().from(reports).where(eq(reports.productId, productId));

describe('PUT /api/reportproducts/{id}', () => {
  it('records who reported the product and when, and raises its report flag', async () => {
    const id = await listProduct(t, seller);
    const before = Date.now();
    const res = await report(id, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, alreadyReported: false });
    const [row] = await reportsOf(id);
    expect(row).toMatchObject({ reporterId: buyer.id, reporterName: 'First Buyer', reporterEmail: buyer.email });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/singleproduct/${id}`, headers: buyer.headers })).json().report,
    ).toBe(true);
  });

  it('counts a buyer once per product', async () => {
    const id = await listProduct(t, seller);
    await report(id, buyer);
    const again = await report(id, buyer);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, alreadyReported: true });
    expect(await reportsOf(id)).toHaveLength(1);
    expect((await report(id, secondBuyer)).json()).toEqual({ acknowledged: true, alreadyReported: false });
    expect(await reportsOf(id)).toHaveLength(2);
  });

  it('is for buyers only', async () => {
    const id = await listProduct(t, seller);
    expect((await report(id)).statusCode).toBe(401);
    for (const account of [seller, admin]) {
      const res = await report(id, account);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only buyers can do this.');
    }
    expect(await reportsOf(id)).toHaveLength(0);
  });

  it('wants {report: true}', async () => {
    const id = await listProduct(t, seller);
    for (const body of [{}, { report: false }, { report: 'yes' }])
      expect((await report(id, buyer, body)).statusCode).toBe(400);
    expect(await reportsOf(id)).toHaveLength(0);
  });

  it('answers 404 for an unknown, malformed or not yet public product', async () => {
    expect((await report(newId(), buyer)).statusCode).toBe(404);
    expect((await report('nope', buyer)).statusCode).toBe(404);
    const unverified = await createAccount(t, { role: 'seller' });
    expect((await report(await listProduct(t, unverified), buyer)).statusCode).toBe(404);
  });

  it('is rate-limited per address', async () => {
    const limited = await buildTestApp(
      {},
      { rateLimits: { ...defaultRateLimits(1000), report: { max: 2, timeWindow: 60_000 } } },
    );
    try {
      const reporter = await createAccount(limited, { role: 'buyer' });
      const owner = await createAccount(limited, { role: 'seller', verified: true });
      const id = await listProduct(limited, owner);
      expect((await report(id, reporter, { report: true }, limited)).statusCode).toBe(200);
      expect((await report(id, reporter, { report: true }, limited)).statusCode).toBe(200);
      const third = await report(id, reporter, { report: true }, limited);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toContain('Too many attempts');
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('reportedByMe on product answers', () => {
  const single = (id: string, account: TestAccount) =>
    t.app.inject({ method: 'GET', url: `/api/singleproduct/${id}`, headers: account.headers });

  it('tells a buyer whether they reported the product, and no one else', async () => {
    const id = await listProduct(t, seller);
    expect((await single(id, buyer)).json().reportedByMe).toBe(false);
    await report(id, buyer);
    expect((await single(id, buyer)).json().reportedByMe).toBe(true);
    // Another buyer's answer is about that buyer: they have not reported it.
    expect((await single(id, secondBuyer)).json().reportedByMe).toBe(false);
    // Sellers and admins cannot report, so the field is not theirs to see.
    expect((await single(id, seller)).json()).not.toHaveProperty('reportedByMe');
    expect((await single(id, admin)).json()).not.toHaveProperty('reportedByMe');
  });

  it('marks the reported product in the category list for that buyer only', async () => {
    const id = await listProduct(t, seller);
    await report(id, secondBuyer);
    const list = (account: TestAccount) =>
      t.app.inject({ method: 'GET', url: `/api/products/${DEFAULT_CATEGORY_ID}?limit=100`, headers: account.headers });
    const mine = ((await list(secondBuyer)).json() as { _id: string; reportedByMe?: boolean }[]).find(
      (p) => p._id === id,
    );
    expect(mine?.reportedByMe).toBe(true);
    const theirs = ((await list(buyer)).json() as { _id: string; reportedByMe?: boolean }[]).find((p) => p._id === id);
    expect(theirs?.reportedByMe).toBe(false);
  });
});

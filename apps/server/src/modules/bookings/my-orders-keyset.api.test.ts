import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingListSchema } from '@restrung/shared/booking';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct } from '../../test/fixtures.ts';

/* GET /api/myorders?after=<_id of the last order shown>: the same orders in the same order as ?page. */

let t: TestApp;
let buyer: TestAccount;
let newestFirst: string[];

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  const seller = await createAccount(t, { role: 'seller', verified: true });
  const base = Date.now();
  const orders = [];
  for (let i = 0; i < 12; i += 1) {
    const product = await insertProduct(t.database.db, seller);
    // Pairs share their time, so the id breaks the tie.
    orders.push(
      await insertBooking(t.database.db, { product, buyer, createdAt: new Date(base - Math.floor(i / 2) * 60_000) }),
    );
  }
  newestFirst = [...orders]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((o) => o.id);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/myorders?email=${encodeURIComponent(buyer.email)}&${query}`,
    headers: buyer.headers,
  });
  expect(res.statusCode).toBe(200);
  return bookingListSchema.parse(res.json()).map((b) => b._id);
};

describe('GET /api/myorders?after', () => {
  it('walks the orders page by page as ?page does, ties included', async () => {
    const walked: string[] = [];
    for (let after = ''; ; ) {
      const page = await list(`limit=5${after ? `&after=${after}` : ''}`);
      walked.push(...page);
      if (page.length < 5) break;
      after = page[page.length - 1]!;
    }
    expect(walked).toEqual(newestFirst);
    const byPage = [
      ...(await list('limit=5&page=1')),
      ...(await list('limit=5&page=2')),
      ...(await list('limit=5&page=3')),
    ];
    expect(byPage).toEqual(newestFirst);
  });

  it('refuses an after that is not an id, with 400 and the reason', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(buyer.email)}&after=last`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('after must be the _id of the last item of the previous page.');
  });
});

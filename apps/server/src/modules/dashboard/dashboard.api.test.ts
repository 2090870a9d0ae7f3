import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema.ts';
import { DASHBOARD_WEEKS, dashboardOverviewSchema } from '@restrung/shared/dashboard';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct, insertReport } from '../../test/fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const weeksAgo = (n: number) => new Date(now.getTime() - n * 7 * DAY);

/** The Monday (UTC) of the ISO week `date` falls in, YYYY-MM-DD. */
function mondayOf(date: Date): string {
  const day = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}
const WEEKS = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => mondayOf(weeksAgo(DASHBOARD_WEEKS - 1 - i)));
const THIS_WEEK = DASHBOARD_WEEKS - 1;
const LAST_WEEK = DASHBOARD_WEEKS - 2;

/** Twelve weeks of zeros, with the given weeks (by index) filled in. */
function salesWeeks(filled: Record<number, { sales: number; revenue: number }>) {
  return WEEKS.map((week, i) => ({ week, sales: filled[i]?.sales ?? 0, revenue: filled[i]?.revenue ?? 0 }));
}

let t: TestApp;
let admin: TestAccount;
let seller: TestAccount;
let otherSeller: TestAccount;
let buyer: TestAccount;
let otherBuyer: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  admin = await createAccount(t, { role: 'admin' });
  seller = await createAccount(t, { role: 'seller', verified: true });
  otherSeller = await createAccount(t, { role: 'seller', verified: true });
  buyer = await createAccount(t, { role: 'buyer' });
  otherBuyer = await createAccount(t, { role: 'buyer' });

  // The seller: sold one this week and one last week, sold one long ago, one booked, one available.
  const soldNow = await insertProduct(db, seller, { askingPriceCents: 85_050 });
  await insertBooking(db, { product: soldNow, buyer, status: 'Paid', paidAt: now });
  const soldLastWeek = await insertProduct(db, seller, { askingPriceCents: 100_000, postedAt: weeksAgo(1) });
  await insertBooking(db, { product: soldLastWeek, buyer, status: 'Paid', paidAt: weeksAgo(1) });
  const soldLongAgo = await insertProduct(db, seller, {
    askingPriceCents: 30_000,
    postedAt: weeksAgo(DASHBOARD_WEEKS + 2),
  });
  await insertBooking(db, { product: soldLongAgo, buyer, status: 'Paid', paidAt: weeksAgo(DASHBOARD_WEEKS + 1) });
  const booked = await insertProduct(db, seller);
  await insertBooking(db, { product: booked, buyer });
  const available = await insertProduct(db, seller);

  // Another seller's sale this week, to another buyer.
  const theirs = await insertProduct(db, otherSeller, { askingPriceCents: 50_000 });
  await insertBooking(db, { product: theirs, buyer: otherBuyer, status: 'Paid', paidAt: now });

  // Two reports on one listing, one on another.
  await insertReport(db, available, buyer);
  await insertReport(db, available, otherBuyer);
  await insertReport(db, booked, otherBuyer);
  // A report an admin closed by keeping the listing is not open any more.
  await insertReport(db, theirs, buyer);
  await db.update(reports).set({ closedAt: new Date() }).where(eq(reports.productId, theirs.id));
});
afterAll(() => t.close());

const overview = (account?: TestAccount, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/overview${query}`, headers: account?.headers });

describe('GET /api/dashboard/overview', () => {
  it('refuses a signed-out caller', async () => {
    const res = await overview();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue.' });
  });

  it('gives an admin the whole site: sales and revenue per week, new listings per week, users by role, open reports', async () => {
    const res = await overview(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = dashboardOverviewSchema.parse(res.json());
    expect(body).toEqual({
      role: 'admin',
      // This week: 850.50 + 500.00; last week 1000.00; the sale 13 weeks ago is outside the window.
      salesPerWeek: salesWeeks({
        [THIS_WEEK]: { sales: 2, revenue: 1350.5 },
        [LAST_WEEK]: { sales: 1, revenue: 1000 },
      }),
      listingsPerWeek: WEEKS.map((week, i) => ({ week, count: i === THIS_WEEK ? 4 : i === LAST_WEEK ? 1 : 0 })),
      usersByRole: { buyer: 2, seller: 2, admin: 1 },
      openReports: { products: 2, reports: 3 },
    });
  });

  it("gives a seller their own listings by status and their own sales, never another seller's", async () => {
    const mine = dashboardOverviewSchema.parse((await overview(seller)).json());
    expect(mine).toEqual({
      role: 'seller',
      listingsByStatus: { Available: 1, Booked: 1, Paid: 3 },
      salesPerWeek: salesWeeks({ [THIS_WEEK]: { sales: 1, revenue: 850.5 }, [LAST_WEEK]: { sales: 1, revenue: 1000 } }),
    });
    const theirs = dashboardOverviewSchema.parse((await overview(otherSeller)).json());
    expect(theirs).toEqual({
      role: 'seller',
      listingsByStatus: { Available: 0, Booked: 0, Paid: 1 },
      salesPerWeek: salesWeeks({ [THIS_WEEK]: { sales: 1, revenue: 500 } }),
    });
  });

  it('gives a buyer only their own orders by status', async () => {
    expect((await overview(buyer)).json()).toEqual({ role: 'buyer', ordersByStatus: { Booked: 1, Paid: 3 } });
    expect((await overview(otherBuyer)).json()).toEqual({ role: 'buyer', ordersByStatus: { Booked: 0, Paid: 1 } });
  });

  it('answers a newcomer with zeros, every week present', async () => {
    const fresh = await createAccount(t, { role: 'seller' });
    expect((await overview(fresh)).json()).toEqual({
      role: 'seller',
      listingsByStatus: { Available: 0, Booked: 0, Paid: 0 },
      salesPerWeek: salesWeeks({}),
    });
    expect((await overview(await createAccount(t, { role: 'buyer' }))).json()).toEqual({
      role: 'buyer',
      ordersByStatus: { Booked: 0, Paid: 0 },
    });
  });

  it('takes the role and the person from the session, not from the query', async () => {
    const res = await overview(buyer, `?role=admin&sellerId=${seller.id}&buyerId=${otherBuyer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'buyer', ordersByStatus: { Booked: 1, Paid: 3 } });
  });

  it('is documented in the OpenAPI, with its refusal', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths['/api/dashboard/overview'].get;
    expect(route.tags).toEqual(['dashboard']);
    expect(Object.keys(route.responses)).toEqual(['200', '401']);
  });
});

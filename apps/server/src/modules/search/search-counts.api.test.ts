import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { searchResultSchema, type SearchResult } from '@restrung/shared/search';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct, setProduct } from '../../test/fixtures.ts';
import { bookingBody, productRow } from '../../test/booking-fixtures.ts';
import { listProduct } from '../products/test-helpers.ts';

/*
 * search_counts (migration 0013) answers the facet counts of searches without keywords or ranges. After every kind
 * of change a listing goes through, it must hold exactly what counting the public listings gives, and the API must
 * answer the same counts from it as from the listings themselves (a price filter of 0 makes the search count
 * listings).
 */

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer' });
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Counted Seller' });
  admin = await createAccount(t, { role: 'admin' });
  await insertProduct(t.database.db, seller, { brand: 'Gibson', strings: 6, condition: 'excellent' });
  await insertProduct(t.database.db, seller, { status: 'Booked', categoryId: CATEGORY_IDS.acoustic });
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows.map((r) => JSON.stringify(r));

/** The table, and the same figures counted from the listings by the public rule (verified, not Paid, not held). */
async function expectTableRight(): Promise<void> {
  const key = sql`category_id, condition, brand, body_type, handedness, strings, status`;
  const table = await rowsOf(
    sql`select ${key}, listings::int as n from search_counts where listings <> 0 order by ${key}`,
  );
  const counted = await rowsOf(sql`select ${key}, count(*)::int as n from (
      select p.category_id, p.condition, lower(p.brand) as brand, p.body_type, p.handedness, p.strings, p.status
      from products p join users u on u.id = p.seller_id and u.verified
      where p.status <> 'Paid' and not (p.serial_number is not null and exists (
        select 1 from stolen_reports r where r.status = 'confirmed'
          and r.serial_key = upper(regexp_replace(p.serial_number, '[[:space:]_./-]+', '', 'g'))))
    ) as public group by ${key} order by ${key}`);
  expect(table).toEqual(counted);
  expect(table.length).toBeGreaterThan(0);
}

async function search(query: string): Promise<SearchResult> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: buyer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
}

/** Facet counts and totals from search_counts equal those counted over the listings, for a few filter mixes. */
async function expectCountsRight(): Promise<void> {
  await expectTableRight();
  for (const query of ['booked=1', '', `category=${CATEGORY_IDS.electric}&condition=good,excellent&booked=1`]) {
    const fromTable = await search(query);
    const fromListings = await search(`${query}&minPrice=0`);
    expect(fromTable.total, query).toBe(fromListings.total);
    expect(fromTable.facets, query).toEqual(fromListings.facets);
  }
}

const inject = (method: 'PATCH' | 'PUT' | 'DELETE' | 'POST', url: string, account: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

describe('search_counts stays equal to the public listings', () => {
  it('starts right', async () => {
    await expectCountsRight();
  });

  it('after a listing is created, edited and deleted', async () => {
    const id = await listProduct(t, seller, { condition: 'fair', brand: 'Fender', strings: 7 });
    await expectCountsRight();
    const edit = await inject('PATCH', `/api/products/${id}`, seller, {
      condition: 'excellent',
      brand: 'Ibanez',
      bodyType: 'solid',
      handedness: 'left',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expectCountsRight();
    // An edit outside the facet groups changes no count.
    expect((await inject('PATCH', `/api/products/${id}`, seller, { location: 'Reno, NV' })).statusCode).toBe(200);
    await expectCountsRight();
    expect((await inject('DELETE', `/api/products/${id}`, seller)).statusCode).toBe(200);
    await expectCountsRight();
  });

  it('after a booking (Available to Booked) and a payment (Booked to Paid)', async () => {
    const product = await insertProduct(t.database.db, seller, { condition: 'moderate' });
    const booking = await inject('POST', '/api/bookings', buyer, bookingBody(product, buyer));
    expect(booking.statusCode, booking.body).toBe(200);
    expect((await productRow(t.database.db, product.id))?.status).toBe('Booked');
    await expectCountsRight();
    await setProduct(t.database.db, product.id, { status: 'Paid' });
    await expectCountsRight();
  });

  it('after a stolen-gear report is confirmed (held), and rejected (shown again)', async () => {
    const serialNumber = `SC-${Date.now()}`;
    const id = await listProduct(t, seller, { serialNumber, condition: 'bad' });
    const report = await inject('POST', '/api/stolen-reports', buyer, {
      serialNumber,
      brand: 'Fender',
      model: 'Strat',
    });
    expect(report.statusCode, report.body).toBe(200);
    const reportId = report.json().insertedId as string;
    await expectCountsRight();
    expect((await inject('PUT', `/api/stolen-reports/${reportId}`, admin, { decision: 'confirmed' })).statusCode).toBe(
      200,
    );
    expect((await search('condition=bad')).total).toBe(0);
    await expectCountsRight();
    // Listed after the confirmation, with the serial spelt differently: held from the start.
    await listProduct(t, seller, { serialNumber: serialNumber.toLowerCase().replace('-', ' '), condition: 'bad' });
    await expectCountsRight();
    expect((await inject('PUT', `/api/stolen-reports/${reportId}`, admin, { decision: 'rejected' })).statusCode).toBe(
      200,
    );
    expect((await search('condition=bad')).total).toBe(2);
    await expectCountsRight();
    await setProduct(t.database.db, id, { serialNumber: null });
    await expectCountsRight();
  });

  it('after a seller is verified, unverified, and deleted (with and without their listings)', async () => {
    const newcomer = await createAccount(t, { role: 'seller' });
    await insertProduct(t.database.db, newcomer, { condition: 'fair', brand: 'PRS' });
    await insertProduct(t.database.db, newcomer, { condition: 'good', status: 'Booked' });
    await expectCountsRight();
    const verify = await inject('PUT', `/api/allseller/${newcomer.id}`, admin);
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await search('brand=prs')).total).toBe(1);
    await expectCountsRight();
    await t.database.db.update(users).set({ verified: false }).where(eq(users.id, newcomer.id));
    await expectCountsRight();
    await t.database.db.update(users).set({ verified: true }).where(eq(users.id, newcomer.id));
    await expectCountsRight();
    // The admin's deletion removes the unsold listings first.
    expect((await inject('DELETE', `/api/allseller/${newcomer.id}`, admin)).statusCode).toBe(200);
    await expectCountsRight();
    // A seller row deleted with listings left behind: they point at nobody (ON DELETE SET NULL) and stop counting.
    const leaving = await createAccount(t, { role: 'seller', verified: true });
    await insertProduct(t.database.db, leaving, { condition: 'fair' });
    await expectCountsRight();
    await t.database.db.delete(users).where(eq(users.id, leaving.id));
    await expectCountsRight();
  });
});

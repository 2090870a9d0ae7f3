/**
 * The admin audit log (issue 9): each audited action writes exactly one entry in its own transaction, a
 * refused change writes none, and GET /auditlog pages newest first with a cursor that new entries never shift.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  AUDIT_LOG_MAX_LIMIT,
  INVALID_CURSOR_MESSAGE,
  type AuditEntry,
  type AuditLogPage,
} from '@restrung/shared/audit-log';
import { auditLog, payments, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct, insertReport } from '../../test/fixtures.ts';
import { auditLogRepository, COMMAND_LINE } from './repository.ts';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAccount(t, { role: 'admin', name: 'Ada Admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, account?: TestAccount) =>
  t.app.inject({
    method,
    url,
    headers: { ...account?.headers, ...(method === 'PUT' ? { 'content-type': 'application/json' } : {}) },
  });
const person = (a: TestAccount) => ({ id: a.id, name: a.name, email: a.email });
const page = async (query = '') => {
  const res = await call('GET', `/api/auditlog${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditLogPage;
};
const countAll = () => db().$count(auditLog);
/** Entries about `targetId`, read through the API's newest page. */
const entriesAbout = async (targetId: string) =>
  (await page(`?limit=${AUDIT_LOG_MAX_LIMIT}`)).entries.filter((e) => e.target.id === targetId);
const byAda = () => ({ id: admin.id, name: 'Ada Admin', email: admin.email });

describe('GET /api/auditlog is admin-only', () => {
  it('refuses buyers and sellers (403) and signed-out callers (401)', async () => {
    const buyer = await createAccount(t, { role: 'buyer' });
    const seller = await createAccount(t, { role: 'seller', verified: true });
    for (const [caller, status, message] of [
      [buyer, 403, 'Only admins can do this.'],
      [seller, 403, 'Only admins can do this.'],
      [undefined, 401, 'Please sign in to continue.'],
    ] as const) {
      const res = await call('GET', '/api/auditlog', caller);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, message });
    }
  });

  it('refuses a malformed cursor and a page size over the maximum, each alone', async () => {
    for (const before of [
      '2026-01-01',
      `2026-02-30T10:00:00.000000Z_${newId()}`,
      `2026-01-01T10:00:00.000000Z_${newId().toUpperCase()}x`,
    ]) {
      const bad = await call('GET', `/api/auditlog?before=${encodeURIComponent(before)}`, admin);
      expect(bad.statusCode, before).toBe(400);
      expect(bad.json().message).toBe(`before: ${INVALID_CURSOR_MESSAGE}`);
    }
    const big = await call('GET', `/api/auditlog?limit=${AUDIT_LOG_MAX_LIMIT + 1}`, admin);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/^limit: /);
  });
});

describe('each audited action writes exactly one entry', () => {
  it('verifying a seller (and nothing for verifying again)', async () => {
    const seller = await createAccount(t, { role: 'seller', name: 'Sam Seller' });
    const before = await countAll();
    expect((await call('PUT', `/api/allseller/${seller.id}`, admin)).statusCode).toBe(200);
    expect((await call('PUT', `/api/allseller/${seller.id}`, admin)).json()).toMatchObject({ modifiedCount: 0 });
    expect(await countAll()).toBe(before + 1);
    const [entry] = await entriesAbout(seller.id);
    expect(entry).toMatchObject({
      actor: byAda(),
      action: 'seller.verified',
      target: { type: 'user', id: seller.id, name: 'Sam Seller', email: seller.email },
      details: {},
    });
    expect((await page()).entries[0]!._id).toBe(entry!._id);
    expect(Date.now() - Date.parse(entry!.createdAt)).toBeLessThan(60_000);
  });

  it('deleting a buyer, with the count of cancelled orders', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const buyer = await createAccount(t, { role: 'buyer', name: 'Bea Buyer' });
    await insertBooking(db(), {
      product: await insertProduct(db(), person(seller), { status: 'Booked' }),
      buyer: person(buyer),
    });
    const before = await countAll();
    expect((await call('DELETE', `/api/allbuyer/${buyer.id}`, admin)).statusCode).toBe(200);
    expect(await countAll()).toBe(before + 1);
    expect(await entriesAbout(buyer.id)).toMatchObject([
      {
        actor: byAda(),
        action: 'buyer.deleted',
        target: { type: 'user', id: buyer.id, name: 'Bea Buyer', email: buyer.email },
        details: { cancelledBookings: 1 },
      },
    ]);
  });

  it("deleting a seller, and nothing for the web app's follow-up DELETE /usersproducts that finds nothing left", async () => {
    const seller = await createAccount(t, { role: 'seller', name: 'Sol Seller' });
    await insertProduct(db(), person(seller));
    await insertProduct(db(), person(seller));
    const before = await countAll();
    expect((await call('DELETE', `/api/allseller/${seller.id}`, admin)).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/usersproducts?email=${encodeURIComponent(seller.email)}`, admin)).json(),
    ).toMatchObject({ deletedCount: 0 });
    expect(await countAll()).toBe(before + 1);
    expect(await entriesAbout(seller.id)).toMatchObject([
      {
        actor: byAda(),
        action: 'seller.deleted',
        target: { id: seller.id, name: 'Sol Seller', email: seller.email },
        details: { deletedProducts: 2, cancelledBookings: 0 },
      },
    ]);
  });

  it("deleting a seller's unsold listings through DELETE /usersproducts", async () => {
    const seller = await createAccount(t, { role: 'seller', name: 'Lou Lister' });
    const buyer = await createAccount(t, { role: 'buyer' });
    await insertProduct(db(), person(seller));
    await insertBooking(db(), {
      product: await insertProduct(db(), person(seller), { status: 'Booked' }),
      buyer: person(buyer),
    });
    const before = await countAll();
    expect(
      (await call('DELETE', `/api/usersproducts?email=${encodeURIComponent(seller.email)}`, admin)).statusCode,
    ).toBe(200);
    expect(await countAll()).toBe(before + 1);
    expect(await entriesAbout(seller.id)).toMatchObject([
      {
        actor: byAda(),
        action: 'seller_products.deleted',
        target: { type: 'seller_products', id: seller.id, name: 'Lou Lister', email: seller.email },
        details: { deletedProducts: 2, cancelledBookings: 1 },
      },
    ]);
  });

  it('an admin deleting a reported product (the report decision) through DELETE /api/products/{id}', async () => {
    const seller = await createAccount(t, { role: 'seller', name: 'Rae Seller' });
    const product = await insertProduct(db(), person(seller), { productName: 'Fake Les Paul' });
    for (const name of ['R1', 'R2']) await insertReport(db(), product, person(await createAccount(t, { name })));
    const before = await countAll();
    expect((await call('DELETE', `/api/products/${product.id}`, admin)).statusCode).toBe(200);
    expect(await countAll()).toBe(before + 1);
    expect(await entriesAbout(product.id)).toMatchObject([
      {
        actor: byAda(),
        action: 'reported_product.deleted',
        target: { type: 'product', id: product.id, name: 'Fake Les Paul', email: null },
        details: { sellerId: seller.id, sellerName: 'Rae Seller', sellerEmail: seller.email, reportCount: 2 },
      },
    ]);
  });

  it('any product an admin deletes, and nothing when a seller deletes their own', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const byAdmin = await insertProduct(db(), person(seller), { productName: 'Plain Telecaster' });
    const bySeller = await insertProduct(db(), person(seller));
    const before = await countAll();
    expect((await call('DELETE', `/api/myproducts/${byAdmin.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/products/${bySeller.id}`, seller)).statusCode).toBe(200);
    expect(await countAll()).toBe(before + 1);
    expect(await entriesAbout(byAdmin.id)).toMatchObject([
      { actor: byAda(), action: 'product.deleted', target: { name: 'Plain Telecaster' } },
    ]);
  });
});

describe('a change that rolls back leaves no entry', () => {
  it('a deletion refused for a payment in flight, and a product deletion refused for an open order', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const buyer = await createAccount(t, { role: 'buyer' });
    const product = await insertProduct(db(), person(seller), { status: 'Booked' });
    const order = await insertBooking(db(), { product, buyer: person(buyer) });
    await db()
      .insert(payments)
      .values({
        id: newId(),
        bookingId: order.id,
        provider: 'sandbox',
        providerRef: `pi_${newId()}`,
        amountCents: order.priceCents,
        status: 'processing',
      });
    const before = await countAll();
    expect((await call('DELETE', `/api/allbuyer/${buyer.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/allseller/${seller.id}`, admin)).statusCode).toBe(409);
    expect(
      (await call('DELETE', `/api/usersproducts?email=${encodeURIComponent(seller.email)}`, admin)).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/products/${product.id}`, admin)).statusCode).toBe(409);
    expect(await countAll()).toBe(before);
  });

  it('an entry that cannot be written undoes the change it records', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    // The audit insert fails inside the verification's transaction, so the verification rolls back too.
    await expect(
      db().transaction(async (tx) => {
        await tx.update(users).set({ verified: true }).where(eq(users.id, seller.id));
        await auditLogRepository(tx).record(COMMAND_LINE, {
          action: 'seller.verified',
          target: { type: 'user', id: 'not-a-uuid', name: 'x' },
        });
      }),
    ).rejects.toThrow();
    expect(
      (await db().select({ verified: users.verified }).from(users).where(eq(users.id, seller.id)))[0]!.verified,
    ).toBe(false);
  });
});

describe('pagination', () => {
  it('walks every entry once, newest first, while new entries arrive', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    const sellers = [];
    for (let i = 0; i < 5; i++) sellers.push(await createAccount(t, { role: 'seller', name: `Page Seller ${i}` }));
    for (const s of sellers) await call('PUT', `/api/allseller/${s.id}`, admin);
    const total = await countAll();

    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const res: AuditLogPage = await page(`?limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.entries.length).toBeLessThanOrEqual(2);
      seen.push(...res.entries);
      cursor = res.nextCursor;
      // A new entry arrives after the first page: it goes on top, never into a later page.
      if (first) await call('PUT', `/api/allseller/${seller.id}`, admin);
      first = false;
    } while (cursor);

    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((e) => e._id)).size).toBe(total);
    expect(seen.slice(0, 5).map((e) => e.target.id)).toEqual(sellers.map((s) => s.id).reverse());
    const times = seen.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await page('?limit=1')).entries[0]!.target.id).toBe(seller.id);
  });

  it('answers an empty last page with no cursor', async () => {
    await call('PUT', `/api/allseller/${(await createAccount(t, { role: 'seller' })).id}`, admin);
    const all = await page(`?limit=${AUDIT_LOG_MAX_LIMIT}`);
    expect(all.nextCursor).toBeNull();
    const oldest = all.entries.at(-1)!;
    const [row] = await db()
      .select({ at: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
      .from(auditLog)
      .where(eq(auditLog.id, oldest._id));
    const after = await page(`?before=${encodeURIComponent(`${row!.at}_${oldest._id}`)}`);
    expect(after).toEqual({ entries: [], nextCursor: null });
  });
});

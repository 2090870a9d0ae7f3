import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct, insertReport } from '../../test/fixtures.ts';
import { KEEP_REPORTED_TEXTS } from '@restrung/shared/admin';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const list = (query = '', account: TestAccount | undefined = admin) =>
  t.app.inject({ method: 'GET', url: `/api/reporteditems${query}`, headers: account?.headers });

describe('GET /api/reporteditems', () => {
  it('answers an empty list when nothing is reported', async () => {
    const seller = await createAccount(t, { role: 'seller' });
    await insertProduct(t.database.db, { id: seller.id, name: seller.name, email: seller.email });
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('shows each reported product once, how many times and by whom (newest first), most recently reported first', async () => {
    const db = t.database.db;
    const seller = await createAccount(t, { role: 'seller', name: 'Sid Seller' });
    const s = { id: seller.id, name: seller.name, email: seller.email };
    const ann = { id: (await createAccount(t, { name: 'Ann' })).id, name: 'Ann', email: 'ann@example.test' };
    const ben = { id: (await createAccount(t, { name: 'Ben' })).id, name: 'Ben', email: 'ben@example.test' };
    const cy = { id: (await createAccount(t, { name: 'Cy' })).id, name: 'Cy', email: 'cy@example.test' };
    const older = await insertProduct(db, s, {
      productName: 'Old Les Paul',
      askingPriceCents: 150_000,
      productPhoto: '/media/uploads/lp.webp',
    });
    const newer = await insertProduct(db, s, { productName: 'Battered Tele', askingPriceCents: 42_050 });
    await insertProduct(db, s, { productName: 'Never reported' });
    const at = (iso: string) => new Date(iso);
    await insertReport(db, older, ann, at('2024-03-01T10:00:00.000Z'));
    await insertReport(db, older, ben, at('2024-03-05T09:30:00.250Z'));
    await insertReport(db, older, cy, at('2024-03-02T08:00:00.000Z'));
    await insertReport(db, newer, cy, at('2024-04-01T12:00:00.000Z'));

    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        _id: newer.id,
        productName: 'Battered Tele',
        productPhoto: newer.productPhoto,
        sellerEmail: seller.email,
        sellerName: 'Sid Seller',
        askingPrice: 420.5,
        reportCount: 1,
        lastReportedAt: '2024-04-01T12:00:00.000Z',
        reporters: [{ name: 'Cy', email: 'cy@example.test', reportedAt: '2024-04-01T12:00:00.000Z' }],
      },
      {
        _id: older.id,
        productName: 'Old Les Paul',
        productPhoto: '/media/uploads/lp.webp',
        sellerEmail: seller.email,
        sellerName: 'Sid Seller',
        askingPrice: 1500,
        reportCount: 3,
        lastReportedAt: '2024-03-05T09:30:00.250Z',
        reporters: [
          { name: 'Ben', email: 'ben@example.test', reportedAt: '2024-03-05T09:30:00.250Z' },
          { name: 'Cy', email: 'cy@example.test', reportedAt: '2024-03-02T08:00:00.000Z' },
          { name: 'Ann', email: 'ann@example.test', reportedAt: '2024-03-01T10:00:00.000Z' },
        ],
      },
    ]);

    // A new report moves a product to the top.
    const dee = { id: (await createAccount(t, { name: 'Dee' })).id, name: 'Dee', email: 'dee@example.test' };
    await insertReport(db, older, dee, at('2024-05-01T00:00:00.000Z'));
    const reordered = (await list()).json() as { _id: string; reportCount: number }[];
    expect(reordered.map((r) => [r._id, r.reportCount])).toEqual([
      [older.id, 4],
      [newer.id, 1],
    ]);

    // Pages of one.
    expect(((await list('?limit=1&page=1')).json() as { _id: string }[]).map((r) => r._id)).toEqual([older.id]);
    expect(((await list('?limit=1&page=2')).json() as { _id: string }[]).map((r) => r._id)).toEqual([newer.id]);
    expect((await list('?limit=1&page=3')).json()).toEqual([]);

    // Keyset pages of one: after the last row shown, whatever ?page says.
    expect(((await list(`?limit=1&page=9&after=${older.id}`)).json() as { _id: string }[]).map((r) => r._id)).toEqual([
      newer.id,
    ]);
    expect((await list(`?limit=1&after=${newer.id}`)).json()).toEqual([]);
  });

  it('refuses a malformed page with a clear message', async () => {
    const res = await list('?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^page: /);
  });
});

describe('POST /api/reporteditems/{id}/keep', () => {
  const keep = (id: string, account: TestAccount | undefined = admin) =>
    t.app.inject({ method: 'POST', url: `/api/reporteditems/${id}/keep`, headers: account?.headers });
  const report = (id: string, buyer: TestAccount) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/reportproducts/${id}`,
      headers: buyer.headers,
      payload: { report: true },
    });
  const listed = async () => (await list('?limit=100')).json() as { _id: string; reportCount: number }[];

  async function reportedListing(reporters: number) {
    const seller = await createAccount(t, { role: 'seller', name: 'Kit Keeper', verified: true });
    const product = await insertProduct(t.database.db, { id: seller.id, name: seller.name, email: seller.email });
    const buyers: TestAccount[] = [];
    for (let i = 0; i < reporters; i++) {
      const buyer = await createAccount(t, { role: 'buyer' });
      expect((await report(product.id, buyer)).statusCode).toBe(200);
      buyers.push(buyer);
    }
    return { seller, product, buyers };
  }

  it('closes the open reports and keeps the listing on sale, tells the seller and writes the audit log', async () => {
    const { seller, product, buyers } = await reportedListing(2);
    expect((await listed()).find((row) => row._id === product.id)?.reportCount).toBe(2);

    const res = await keep(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, closedReports: 2 });
    expect((await listed()).map((row) => row._id)).not.toContain(product.id);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/singleproduct/${product.id}`,
      headers: buyers[0]!.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ _id: product.id, status: 'Available', report: false, reportedByMe: true });

    const told = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=1', headers: seller.headers });
    expect(told.json().items[0]).toMatchObject({
      kind: 'listing_report_closed',
      text: `An admin looked into the reports of your listing ${product.productName} and kept it on sale.`,
    });

    // Each reporter is thanked and told the listing stays.
    for (const reporter of buyers) {
      const outcome = await t.app.inject({
        method: 'GET',
        url: '/api/notifications?limit=1',
        headers: reporter.headers,
      });
      expect(outcome.json().items[0]).toMatchObject({
        kind: 'report_outcome',
        text: `Thank you for your report: an admin looked into ${product.productName} and kept it on sale.`,
        link: `/product/${product.id}`,
      });
    }

    const log = await t.app.inject({ method: 'GET', url: '/api/auditlog?limit=1', headers: admin.headers });
    expect(log.json().entries[0]).toMatchObject({
      action: 'reported_product.kept',
      actor: { id: admin.id },
      target: { type: 'product', id: product.id },
      details: { closedReports: 2, sellerName: 'Kit Keeper' },
    });
  });

  it('counts a reporter of a kept listing once: only someone new brings it back, with only their report', async () => {
    const { product, buyers } = await reportedListing(1);
    expect((await keep(product.id)).statusCode).toBe(200);

    const again = await report(product.id, buyers[0]!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, alreadyReported: true });
    expect((await listed()).map((row) => row._id)).not.toContain(product.id);
    const seen = await t.app.inject({ method: 'GET', url: `/api/singleproduct/${product.id}`, headers: admin.headers });
    expect(seen.json()).toMatchObject({ report: false });

    const newcomer = await createAccount(t, { role: 'buyer', name: 'Nia New' });
    expect((await report(product.id, newcomer)).statusCode).toBe(200);
    const row = (await list('?limit=100')).json().find((item: { _id: string }) => item._id === product.id);
    expect(row).toMatchObject({ reportCount: 1, reporters: [{ name: 'Nia New' }] });
  });

  it('refuses a listing without open reports with 409, whether never reported or kept already', async () => {
    const { product } = await reportedListing(1);
    expect((await keep(product.id)).statusCode).toBe(200);
    const twice = await keep(product.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(KEEP_REPORTED_TEXTS.nothingOpen);

    const seller = await createAccount(t, { role: 'seller' });
    const clean = await insertProduct(t.database.db, { id: seller.id, name: seller.name, email: seller.email });
    const never = await keep(clean.id);
    expect(never.statusCode).toBe(409);
    expect(never.json().message).toBe(KEEP_REPORTED_TEXTS.nothingOpen);
  });

  it('refuses an id that is no listing with 404', async () => {
    for (const id of ['7d1f4ad4-3c55-4d2b-9a55-0a4c1b0b9f00', 'not-a-uuid']) {
      const res = await keep(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message, id).toBe('No listing has this id. It may have been deleted; reload the list.');
    }
  });

  it('is for admins only: 401 signed out, 403 for buyers and sellers, and the reports stay open', async () => {
    const { product, seller, buyers } = await reportedListing(1);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/reporteditems/${product.id}/keep` });
    expect(signedOut.statusCode).toBe(401);
    for (const caller of [buyers[0]!, seller]) {
      const res = await keep(product.id, caller);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only admins can do this.');
    }
    expect((await listed()).find((row) => row._id === product.id)?.reportCount).toBe(1);
  });
});

describe('deleting a reported listing (DELETE /api/products/{id} by an admin)', () => {
  it('thanks the buyers whose report was open, telling them it was removed; a closed report is not told again', async () => {
    const seller = await createAccount(t, { role: 'seller', verified: true });
    const product = await insertProduct(t.database.db, { id: seller.id, name: seller.name, email: seller.email });
    const report = (buyer: TestAccount) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reportproducts/${product.id}`,
        headers: buyer.headers,
        payload: { report: true },
      });
    const early = await createAccount(t, { role: 'buyer' });
    expect((await report(early)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/reporteditems/${product.id}/keep`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    const late = await createAccount(t, { role: 'buyer' });
    expect((await report(late)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);

    const latest = async (who: TestAccount) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=1', headers: who.headers })).json().items[0];
    expect(await latest(late)).toMatchObject({
      kind: 'report_outcome',
      text: `Thank you for your report: an admin removed ${product.productName}.`,
      link: '/dashboard',
    });
    // The early reporter's last word is still that the listing was kept.
    expect(await latest(early)).toMatchObject({ kind: 'report_outcome', details: { outcome: 'kept' } });
  });
});

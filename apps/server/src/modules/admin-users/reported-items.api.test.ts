import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertProduct, insertReport } from '../../test/fixtures.ts';

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { CONTROL_CHARACTER_MESSAGE } from '@restrung/shared/text';
import { STOLEN_MESSAGES } from '@restrung/shared/stolen-report';
import { auditLog, bookings, stolenReports } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { defaultRateLimits } from '../../plugins/rate-limits.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct } from '../../test/fixtures.ts';
import { card } from '../../test/booking-fixtures.ts';
import { listProduct } from '../products/test-helpers.ts';

let t: TestApp;
let buyer: TestAccount;
let seller: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = await createAccount(t, { role: 'buyer', name: 'Rita Reporter' });
  seller = await createAccount(t, { role: 'seller', verified: true });
  admin = await createAccount(t, { role: 'admin', name: 'Ada Admin' });
});
afterAll(() => t.close());

let serialCounter = 0;
/** A serial number no other test uses. */
const freshSerial = () => `SN-${Date.now() % 100000}-${++serialCounter}`;

const body = (overrides: Record<string, unknown> = {}) => ({
  serialNumber: freshSerial(),
  brand: 'Fender',
  model: 'Stratocaster',
  policeReference: 'APD-2026-1142',
  ...overrides,
});
/** `null`: signed out. */
const report = (payload: unknown, account: TestAccount | null = buyer, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/stolen-reports', headers: account?.headers, payload: payload as object });
const decide = (id: string, decision: unknown, account: TestAccount | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/stolen-reports/${id}`,
    headers: account?.headers,
    payload: { decision } as object,
  });
const get = (url: string, account: TestAccount) => t.app.inject({ method: 'GET', url, headers: account.headers });

async function reportAndConfirm(serialNumber: string): Promise<string> {
  const res = await report(body({ serialNumber }));
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().insertedId as string;
  expect((await decide(id, 'confirmed')).statusCode).toBe(200);
  return id;
}

describe('POST /api/stolen-reports', () => {
  it('records the report as pending, for anyone signed in', async () => {
    for (const account of [buyer, seller, admin]) {
      const serialNumber = freshSerial();
      const res = await report(body({ serialNumber }), account);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.db.select().from(stolenReports).where(eq(stolenReports.id, res.json().insertedId));
      expect(row).toMatchObject({ serialNumber, status: 'pending', reporterId: account.id, brand: 'Fender' });
    }
    expect((await report(body(), null)).statusCode).toBe(401);
  });

  it('keeps the serial as typed and compares it without case, spaces, dashes, dots or slashes', async () => {
    const res = await report(body({ serialNumber: ' us-12 34.5/6 ' }));
    const [row] = await t.database.db.select().from(stolenReports).where(eq(stolenReports.id, res.json().insertedId));
    expect(row).toMatchObject({ serialNumber: 'us-12 34.5/6', serialKey: 'US123456' });
  });

  it('refuses a second open report of the same serial by the same person', async () => {
    const serialNumber = freshSerial();
    expect((await report(body({ serialNumber }))).statusCode).toBe(200);
    const again = await report(body({ serialNumber: serialNumber.toLowerCase().replaceAll('-', ' ') }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STOLEN_MESSAGES.alreadyReported);
    // Someone else may report it too.
    expect((await report(body({ serialNumber }), seller)).statusCode).toBe(200);
  });

  it('refuses missing, short, too long, control characters and unknown fields, each alone', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ serialNumber: '' }, STOLEN_MESSAGES.serialRequired],
      [{ serialNumber: '- -' }, STOLEN_MESSAGES.serialTooShort],
      [{ serialNumber: 'A'.repeat(61) }, 'Please use at most 60 characters.'],
      [{ serialNumber: 'US12\u000034' }, CONTROL_CHARACTER_MESSAGE],
      [{ brand: ' ' }, STOLEN_MESSAGES.brandRequired],
      [{ brand: 'Fen\u202eder' }, CONTROL_CHARACTER_MESSAGE],
      [{ model: undefined }, STOLEN_MESSAGES.modelRequired],
      [{ policeReference: 'x'.repeat(81) }, 'Please use at most 80 characters.'],
      [{ policeReference: 'A\nB' }, CONTROL_CHARACTER_MESSAGE],
      [{ status: 'confirmed' }, 'Unknown field: status.'],
      [{ reporterId: admin.id }, 'Unknown field: reporterId.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await report(body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message, JSON.stringify(overrides)).toContain(message);
    }
  });

  it('is rate-limited per address', async () => {
    const limited = await buildTestApp(
      {},
      { rateLimits: { ...defaultRateLimits(1000), report: { max: 2, timeWindow: 60_000 } } },
    );
    try {
      const reporter = await createAccount(limited, { role: 'buyer' });
      expect((await report(body(), reporter, limited)).statusCode).toBe(200);
      expect((await report(body(), reporter, limited)).statusCode).toBe(200);
      const third = await report(body(), reporter, limited);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toContain('Too many attempts');
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('GET /api/stolen-reports/mine and /api/stolen-reports', () => {
  it("shows a reporter their own reports without anyone's email, and admins the queue", async () => {
    const reporter = await createAccount(t, { role: 'buyer' });
    const serialNumber = freshSerial();
    await report(body({ serialNumber }), reporter);
    const mine = (await get('/api/stolen-reports/mine', reporter)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ serialNumber, status: 'pending', policeReference: 'APD-2026-1142' });
    expect(mine[0]).not.toHaveProperty('reporterEmail');
    const queue = (await get('/api/stolen-reports?status=pending', admin)).json() as { serialNumber: string }[];
    expect(queue.find((r) => r.serialNumber === serialNumber)).toMatchObject({
      reporterEmail: reporter.email,
      matchingListings: 0,
    });
  });

  it('keeps the queue and the held listings to admins', async () => {
    for (const url of ['/api/stolen-reports', '/api/stolen-reports/held-listings']) {
      for (const account of [buyer, seller]) {
        const res = await get(url, account);
        expect(res.statusCode).toBe(403);
      }
    }
  });
});

describe('PUT /api/stolen-reports/{id}', () => {
  it('lets only admins decide', async () => {
    const id = (await report(body())).json().insertedId as string;
    for (const account of [buyer, seller]) {
      const res = await decide(id, 'confirmed', account);
      expect(res.statusCode).toBe(403);
    }
    expect((await decide(id, 'confirmed', null)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(stolenReports).where(eq(stolenReports.id, id));
    expect(row!.status).toBe('pending');
  });

  it('refuses an unknown decision, an unknown field, an unknown report and the same decision twice', async () => {
    const id = (await report(body())).json().insertedId as string;
    expect((await decide(id, 'maybe')).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'PUT',
      url: `/api/stolen-reports/${id}`,
      headers: admin.headers,
      payload: { decision: 'confirmed', note: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('Unknown field: note.');
    for (const missing of [newId(), 'nope']) {
      const res = await decide(missing, 'confirmed');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(STOLEN_MESSAGES.noSuchReport);
    }
    expect((await decide(id, 'rejected')).statusCode).toBe(200);
    const twice = await decide(id, 'rejected');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(STOLEN_MESSAGES.alreadyDecided('rejected'));
  });

  it('writes each decision to the audit log', async () => {
    const serialNumber = freshSerial();
    await insertProduct(t.database.db, seller, { serialNumber: serialNumber.toLowerCase() });
    const id = (await report(body({ serialNumber }))).json().insertedId as string;
    const res = await decide(id, 'confirmed');
    expect(res.json()).toEqual({ acknowledged: true, status: 'confirmed', matchingListings: 1 });
    await decide(id, 'rejected');
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((e) => e.action).sort()).toEqual(['stolen_report.confirmed', 'stolen_report.rejected']);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'stolen_report',
      targetName: `Fender Stratocaster (serial ${serialNumber})`,
    });
    expect(entries.find((e) => e.action === 'stolen_report.confirmed')!.details).toMatchObject({
      matchingListings: 1,
      previousStatus: 'pending',
      reporterEmail: buyer.email,
    });
  });
});

describe('a listing whose serial matches a confirmed report', () => {
  const single = (id: string, account: TestAccount) => get(`/api/singleproduct/${id}`, account);
  const ids = (res: { json(): unknown }) => (res.json() as { _id: string }[]).map((p) => p._id);
  const searched = async (words: string) => {
    const res = await get(`/api/search?q=${encodeURIComponent(words)}&limit=24`, buyer);
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { _id: string }[] }).items.map((p) => p._id);
  };

  it('is hidden from buyers at once: lists, detail, seller page, booking and reporting', async () => {
    const serialNumber = freshSerial();
    const product = await insertProduct(t.database.db, seller, {
      serialNumber: ` ${serialNumber.toLowerCase().replaceAll('-', ' ')} `,
      advertise: true,
    });
    const lists = [
      `/api/products/${CATEGORY_IDS.electric}?limit=100`,
      '/api/advertisedproduct?limit=100',
      `/api/sellers/${seller.id}/products?limit=100`,
    ];
    for (const url of lists) expect(ids(await get(url, buyer)), url).toContain(product.id);
    expect(await searched(product.productName)).toContain(product.id);
    expect((await single(product.id, buyer)).statusCode).toBe(200);

    const reportId = await reportAndConfirm(serialNumber);

    for (const url of lists) expect(ids(await get(url, buyer)), url).not.toContain(product.id);
    expect(await searched(product.productName)).not.toContain(product.id);
    const told = (await get('/api/notifications', seller)).json() as {
      items: { kind: string; productId: string | null }[];
    };
    expect(told.items).toContainEqual(expect.objectContaining({ kind: 'listing_hidden', productId: product.id }));
    expect((await single(product.id, buyer)).statusCode).toBe(404);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: buyer.headers,
      payload: { productId: product.id, phone: '+1 555 0101', location: 'Dallas, TX' },
    });
    expect(booking.statusCode).toBe(404);
    const flag = await t.app.inject({
      method: 'PUT',
      url: `/api/reportproducts/${product.id}`,
      headers: buyer.headers,
      payload: { report: true },
    });
    expect(flag.statusCode).toBe(404);

    // Its seller and admins still open it, and are told why.
    for (const account of [seller, admin]) {
      const res = await single(product.id, account);
      expect(res.statusCode).toBe(200);
      expect(res.json().heldAsStolen).toBe(true);
    }
    const mine = (await get(`/api/myproducts?email=${seller.email}&limit=100`, seller)).json() as {
      _id: string;
      heldAsStolen: boolean;
    }[];
    expect(mine.find((p) => p._id === product.id)?.heldAsStolen).toBe(true);
    expect(mine.find((p) => p._id !== product.id)).not.toHaveProperty('heldAsStolen');
    // In the admin's queue.
    expect(ids(await get('/api/stolen-reports/held-listings', admin))).toContain(product.id);

    // Rejecting the report puts it back.
    expect((await decide(reportId, 'rejected')).statusCode).toBe(200);
    expect((await single(product.id, buyer)).statusCode).toBe(200);
    expect(ids(await get('/api/stolen-reports/held-listings', admin))).not.toContain(product.id);
  });

  it('refuses to take payment for a guitar booked before its serial was confirmed stolen', async () => {
    const serialNumber = freshSerial();
    const product = await insertProduct(t.database.db, seller, { serialNumber });
    const booking = await insertBooking(t.database.db, { product, buyer });
    const pay = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: buyer.headers, payload });
    // A card form opened before the confirmation holds a client secret already.
    const intent = await pay('/api/create-payment-intent', { bookingId: booking.id, price: 1 });
    expect(intent.statusCode, intent.body).toBe(200);

    await reportAndConfirm(serialNumber);

    const again = await pay('/api/create-payment-intent', { bookingId: booking.id, price: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STOLEN_MESSAGES.heldCannotPay);
    const charge = await pay('/api/payments/sandbox/confirm', {
      clientSecret: intent.json().clientSecret,
      card: card('4242424242424242'),
    });
    expect(charge.statusCode).toBe(409);
    expect(charge.json().message).toBe(STOLEN_MESSAGES.heldCannotPay);
    const [order] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(order?.status).toBe('Booked');
  });

  it('is not hidden while the report is only pending', async () => {
    const serialNumber = freshSerial();
    const product = await insertProduct(t.database.db, seller, { serialNumber });
    await report(body({ serialNumber }));
    expect((await single(product.id, buyer)).statusCode).toBe(200);
  });

  it('is held from the start when listed after the confirmation, and its serial cannot be edited away', async () => {
    const serialNumber = freshSerial();
    await reportAndConfirm(serialNumber);
    const id = await listProduct(t, seller, { serialNumber: serialNumber.replaceAll('-', '').toLowerCase() });
    expect((await single(id, buyer)).statusCode).toBe(404);
    expect((await single(id, seller)).json().heldAsStolen).toBe(true);
    const edit = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: seller.headers, payload });
    for (const serial of ['OTHER-123', null]) {
      const res = await edit({ serialNumber: serial });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(STOLEN_MESSAGES.heldSerialLocked);
    }
    // The same serial, spelt differently, and other fields may still be sent.
    expect((await edit({ serialNumber: serialNumber, location: 'Reno, NV' })).statusCode).toBe(200);
    expect((await single(id, buyer)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings, notifications, payments } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingRow, productRow } from '../../test/booking-fixtures.ts';
import { insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createAccount(t, { role: 'seller', verified: true });
  buyer = await createAccount(t, { role: 'buyer' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const HOUR = 3600_000;

async function book() {
  const guitar = await insertProduct(db(), seller);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: buyer.headers,
    payload: bookingBody(guitar, buyer),
  });
  expect(res.statusCode).toBe(200);
  const id = res.json().insertedId as string;
  return { guitar, id, holdEnds: (await bookingRow(db(), id))!.holdExpiresAt!.getTime() };
}
const notificationsOf = (userId: string, bookingId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.bookingId, bookingId)));
const runAt = (time: number) => t.app.holdExpiry.runOnce(new Date(time));

describe('hold expiry', () => {
  it('cancels an unpaid order when its hold ends: the guitar is Available and both sides are told', async () => {
    const { guitar, id, holdEnds } = await book();
    expect((await runAt(holdEnds - 60_000)).expired).not.toContain(id);
    expect((await bookingRow(db(), id))?.status).toBe('Booked');

    expect((await runAt(holdEnds + 1000)).expired).toContain(id);
    expect(await bookingRow(db(), id)).toBeUndefined();
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');
    expect((await notificationsOf(buyer.id, id)).map((n) => n.kind)).toContain('hold_expired');
    expect((await notificationsOf(seller.id, id)).map((n) => n.kind)).toContain('hold_expired');
    // A second pass, or a second process, finds nothing more to do.
    expect((await runAt(holdEnds + 2000)).expired).not.toContain(id);
  });

  it('reminds the buyer once when 24 hours are left', async () => {
    const { id, holdEnds } = await book();
    await runAt(holdEnds - 25 * HOUR);
    expect(await notificationsOf(buyer.id, id)).toEqual([]);
    await runAt(holdEnds - 24 * HOUR + 60_000);
    await runAt(holdEnds - 23 * HOUR);
    await Promise.all([runAt(holdEnds - 22 * HOUR), runAt(holdEnds - 22 * HOUR)]);
    const reminders = (await notificationsOf(buyer.id, id)).filter((n) => n.kind === 'hold_expiring');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.details.holdExpiresAt).toBe(new Date(holdEnds).toISOString());
  });

  it('leaves an order whose payment is being processed, and ends it once the attempt is over', async () => {
    const { guitar, id, holdEnds } = await book();
    const paymentId = newId();
    await db()
      .insert(payments)
      .values({
        id: paymentId,
        bookingId: id,
        provider: 'sandbox',
        providerRef: `pi_test_${paymentId}`,
        amountCents: guitar.askingPriceCents,
        status: 'processing',
      });
    const report = await runAt(holdEnds + 1000);
    expect(report.expired).not.toContain(id);
    expect(report.keptForPayment).toContain(id);
    expect((await bookingRow(db(), id))!.status).toBe('Booked');
    expect((await productRow(db(), guitar.id))!.status).toBe('Booked');

    await db().update(payments).set({ status: 'failed' }).where(eq(payments.id, paymentId));
    expect((await runAt(holdEnds + 2000)).expired).toContain(id);
    expect((await productRow(db(), guitar.id))!.status).toBe('Available');
  });

  it('expires each order once when two passes run at the same moment', async () => {
    const { id, holdEnds } = await book();
    const [a, b] = await Promise.all([runAt(holdEnds + 1000), runAt(holdEnds + 1000)]);
    expect([...a.expired, ...b.expired].filter((x) => x === id)).toHaveLength(1);
    expect((await notificationsOf(buyer.id, id)).filter((n) => n.kind === 'hold_expired')).toHaveLength(1);
  });

  it('never touches a paid order', async () => {
    const { id, holdEnds } = await book();
    await db().update(bookings).set({ status: 'Paid', paidAt: new Date() }).where(eq(bookings.id, id));
    expect((await runAt(holdEnds + 10 * HOUR)).expired).not.toContain(id);
    expect((await bookingRow(db(), id))!.status).toBe('Paid');
  });
});

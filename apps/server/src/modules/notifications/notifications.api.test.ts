import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification } from '@restrung/shared/notification';
import { notifications } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, card } from '../../test/booking-fixtures.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { openSse } from '../../test/sse-client.ts';
import { notificationPurge } from './purge-job.ts';
import { notify } from './repository.ts';

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp({}, { notificationHeartbeatMs: 200 });
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Sam Seller' });
  buyer = await createAccount(t, { role: 'buyer', name: 'Bea Buyer' });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, account?: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: account?.headers, ...(payload ? { payload } : {}) });
const listOf = async (account: TestAccount, query = ''): Promise<Notification[]> => {
  const res = await call('GET', `/api/notifications${query}`, account);
  expect(res.statusCode).toBe(200);
  return res.json().items;
};
const unread = async (account: TestAccount) =>
  (await call('GET', '/api/notifications/unread-count', account)).json().unread as number;

async function book(who: TestAccount = buyer) {
  const guitar = await insertProduct(db(), seller);
  const res = await call('POST', '/api/bookings', who, bookingBody(guitar, who));
  expect(res.statusCode).toBe(200);
  return { guitar, bookingId: res.json().insertedId as string };
}

describe('notifications of the events', () => {
  it('tells the seller their guitar was booked, by whom, and nobody else', async () => {
    const before = await unread(seller);
    const { guitar, bookingId } = await book();
    const [latest] = await listOf(seller);
    expect(latest).toMatchObject({
      kind: 'booking_received',
      productId: guitar.id,
      productName: guitar.productName,
      bookingId,
      read: false,
      text: `Bea Buyer booked your ${guitar.productName}.`,
      link: '/dashboard/mysales',
    });
    expect(await unread(seller)).toBe(before + 1);
    expect((await listOf(buyer)).some((n) => n.bookingId === bookingId)).toBe(false);
  });

  it('tells the seller the booking was paid', async () => {
    const { bookingId } = await book();
    const intent = await call('POST', '/api/create-payment-intent', buyer, { bookingId, price: 850.5 });
    const paid = await call('POST', '/api/payments/sandbox/confirm', buyer, {
      clientSecret: intent.json().clientSecret,
      card: card('4242424242424242'),
      billingName: 'Bea Buyer',
      billingEmail: buyer.email,
    });
    expect(paid.statusCode).toBe(200);
    const [latest] = await listOf(seller);
    expect(latest).toMatchObject({ kind: 'booking_paid', bookingId });
    expect(latest!.text).toContain('was paid by Bea Buyer');
  });

  it('tells the seller when the buyer cancels, and both sides when an admin does', async () => {
    const own = await book();
    expect((await call('DELETE', `/api/myorders/${own.bookingId}`, buyer)).statusCode).toBe(200);
    expect((await listOf(seller))[0]).toMatchObject({
      kind: 'booking_cancelled',
      bookingId: own.bookingId,
      details: { audience: 'seller', cancelledBy: 'buyer' },
    });
    const byAdmin = await book();
    expect((await call('DELETE', `/api/myorders/${byAdmin.bookingId}`, admin)).statusCode).toBe(200);
    expect((await listOf(buyer))[0]).toMatchObject({
      kind: 'booking_cancelled',
      bookingId: byAdmin.bookingId,
      text: `Your booking of ${byAdmin.guitar.productName} was cancelled by an admin.`,
    });
    expect((await listOf(seller))[0]).toMatchObject({ kind: 'booking_cancelled', bookingId: byAdmin.bookingId });
  });

  it('tells the seller of a report (once per buyer) and of an admin removing the listing', async () => {
    const guitar = await insertProduct(db(), seller);
    await call('PUT', `/api/reportproducts/${guitar.id}`, buyer, { report: true });
    await call('PUT', `/api/reportproducts/${guitar.id}`, buyer, { report: true });
    const reported = (await listOf(seller)).filter((n) => n.productId === guitar.id);
    expect(reported.map((n) => n.kind)).toEqual(['listing_reported']);
    expect((await call('DELETE', `/api/products/${guitar.id}`, admin)).statusCode).toBe(200);
    expect((await listOf(seller))[0]).toMatchObject({
      kind: 'listing_removed',
      text: `Your listing ${guitar.productName} was removed by an admin.`,
    });
  });

  it('tells the other side when an admin deletes an account with unpaid bookings', async () => {
    const leaving = await createAccount(t, { role: 'buyer', name: 'Leaving Buyer' });
    const { bookingId } = await book(leaving);
    expect((await call('DELETE', `/api/allbuyer/${leaving.id}`, admin)).statusCode).toBe(200);
    expect((await listOf(seller))[0]).toMatchObject({
      kind: 'booking_cancelled',
      bookingId,
      details: { audience: 'seller', cancelledBy: 'admin' },
    });
  });

  it('tells a seller they were verified, once', async () => {
    const newcomer = await createAccount(t, { role: 'seller' });
    await call('PUT', `/api/allseller/${newcomer.id}`, admin);
    await call('PUT', `/api/allseller/${newcomer.id}`, admin);
    expect((await listOf(newcomer)).map((n) => n.kind)).toEqual(['seller_verified']);
  });
});

describe('notify inside a transaction', () => {
  it('leaves nothing behind when the transaction rolls back', async () => {
    const marker = `rolled back ${newId()}`;
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, { userId: buyer.id, kind: 'listing_reported', productName: marker });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db().select().from(notifications).where(eq(notifications.productName, marker))).toEqual([]);
  });
});

describe('reading and marking', () => {
  it('pages with a keyset cursor, newest first', async () => {
    const reader = await createAccount(t, { role: 'buyer' });
    for (const name of ['one', 'two', 'three'])
      await db().transaction((tx) => notify(tx, { userId: reader.id, kind: 'listing_reported', productName: name }));
    const first = (await call('GET', '/api/notifications?limit=2', reader)).json();
    expect(first.items.map((n: Notification) => n.productName)).toEqual(['three', 'two']);
    const second = (await call('GET', `/api/notifications?limit=2&after=${first.nextCursor}`, reader)).json();
    expect(second.items.map((n: Notification) => n.productName)).toEqual(['one']);
    expect(second.nextCursor).toBeNull();
  });

  it('marks one read, idempotently, and all read', async () => {
    const reader = await createAccount(t, { role: 'buyer' });
    for (const name of ['a', 'b'])
      await db().transaction((tx) => notify(tx, { userId: reader.id, kind: 'listing_reported', productName: name }));
    expect(await unread(reader)).toBe(2);
    const [newest] = await listOf(reader);
    const first = await call('PUT', `/api/notifications/${newest!._id}/read`, reader);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await call('PUT', `/api/notifications/${newest!._id}/read`, reader)).json().modifiedCount).toBe(0);
    expect(await unread(reader)).toBe(1);
    expect((await call('PUT', '/api/notifications/read-all', reader)).json().modifiedCount).toBe(1);
    expect(await unread(reader)).toBe(0);
  });

  it("refuses another person's notification as unknown, and strangers", async () => {
    const [sellers] = await listOf(seller);
    for (const id of [sellers!._id, newId(), 'not-an-id']) {
      const res = await call('PUT', `/api/notifications/${id}/read`, buyer);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such notification.');
    }
    expect((await listOf(seller))[0]!.read).toBe(false);
    for (const url of ['/api/notifications', '/api/notifications/unread-count', '/api/notifications/stream'])
      expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('PUT', '/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('refuses unknown query fields', async () => {
    const res = await call('GET', '/api/notifications?userId=someone', buyer);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/notifications/stream', () => {
  it('sends the unread count at once and again when a notification arrives, and only once it committed', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${address}/api/notifications/stream`, seller.token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      // Only notification events: the same stream also carries message counts (issue 14).
      const notification = (e: { event: string }) => e.event === 'notification';
      const first = JSON.parse((await stream.next(notification)).data);
      // A notification for someone else, and one that rolled back, send nothing to this stream.
      await db().transaction((tx) => notify(tx, { userId: buyer.id, kind: 'listing_reported', productName: 'x' }));
      await db()
        .transaction(async (tx) => {
          await notify(tx, { userId: seller.id, kind: 'listing_reported', productName: 'rolled back' });
          throw new Error('no');
        })
        .catch(() => undefined);
      const { guitar } = await book();
      const event = await stream.next(notification);
      const update = JSON.parse(event.data);
      expect(update.unread).toBe(first.unread + 1);
      expect(update.latest).toMatchObject({ kind: 'booking_received', productName: guitar.productName });
      // The heartbeat keeps the stream alive (buildTestApp shortens it).
      await expect.poll(() => stream.comments(), { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  });
});

describe('old notifications', () => {
  it('deletes read ones after 90 days and unread ones after a year, and no one else', async () => {
    const owner = await createAccount(t, { role: 'buyer' });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
    const row = (productName: string, createdDaysAgo: number, read: boolean) => ({
      id: newId(),
      userId: owner.id,
      kind: 'listing_reported' as const,
      productName,
      createdAt: daysAgo(createdDaysAgo),
      readAt: read ? daysAgo(createdDaysAgo - 1) : null,
    });
    await db()
      .insert(notifications)
      .values([
        row('read, 91 days', 91, true),
        row('read, 89 days', 89, true),
        row('unread, 91 days', 91, false),
        row('unread, 364 days', 364, false),
        row('unread, 366 days', 366, false),
        row('read, 400 days', 400, true),
      ]);
    const purge = notificationPurge(db(), { info: () => undefined });

    expect(await purge.runOnce(now)).toBe(3);
    const left = await db()
      .select({ productName: notifications.productName })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(left.map((n) => n.productName).sort()).toEqual(['read, 89 days', 'unread, 364 days', 'unread, 91 days']);
    expect(await purge.runOnce(now)).toBe(0);
  });
});

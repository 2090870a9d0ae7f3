import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { emailOutbox, notifications } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { bookingBody, bookingRow } from '../../test/booking-fixtures.ts';
import { insertProduct, type ProductRow } from '../../test/fixtures.ts';

/**
 * Issue 14: watchers hear of a lower price and of a guitar that is Available again, from every path that frees
 * one, in the change's own transaction; the seller and the buyer whose booking ended are not told by this.
 */

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;
let watcher: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://restrung.test' });
  [seller, buyer, watcher, admin] = await Promise.all([
    createAccount(t, { role: 'seller', verified: true }),
    createAccount(t, { role: 'buyer' }),
    createAccount(t, { role: 'buyer', name: 'Wanda Watcher' }),
    createAccount(t, { role: 'admin' }),
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const inject = (method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, account: TestAccount, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: account.headers, payload });
const watchedBy = async (guitar: ProductRow, ...accounts: TestAccount[]) => {
  for (const account of accounts)
    expect((await inject('PUT', `/watchlist/${guitar.id}`, account)).statusCode).toBe(200);
};
/** The watchlist notifications of a guitar, by person. */
async function toldAbout(guitar: ProductRow, kind: 'watched_price_drop' | 'watched_available') {
  const rows = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.productId, guitar.id), eq(notifications.kind, kind)));
  return rows;
}
const whoWasTold = async (guitar: ProductRow, kind: 'watched_price_drop' | 'watched_available') =>
  (await toldAbout(guitar, kind)).map((n) => n.userId).sort();
async function book(guitar: ProductRow, by: TestAccount = buyer) {
  const res = await inject('POST', '/bookings', by, bookingBody(guitar, by));
  expect(res.statusCode).toBe(200);
  return res.json().insertedId as string;
}

describe('a lower price', () => {
  it('tells every watcher, with the old and new price in the sentence, and queues their email', async () => {
    const guitar = await insertProduct(db(), seller, { askingPriceCents: 85_050 });
    await watchedBy(guitar, watcher, buyer);
    const res = await inject('PATCH', `/products/${guitar.id}`, seller, { askingPrice: 700 });
    expect(res.statusCode).toBe(200);

    expect(await whoWasTold(guitar, 'watched_price_drop')).toEqual([buyer.id, watcher.id].sort());
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: watcher.headers });
    expect(list.json().items[0]).toMatchObject({
      kind: 'watched_price_drop',
      text: `The price of ${guitar.productName} on your watchlist dropped from $850.50 to $700.00.`,
      link: `/product/${guitar.id}`,
      details: { oldPrice: 850.5, newPrice: 700 },
    });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'watched_price_drop'), eq(emailOutbox.recipient, watcher.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`https://restrung.test/product/${guitar.id}`);
  });

  it('tells nobody when the price goes up, stays the same, or another field changes', async () => {
    const guitar = await insertProduct(db(), seller, { askingPriceCents: 85_050 });
    await watchedBy(guitar, watcher);
    for (const change of [{ askingPrice: 900 }, { askingPrice: 900 }, { description: 'Fresh strings, new setup.' }]) {
      expect((await inject('PATCH', `/products/${guitar.id}`, seller, change)).statusCode).toBe(200);
    }
    expect(await whoWasTold(guitar, 'watched_price_drop')).toEqual([]);
  });

  it('respects a watcher who turned these emails off: the bell still tells them', async () => {
    const quiet = await createAccount(t, { role: 'buyer' });
    expect((await inject('PUT', '/email-settings', quiet, { watched_price_drop: false })).statusCode).toBe(200);
    const guitar = await insertProduct(db(), seller);
    await watchedBy(guitar, quiet);
    await inject('PATCH', `/products/${guitar.id}`, seller, { askingPrice: 500 });
    expect(await whoWasTold(guitar, 'watched_price_drop')).toEqual([quiet.id]);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'watched_price_drop'), eq(emailOutbox.recipient, quiet.email)));
    expect(mails).toEqual([]);
  });
});

describe('Available again', () => {
  it('after the buyer deletes their order: watchers are told, the buyer who deleted it is not', async () => {
    const guitar = await insertProduct(db(), seller);
    await watchedBy(guitar, watcher, buyer);
    const order = await book(guitar);
    expect(await whoWasTold(guitar, 'watched_available')).toEqual([]);
    expect((await inject('DELETE', `/myorders/${order}`, buyer)).statusCode).toBe(200);
    expect(await whoWasTold(guitar, 'watched_available')).toEqual([watcher.id]);
    const [told] = await toldAbout(guitar, 'watched_available');
    expect(told).toMatchObject({ productName: guitar.productName, bookingId: null });
  });

  it('after an admin deletes the order, and after the seller cancels it', async () => {
    for (const release of [
      (order: string) => inject('DELETE', `/myorders/${order}`, admin),
      (order: string) => inject('POST', `/mysales/${order}/cancel`, seller, { reason: 'Changed my mind.' }),
    ]) {
      const guitar = await insertProduct(db(), seller);
      await watchedBy(guitar, watcher, buyer);
      expect((await release(await book(guitar))).statusCode).toBe(200);
      expect(await whoWasTold(guitar, 'watched_available')).toEqual([watcher.id]);
    }
  });

  it('after a hold expires', async () => {
    const guitar = await insertProduct(db(), seller);
    await watchedBy(guitar, watcher);
    const order = await book(guitar);
    const holdEnds = (await bookingRow(db(), order))!.holdExpiresAt!.getTime();
    expect((await t.app.holdExpiry.runOnce(new Date(holdEnds + 1000))).expired).toContain(order);
    expect(await whoWasTold(guitar, 'watched_available')).toEqual([watcher.id]);
  });

  it("after an admin deletes the buyer's account", async () => {
    const leaving = await createAccount(t, { role: 'buyer' });
    const guitar = await insertProduct(db(), seller);
    await watchedBy(guitar, watcher, leaving);
    await book(guitar, leaving);
    expect((await inject('DELETE', `/allbuyer/${leaving.id}`, admin)).statusCode).toBe(200);
    expect(await whoWasTold(guitar, 'watched_available')).toEqual([watcher.id]);
  });

  it('tells nobody when a paid guitar or a deleted listing is involved', async () => {
    const guitar = await insertProduct(db(), seller);
    await watchedBy(guitar, watcher);
    const order = await book(guitar);
    // The seller cannot delete a booked listing; an admin deleting the seller's listings removes it and its order.
    expect((await inject('DELETE', `/products/${guitar.id}`, admin)).statusCode).toBe(409);
    expect((await inject('DELETE', `/myorders/${order}`, buyer)).statusCode).toBe(200);
    expect((await inject('DELETE', `/products/${guitar.id}`, seller)).statusCode).toBe(200);
    const kinds = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, watcher.id), eq(notifications.productId, guitar.id)));
    expect(kinds.map((k) => k.kind)).toEqual(['watched_available']);
    expect(
      await db()
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, seller.id),
            inArray(notifications.kind, ['watched_available', 'watched_price_drop']),
          ),
        ),
    ).toEqual([]);
  });
});

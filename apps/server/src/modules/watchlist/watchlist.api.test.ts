import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productSchema } from '@restrung/shared/product';
import { WATCHLIST_MAX, WATCHLIST_MESSAGES } from '@restrung/shared/watchlist';
import { products, users, watchlist } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../../test/accounts.ts';
import { insertBooking, insertProduct } from '../../test/fixtures.ts';
import { NO_SUCH_PRODUCT } from '../products/service.ts';

/** Issue 14: the watchlist's calls, who may use them and what they answer. */

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;
let admin: TestAccount;
let otherSeller: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  // Each sign-up hashes a password: the accounts every test may share are made once, side by side.
  [seller, buyer, admin, otherSeller] = await Promise.all([
    createAccount(t, { role: 'seller', verified: true }),
    createAccount(t, { role: 'buyer' }),
    createAccount(t, { role: 'admin' }),
    createAccount(t, { role: 'seller', verified: true }),
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, account?: TestAccount) =>
  t.app.inject({ method, url: `/api${url}`, headers: account?.headers });
const watch = (productId: string, account?: TestAccount) => call('PUT', `/watchlist/${productId}`, account);
const unwatch = (productId: string, account?: TestAccount) => call('DELETE', `/watchlist/${productId}`, account);
const idsOf = async (account: TestAccount) => (await call('GET', '/watchlist/ids', account)).json().ids as string[];

describe('refusals, each for its own reason', () => {
  it('refuses signed-out callers with 401 on every call', async () => {
    const guitar = await insertProduct(db(), seller);
    for (const res of [
      await watch(guitar.id),
      await unwatch(guitar.id),
      await call('GET', '/watchlist'),
      await call('GET', '/watchlist/ids'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue.');
    }
  });

  it('answers 404 for an unknown or malformed product, and for a listing that is not public', async () => {
    const unverified = await createAccount(t, { role: 'seller' });
    const hidden = await insertProduct(db(), unverified);
    for (const id of ['0190a0b1-0000-7000-8000-000000000000', 'not-a-uuid', hidden.id]) {
      const res = await watch(id, buyer);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NO_SUCH_PRODUCT);
    }
    expect(await idsOf(buyer)).not.toContain(hidden.id);
    // An admin may open the hidden listing, but a watch follows what the public sees.
    expect((await call('GET', `/singleproduct/${hidden.id}`, admin)).statusCode).toBe(200);
    const res = await watch(hidden.id, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_SUCH_PRODUCT);
  });

  it("refuses a seller's own listing with 403", async () => {
    const mine = await insertProduct(db(), seller);
    const res = await watch(mine.id, seller);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(WATCHLIST_MESSAGES.ownListing);
    expect(await idsOf(seller)).toEqual([]);
  });

  it(`refuses a ${WATCHLIST_MAX + 1}st guitar with 409, and still answers an idempotent repeat`, async () => {
    const collector = await createAccount(t, { role: 'buyer' });
    const guitars = await Promise.all(Array.from({ length: 2 }, () => insertProduct(db(), seller)));
    const [kept, extra] = guitars as [(typeof guitars)[0], (typeof guitars)[0]];
    expect((await watch(kept.id, collector)).statusCode).toBe(200);
    // The rest of the list is written straight in, in two statements: 499 listings through the API would only
    // slow the suite.
    const { searchDocument: _generated, ...template } = kept;
    const filler = Array.from({ length: WATCHLIST_MAX - 1 }, (_, i) => ({
      ...template,
      id: newId(),
      productName: `Filler ${i}`,
    }));
    await db().insert(products).values(filler);
    await db()
      .insert(watchlist)
      .values(filler.map((p) => ({ userId: collector.id, productId: p.id })));

    const full = await watch(extra.id, collector);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(WATCHLIST_MESSAGES.full);
    expect(await idsOf(collector)).not.toContain(extra.id);

    const repeat = await watch(kept.id, collector);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ acknowledged: true, modifiedCount: 0 });

    expect((await unwatch(kept.id, collector)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await watch(extra.id, collector)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
  });
});

describe('watching and unwatching', () => {
  it('is idempotent both ways, and the ids fill the hearts', async () => {
    const guitar = await insertProduct(db(), seller);
    expect((await watch(guitar.id, buyer)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await watch(guitar.id, buyer)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    expect(await idsOf(buyer)).toContain(guitar.id);

    expect((await unwatch(guitar.id, buyer)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await unwatch(guitar.id, buyer)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    expect(await idsOf(buyer)).not.toContain(guitar.id);
    // A listing deleted since (or never watched) is simply not on the list; a malformed id names nothing.
    expect((await unwatch('0190a0b1-0000-7000-8000-000000000000', buyer)).json().modifiedCount).toBe(0);
    expect((await unwatch('nope', buyer)).statusCode).toBe(404);
  });

  it('lets any signed-in role watch other sellers’ guitars', async () => {
    const guitar = await insertProduct(db(), seller);
    for (const account of [otherSeller, admin]) {
      expect((await watch(guitar.id, account)).statusCode).toBe(200);
      expect(await idsOf(account)).toEqual([guitar.id]);
    }
  });
});

describe('GET /api/watchlist', () => {
  it('lists the cards as the catalogue shows them, newest watched first, every status, page by page', async () => {
    const [person, other] = await Promise.all([
      createAccount(t, { role: 'buyer' }),
      createAccount(t, { role: 'buyer' }),
    ]);
    const available = await insertProduct(db(), seller, { productName: 'Watched Available' });
    const booked = await insertProduct(db(), seller, { productName: 'Watched Booked' });
    const paid = await insertProduct(db(), seller, { productName: 'Watched Paid' });
    for (const p of [available, booked, paid]) await watch(p.id, person);
    await insertBooking(db(), { product: booked, buyer: other });
    await insertBooking(db(), { product: paid, buyer: other, status: 'Paid' });

    const first = await call('GET', '/watchlist?limit=2', person);
    expect(first.statusCode).toBe(200);
    const page1 = productSchema.array().parse(first.json());
    expect(page1.map((p) => [p.productName, p.status])).toEqual([
      ['Watched Paid', 'Paid'],
      ['Watched Booked', 'Booked'],
    ]);
    expect(page1[0]).toMatchObject({ _id: paid.id, askingPrice: 850.5, sellerName: seller.name, sellerVerified: true });
    const page2 = (await call('GET', `/watchlist?limit=2&after=${page1[1]!._id}`, person)).json();
    expect(page2.map((p: { _id: string }) => p._id)).toEqual([available.id]);
    // Someone else's list is their own.
    expect((await call('GET', '/watchlist', other)).json()).toEqual([]);
  });

  it('leaves out a listing hidden since, keeping it watched', async () => {
    const [person, laterUnverified] = await Promise.all([
      createAccount(t, { role: 'buyer' }),
      createAccount(t, { role: 'seller', verified: true }),
    ]);
    const guitar = await insertProduct(db(), laterUnverified);
    await watch(guitar.id, person);
    await db().update(users).set({ verified: false }).where(eq(users.id, laterUnverified.id));
    expect((await call('GET', '/watchlist', person)).json()).toEqual([]);
    expect(await idsOf(person)).toEqual([guitar.id]);
  });

  it('rejects a bad cursor or limit by name', async () => {
    const bad = await call('GET', '/watchlist?after=x', buyer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('after must be the _id of the last guitar');
    expect((await call('GET', '/watchlist?limit=0', buyer)).statusCode).toBe(400);
  });
});

describe('deletions', () => {
  it("removes a listing's watch rows with the listing, and a person's with the account", async () => {
    const person = await createAccount(t, { role: 'buyer' });
    const gone = await insertProduct(db(), seller);
    const stays = await insertProduct(db(), seller);
    await watch(gone.id, person);
    await watch(stays.id, person);
    expect((await call('DELETE', `/products/${gone.id}`, seller)).statusCode).toBe(200);
    expect(await idsOf(person)).toEqual([stays.id]);

    expect((await call('DELETE', `/allbuyer/${person.id}`, admin)).statusCode).toBe(200);
    expect(await db().select().from(watchlist).where(eq(watchlist.userId, person.id))).toEqual([]);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { productListSchema, productSchema } from '@restrung/shared/product';
import { productPhotos, products, sessions } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { cacheReaders, createAccount, type TestAccount } from '../test/accounts.ts';
import { listProduct, uploadPhoto } from '../modules/products/test-helpers.ts';

/**
 * Issue 10, decision 0032: what the read caches keep (sessions, the catalogue's public reads) is never served after
 * a change the caller could know of. Each test first reads, so the answer is kept, then changes it through the API
 * and reads again at once.
 */

let t: TestApp;
let seller: TestAccount, buyer: TestAccount, otherBuyer: TestAccount, admin: TestAccount;

beforeAll(async () => {
  // As in production: only a write's own response waits for the change feed, so on PostgreSQL these tests also
  // check that it does.
  t = await buildTestApp({}, { racyCaches: true });
  ({ seller, buyer, otherBuyer, admin } = await cacheReaders(t));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, account?: TestAccount) => t.app.inject({ method: 'GET', url, headers: account?.headers });
const send = (method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, account: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: account.headers, payload: payload ?? {} });
const verification = (account: TestAccount) =>
  get(`/api/usersverification?email=${encodeURIComponent(account.email)}`, account);
const product = async (id: string, account: TestAccount) =>
  productSchema.parse((await get(`/api/singleproduct/${id}`, account)).json());
const list = async (url: string, account?: TestAccount) => productListSchema.parse((await get(url, account)).json());

describe('the session cache', () => {
  it('refuses a kept session at once after sign-out', async () => {
    const account = await createAccount(t);
    expect((await verification(account)).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/sign-out', account)).statusCode).toBe(200);
    expect((await verification(account)).statusCode).toBe(401);
  });

  it('refuses a kept session at once after an admin deletes the account', async () => {
    const account = await createAccount(t);
    expect((await verification(account)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/allbuyer/${account.id}`, admin)).statusCode).toBe(200);
    expect((await verification(account)).statusCode).toBe(401);
  });

  it("hands an admin's verification of a seller to the seller's kept session", async () => {
    const newSeller = await createAccount(t, { role: 'seller' });
    expect((await verification(newSeller)).json()).toMatchObject({ verified: false });
    expect((await send('PUT', `/api/allseller/${newSeller.id}`, admin)).statusCode).toBe(200);
    expect((await verification(newSeller)).json()).toMatchObject({ verified: true });
  });

  it("hands a demotion to the demoted admin's kept session", async () => {
    const other = await createAccount(t, { role: 'admin' });
    expect((await get('/api/allbuyer', other)).statusCode).toBe(200);
    expect((await send('PUT', `/api/alladmins/${other.id}/demote`, admin)).statusCode).toBe(200);
    expect((await get('/api/allbuyer', other)).statusCode).toBe(403);
  });

  it('still ends an expired session and extends one due for its sliding refresh', async () => {
    const account = await createAccount(t);
    const { expiresIn, updateAge } = (await t.app.auth.$context).sessionConfig;
    const expiresAt = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id)))[0]?.expiresAt.getTime();
    const first = (await expiresAt())!;
    expect((await verification(account)).statusCode).toBe(200);

    // Past the refresh age, before expiry: better-auth extends the kept session, which still works.
    vi.useFakeTimers({ toFake: ['Date'], now: first - expiresIn * 1000 + updateAge * 1000 + 60_000 });
    expect((await verification(account)).statusCode).toBe(200);
    expect(await expiresAt()).toBeGreaterThan(first);
    expect((await verification(account)).statusCode).toBe(200);

    // Past the (extended) expiry: refused, and better-auth deletes it.
    vi.setSystemTime((await expiresAt())! + 1000);
    expect((await verification(account)).statusCode).toBe(401);
    vi.useRealTimers();
    expect(await expiresAt()).toBeUndefined();
  });
});

describe('the catalogue cache', () => {
  it('shows an edit on the next read of the product page, the category page and the featured list', async () => {
    const id = await listProduct(t, seller, { productName: 'Gibson Les Paul Standard' });
    expect((await send('PUT', `/api/myproducts/${id}`, seller)).statusCode).toBe(200);
    const { categoryid } = await product(id, buyer);
    expect((await list(`/api/products/${categoryid}`, buyer)).find((p) => p._id === id)?.productName).toBe(
      'Gibson Les Paul Standard',
    );
    expect((await list('/api/advertisedproduct')).find((p) => p._id === id)?.productName).toBe(
      'Gibson Les Paul Standard',
    );

    expect(
      (await send('PATCH', `/api/products/${id}`, seller, { productName: 'Gibson Les Paul Custom' })).statusCode,
    ).toBe(200);
    expect((await product(id, buyer)).productName).toBe('Gibson Les Paul Custom');
    expect((await list(`/api/products/${categoryid}`, buyer)).find((p) => p._id === id)?.productName).toBe(
      'Gibson Les Paul Custom',
    );
    expect((await list('/api/advertisedproduct')).find((p) => p._id === id)?.productName).toBe(
      'Gibson Les Paul Custom',
    );
  });

  it("shows a seller's listings on the next category page and featured list once an admin verifies the seller", async () => {
    const newSeller = await createAccount(t, { role: 'seller' });
    const id = await listProduct(t, newSeller, { productName: 'Fender Jaguar Baritone' });
    // Only a verified seller may advertise through the API; set here before anything is read, so nothing is kept.
    await t.database.db.update(products).set({ advertise: true }).where(eq(products.id, id));
    const { categoryid } = await product(id, newSeller);
    const shown = async () => ({
      category: (await list(`/api/products/${categoryid}`, buyer)).some((p) => p._id === id),
      featured: (await list('/api/advertisedproduct')).some((p) => p._id === id),
    });
    expect(await shown()).toEqual({ category: false, featured: false });
    // A buyer's sign-up changes users but not who is verified: the lists stay as they were.
    await createAccount(t);
    expect(await shown()).toEqual({ category: false, featured: false });

    expect((await send('PUT', `/api/allseller/${newSeller.id}`, admin)).statusCode).toBe(200);
    expect(await shown()).toEqual({ category: true, featured: true });
  });

  it('keeps a category page through a review of a seller it does not show, not one it shows', async () => {
    const rated = await createAccount(t, { role: 'seller', verified: true });
    // Made before anything is read: a verified seller's arrival changes every list.
    const other = await createAccount(t, { role: 'seller', verified: true });
    const id = await listProduct(t, rated, { productName: 'Gretsch White Falcon' });
    const { categoryid } = await product(id, buyer);
    const shown = async () => {
      const found = (await list(`/api/products/${categoryid}`, buyer)).find((p) => p._id === id);
      return `${found?.askingPrice} ${found?.sellerRating?.count ?? 0}`;
    };
    expect(await shown()).toBe('850.5 0');
    // Written with triggers off, so the feed does not tell: only a page read again shows this price.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ askingPriceCents: 70_000 }).where(eq(products.id, id));
    });
    await t.database.db.execute(
      sql`insert into seller_ratings (seller_id, review_count, rating_sum) values (${other.id}, 1, 5)`,
    );
    // A sign-up's response waits until this process has heard every change before it, the rating's included.
    await createAccount(t);
    expect(await shown()).toBe('850.5 0');

    await t.database.db.execute(
      sql`insert into seller_ratings (seller_id, review_count, rating_sum) values (${rated.id}, 2, 9)`,
    );
    await vi.waitFor(async () => expect(await shown()).toBe('700 2'), { timeout: 3000 });
  });

  it('shows new photos on the next read of the product page', async () => {
    const id = await listProduct(t, seller);
    const { photos } = await product(id, buyer);
    const next = [await uploadPhoto(t, seller), ...(photos ?? [])];
    expect((await send('PATCH', `/api/products/${id}`, seller, { photos: next })).statusCode).toBe(200);
    expect((await product(id, buyer)).photos).toEqual(next);
  });

  it('drops a kept product page when only its photo rows change', async () => {
    const id = await listProduct(t, seller);
    const { photos } = await product(id, buyer);
    const both = [...(photos ?? []), await uploadPhoto(t, seller)];
    expect((await send('PATCH', `/api/products/${id}`, seller, { photos: both })).statusCode).toBe(200);
    expect((await product(id, buyer)).photos).toEqual(both);
    // Straight into the database, as no route changes photo rows alone: only product_photos' trigger hears of it.
    await t.database.db
      .delete(productPhotos)
      .where(and(eq(productPhotos.productId, id), eq(productPhotos.url, both[1]!)));
    await vi.waitFor(async () => expect((await product(id, buyer)).photos).toEqual([both[0]]), { timeout: 3000 });
  });

  it("tells each buyer only whether they reported a listing, whoever's read was kept", async () => {
    const id = await listProduct(t, seller);
    const { categoryid } = await product(id, buyer);
    const onPage = async (account: TestAccount) =>
      (await list(`/api/products/${categoryid}`, account)).find((p) => p._id === id)?.reportedByMe;
    expect(await onPage(buyer)).toBe(false);
    expect((await product(id, buyer)).reportedByMe).toBe(false);

    expect((await send('PUT', `/api/reportproducts/${id}`, buyer, { report: true })).statusCode).toBe(200);
    expect((await product(id, buyer)).reportedByMe).toBe(true);
    expect(await onPage(buyer)).toBe(true);
    expect((await product(id, otherBuyer)).reportedByMe).toBe(false);
    expect(await onPage(otherBuyer)).toBe(false);
    expect((await product(id, seller)).reportedByMe).toBeUndefined();
  });

  it('masks the serial number for a buyer after its seller read the page, and not the other way round', async () => {
    const id = await listProduct(t, seller, { serialNumber: 'US19087654' });
    expect((await product(id, seller)).serialNumber).toBe('US19087654');
    expect((await product(id, buyer)).serialNumber).toBe('•••••••654');
    expect((await product(id, seller)).serialNumber).toBe('US19087654');
    expect((await product(id, admin)).serialNumber).toBe('US19087654');
  });
});

describe('the answers built once per kept page (category page, featured)', () => {
  it("answers each kind of viewer their own page, whoever's answer was kept first", async () => {
    const otherSeller = await createAccount(t, { role: 'seller', verified: true });
    const id = await listProduct(t, seller, { serialNumber: 'US19087654' });
    const { categoryid } = await product(id, buyer);
    expect((await send('PUT', `/api/reportproducts/${id}`, buyer, { report: true })).statusCode).toBe(200);
    const onPage = async (account: TestAccount) =>
      (await list(`/api/products/${categoryid}`, account)).find((p) => p._id === id);

    // Each read below would get the previous viewer's answer if the kept answers were not told apart.
    expect(await onPage(admin)).toMatchObject({ serialNumber: 'US19087654' });
    expect(await onPage(admin)).not.toHaveProperty('reportedByMe');
    expect(await onPage(otherSeller)).toMatchObject({ serialNumber: '•••••••654' });
    expect(await onPage(seller)).toMatchObject({ serialNumber: 'US19087654' });
    expect(await onPage(otherSeller)).toMatchObject({ serialNumber: '•••••••654' });
    expect(await onPage(otherBuyer)).toMatchObject({ serialNumber: '•••••••654', reportedByMe: false });
    expect(await onPage(buyer)).toMatchObject({ serialNumber: '•••••••654', reportedByMe: true });
    expect(await onPage(otherBuyer)).toMatchObject({ reportedByMe: false });
    expect(await onPage(otherSeller)).not.toHaveProperty('reportedByMe');
    expect(await onPage(admin)).toMatchObject({ serialNumber: 'US19087654' });
  });

  it("answers the featured list's viewers their own serial numbers, whoever's answer was kept first", async () => {
    const id = await listProduct(t, seller, { serialNumber: 'MX21004321' });
    expect((await send('PUT', `/api/myproducts/${id}`, seller)).statusCode).toBe(200);
    const featured = async (account?: TestAccount) =>
      (await list('/api/advertisedproduct', account)).find((p) => p._id === id);

    expect(await featured(admin)).toMatchObject({ serialNumber: 'MX21004321' });
    expect(await featured()).toMatchObject({ serialNumber: '•••••••321' });
    expect(await featured(seller)).toMatchObject({ serialNumber: 'MX21004321' });
    expect(await featured(buyer)).toMatchObject({ serialNumber: '•••••••321' });
    expect(await featured(buyer)).not.toHaveProperty('reportedByMe');
  });

  it('sends the same answer compressed with brotli, with gzip and not at all, each kept', async () => {
    await listProduct(t, seller);
    const read = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/advertisedproduct',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const answer = plain.json();

    const br = await read('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
    expect((await read('br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await read('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
    expect((await read('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await read('identity')).rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});

import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { searchResultSchema, suggestionsSchema } from '@restrung/shared/search';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { cacheReaders, createAccount, type TestAccount } from '../../test/accounts.ts';
import { listProduct } from '../products/test-helpers.ts';

/*
 * Issue 11, decision 0032: searches, their counts, keyword checks and suggestions are kept by the read caches, and
 * none is served after a change the caller could know of. Each test first searches, so the answer is kept, then
 * changes it through the API and searches again at once.
 */

let t: TestApp;
let seller: TestAccount, buyer: TestAccount, otherBuyer: TestAccount, admin: TestAccount;

beforeAll(async () => {
  // As in production: only a write's own response waits for the change feed (see read-caches.api.test.ts).
  t = await buildTestApp({}, { racyCaches: true });
  ({ seller, buyer, otherBuyer, admin } = await cacheReaders(t));
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, account: TestAccount, payload: object = {}) =>
  t.app.inject({ method, url, headers: account.headers, payload });
const search = async (query: string, account: TestAccount = buyer) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: account.headers });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
};
const suggestions = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/suggestions?q=${encodeURIComponent(q)}`,
    headers: buyer.headers,
  });
  return suggestionsSchema.parse(res.json()).suggestions.map((s) => s.label);
};
const names = async (query: string) => (await search(query)).items.map((p) => p.productName);
/** A buyer reports the serial stolen and an admin confirms it. */
async function confirmStolen(serialNumber: string, brand: string, model: string) {
  const report = await send('POST', '/api/stolen-reports', otherBuyer, { serialNumber, brand, model });
  expect(report.statusCode, report.body).toBe(200);
  const decision = { decision: 'confirmed' };
  expect((await send('PUT', `/api/stolen-reports/${report.json().insertedId}`, admin, decision)).statusCode).toBe(200);
}

describe('the search cache', () => {
  it('shows an edit on the next search, its suggestions and a search without keywords', async () => {
    const id = await listProduct(t, seller, { productName: 'Zyxwa Thunderbird', condition: 'bad' });
    expect(await names('q=zyxwa')).toEqual(['Zyxwa Thunderbird']);
    expect(await suggestions('zyxwa')).toEqual(['Zyxwa Thunderbird']);
    const bad = await search('condition=bad');
    expect(bad.items.map((p) => p._id)).toContain(id);

    expect((await send('PATCH', `/api/products/${id}`, seller, { productName: 'Zyxwa Firebird' })).statusCode).toBe(
      200,
    );
    expect(await names('q=zyxwa')).toEqual(['Zyxwa Firebird']);
    expect(await suggestions('zyxwa')).toEqual(['Zyxwa Firebird']);
    expect((await send('PATCH', `/api/products/${id}`, seller, { condition: 'good' })).statusCode).toBe(200);
    const after = await search('condition=bad');
    expect(after.items.map((p) => p._id)).not.toContain(id);
    expect(after.total).toBe(bad.total! - 1);
  });

  it('keeps a search while listings none of its keywords match change, and not past a change to one they match', async () => {
    const id = await listProduct(t, seller, { productName: 'Ujmik Telecaster' });
    const found = async () =>
      (await search('q=ujmik&sort=newest')).items.map((p) => `${p.productName} ${p.askingPrice}`);
    expect(await found()).toEqual(['Ujmik Telecaster 850.5']);
    // Written with triggers off, so the feed does not tell: only a search read again shows this price.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set asking_price_cents = 70000 where id = ${id}`);
    });
    await listProduct(t, seller, { productName: 'Ikmju Jaguar', description: 'Ujmi, not quite.' });
    expect(await found()).toEqual(['Ujmik Telecaster 850.5']);

    // A new listing with a word the keyword starts, an edit leaving the words as they were, a word taken away.
    await listProduct(t, seller, { productName: 'Ujmikolaj Jazzmaster' });
    expect(await found()).toEqual(['Ujmikolaj Jazzmaster 850.5', 'Ujmik Telecaster 700']);
    expect((await send('PATCH', `/api/products/${id}`, seller, { askingPrice: 650 })).statusCode).toBe(200);
    expect(await found()).toEqual(['Ujmikolaj Jazzmaster 850.5', 'Ujmik Telecaster 650']);
    expect((await send('PATCH', `/api/products/${id}`, seller, { productName: 'Plain Telecaster' })).statusCode).toBe(
      200,
    );
    expect(await found()).toEqual(['Ujmikolaj Jazzmaster 850.5']);
  });

  it("shows a seller's listings on the next search once an admin verifies the seller", async () => {
    const newSeller = await createAccount(t, { role: 'seller' });
    await listProduct(t, newSeller, { productName: 'Qopwe Jaguar' });
    expect((await search('q=qopwe')).total).toBe(0);
    expect((await send('PUT', `/api/allseller/${newSeller.id}`, admin)).statusCode).toBe(200);
    const found = await search('q=qopwe');
    expect(found.total).toBe(1);
    expect(found.items.map((p) => p.productName)).toEqual(['Qopwe Jaguar']);
  });

  it("suggests a seller's listing once an admin verifies the seller, and no longer once it is confirmed stolen", async () => {
    const serialNumber = `SG-${Date.now()}`;
    const newSeller = await createAccount(t, { role: 'seller' });
    await listProduct(t, newSeller, { productName: 'Wsxed Explorer', serialNumber });
    expect(await suggestions('wsxed')).toEqual([]);
    expect((await send('PUT', `/api/allseller/${newSeller.id}`, admin)).statusCode).toBe(200);
    expect(await suggestions('wsxed')).toEqual(['Wsxed Explorer']);
    await confirmStolen(serialNumber, 'Gibson', 'Explorer');
    expect(await suggestions('wsxed')).toEqual([]);
  });

  it('hides a listing from the next search once its serial is confirmed stolen', async () => {
    const serialNumber = `SC-${Date.now()}`;
    await listProduct(t, seller, { productName: 'Vbnmq Mustang', serialNumber });
    expect((await search('q=vbnmq')).total).toBe(1);
    await confirmStolen(serialNumber, 'Fender', 'Mustang');
    expect((await search('q=vbnmq')).total).toBe(0);
  });

  it('corrects a misspelt word once a listing brings the word it was meant to be', async () => {
    const misspelt = await search('q=plokijuhcastr');
    expect(misspelt.total).toBe(0);
    expect(misspelt.corrections).toEqual([]);
    await listProduct(t, seller, { productName: 'Plokijuhcaster Deluxe' });
    const corrected = await search('q=plokijuhcastr');
    expect(corrected.corrections).toEqual([{ from: 'plokijuhcastr', to: 'plokijuhcaster' }]);
    expect(corrected.items.map((p) => p.productName)).toEqual(['Plokijuhcaster Deluxe']);
  });

  it("no longer mends a slip in a model's name once a listing brings the word as typed", async () => {
    await listProduct(t, seller, { productName: 'Gibson Les Paul Junior' });
    const mended = await search('q=les+qzpaul');
    expect(mended.corrections).toEqual([{ from: 'qzpaul', to: 'paul' }]);
    expect(mended.items.map((p) => p.productName)).toEqual(['Gibson Les Paul Junior']);
    await listProduct(t, seller, { productName: 'Qzpaul Special' });
    const asTyped = await search('q=les+qzpaul');
    expect(asTyped.corrections).toEqual([]);
    expect(asTyped.items).toEqual([]);
  });

  it('tells each buyer whether they reported a listing, whoever searched first', async () => {
    const id = await listProduct(t, seller, { productName: 'Wsxed Telecaster' });
    const reportedByMe = async (account: TestAccount) => (await search('q=wsxed', account)).items[0]?.reportedByMe;
    expect(await reportedByMe(buyer)).toBe(false);
    expect((await send('PUT', `/api/reportproducts/${id}`, buyer, { report: true })).statusCode).toBe(200);
    expect(await reportedByMe(buyer)).toBe(true);
    expect(await reportedByMe(otherBuyer)).toBe(false);
    expect(await reportedByMe(seller)).toBeUndefined();

    // The first search of another listing by the buyer who reported it: their answer is not the one kept for others.
    const reportedFirst = await listProduct(t, seller, { productName: 'Edcrf Telecaster' });
    expect((await send('PUT', `/api/reportproducts/${reportedFirst}`, buyer, { report: true })).statusCode).toBe(200);
    expect((await search('q=edcrf', buyer)).items[0]?.reportedByMe).toBe(true);
    expect((await search('q=edcrf', otherBuyer)).items[0]?.reportedByMe).toBe(false);
  });

  it("shows a change to the seller's rating on the next search", async () => {
    const rated = await createAccount(t, { role: 'seller', verified: true });
    await listProduct(t, rated, { productName: 'Rfvtg Jazzmaster' });
    const rating = async () => (await search('q=rfvtg')).items[0]?.sellerRating;
    expect(await rating()).toBeUndefined();
    // Straight into the database, as only a completed sale's review writes it: only its trigger hears of it.
    await t.database.db.execute(
      sql`insert into seller_ratings (seller_id, review_count, rating_sum) values (${rated.id}, 2, 9)`,
    );
    await vi.waitFor(async () => expect(await rating()).toEqual({ average: 4.5, count: 2 }), { timeout: 3000 });
  });

  it("answers each kind of viewer their own serial numbers, whoever's answer was kept first", async () => {
    const otherSeller = await createAccount(t, { role: 'seller', verified: true });
    await listProduct(t, seller, { productName: 'Tgbyh Starcaster', serialNumber: 'US19087654' });
    const serial = async (account: TestAccount) => (await search('q=tgbyh', account)).items[0]?.serialNumber;

    // Each read below would get the previous viewer's answer if the kept answers were not told apart.
    expect(await serial(admin)).toBe('US19087654');
    expect(await serial(otherSeller)).toBe('•••••••654');
    expect(await serial(seller)).toBe('US19087654');
    expect(await serial(otherSeller)).toBe('•••••••654');
    expect(await serial(buyer)).toBe('•••••••654');
    expect(await serial(admin)).toBe('US19087654');
    expect(await serial(seller)).toBe('US19087654');
  });

  it('sends a repeated search as the same bytes, compressed as the client asks', async () => {
    await listProduct(t, seller, { productName: 'Yhnuj Bass VI', description: 'Long description. '.repeat(40) });
    const read = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/search?q=yhnuj',
        headers: { ...buyer.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expect(searchResultSchema.parse(plain.json()).items.map((p) => p.productName)).toEqual(['Yhnuj Bass VI']);
    const br = await read('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect((await read('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    expect((await read()).rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});

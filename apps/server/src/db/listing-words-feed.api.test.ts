import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { recordChangeFeed } from '../test/change-feed-recorder.ts';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { listProduct } from '../modules/products/test-helpers.ts';
import { rowsOf } from './rows-of.ts';

/*
 * Decision 0082, migration 0020: a change to listings is told on the change feed by the words of their search
 * documents, before and after it, so kept searches none of whose keywords can match them stay kept. Each test records
 * what the feed carried while one change was made.
 */

let t: TestApp;
let seller: TestAccount;
let feed: Awaited<ReturnType<typeof recordChangeFeed>>;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createAccount(t, { role: 'seller', verified: true });
  feed = await recordChangeFeed(t.database);
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});
const feedDuring = (change: () => Promise<unknown>) => feed.during(change);

/** The words of the listing_words payloads heard, or "everything" for one naming none. */
const listingWords = (payloads: string[]) =>
  payloads
    .filter((p) => p === 'listing_words' || p.startsWith('listing_words:'))
    .map((p) => (p === 'listing_words' ? 'everything' : p.slice('listing_words:'.length).split(',').sort()));

const patch = async (id: string, payload: object) => {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: seller.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the listing_words change feed', () => {
  let id = '';

  it("names a new listing's words, as its search document holds them", async () => {
    const feed = await feedDuring(async () => {
      id = await listProduct(t, seller, { productName: 'Qazws Telecaster', description: 'Butterscotch blonde.' });
    });
    const [words, ...more] = listingWords(feed);
    expect(more).toEqual([]);
    // Stemmed as the document is ("telecast"), with the seller, the location and the description.
    expect(words).toEqual(expect.arrayContaining(['qazw', 'telecast', 'butterscotch', 'blond', 'austin']));
    const [document] = await rowsOf(
      t.database.db,
      sql`select array_to_string(tsvector_to_array(search_document), ',') as words from products where id = ${id}`,
    );
    expect(words).toEqual(String(document!.words).split(',').sort());
  });

  it('names the words before and after an edit, and those of a price change', async () => {
    const [renamed] = listingWords(await feedDuring(() => patch(id, { productName: 'Qazws Jazzmaster' })));
    expect(renamed).toEqual(expect.arrayContaining(['qazw', 'telecast', 'jazzmast']));
    const [repriced] = listingWords(await feedDuring(() => patch(id, { askingPrice: 700 })));
    expect(repriced).toEqual(expect.arrayContaining(['qazw', 'jazzmast']));
    expect(repriced).not.toContain('telecast');
  });

  it('names the words of a deleted listing', async () => {
    const feed = await feedDuring(() => t.database.db.execute(sql`delete from products where id = ${id}`));
    expect(listingWords(feed)).toEqual([expect.arrayContaining(['qazw', 'jazzmast', 'butterscotch'])]);
  });

  it('names no words when they would not fit in a notification: anything may have changed', async () => {
    const long = await listProduct(t, seller, { productName: 'Wsxed Jaguar' });
    // Longer than a listing can be written through the API (2,000 characters), as a statement changing many might be.
    const description = Array.from({ length: 1500 }, (_, i) => `word${i.toString(36)}x`).join(' ');
    const feed = await feedDuring(() =>
      t.database.db.execute(sql`update products set description = ${description} where id = ${long}`),
    );
    expect(listingWords(feed)).toEqual(['everything']);
    // Migration 0014's feed still names the row, so what is kept per listing (its page) is dropped as before.
    expect(feed).toContain(`products:${long}`);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildTsquery, stemsOf } from './keyword-query.ts';
import { searchRepository } from './repository.ts';
import { insertNumberedListings } from '../../test/numbered-listings.ts';

/*
 * Decision 0053: the share of listings a keyword look-up finds, as the planner estimates it, is computed in the
 * server from the column's statistics instead of asked for with an EXPLAIN. It must be the planner's own figure:
 * the same words, checked and built as the service builds them, against EXPLAIN's row estimate.
 */

let database: Database;
const LISTINGS = 3000;
const SHARE_SELLER = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Share Seller',
  email: 'share-seller@example.test',
};

beforeAll(async () => {
  database = await openTestDatabase();
  // Words of every frequency: "guitar" in all listings, "fender" in two fifths, "stratocaster" in a tenth, a few
  // hundred tone words of 1-3 % (enough common lexemes for the planner to extrapolate prefixes from them), and a
  // number of each listing's own.
  await insertNumberedListings(database.db, SHARE_SELLER, LISTINGS, {
    productName: sql`'Guitar ' || n || case when n % 5 < 2 then ' Fender' else '' end
      || case when n % 10 = 3 then ' Stratocaster' else '' end`,
    description: sql`'tone' || (n % 40) || ' warm' || (n % 70) || ' bright' || (n % 110) || ' the frets play well'`,
    location: sql`'Austin'`,
  });
});
afterAll(async () => {
  await database?.close();
});

/** The planner's row estimate for a look-up of `tsquery`. */
async function plannerRows(tsquery: string): Promise<number> {
  const [row] = await rowsOf(
    database.db,
    sql`explain (format json) select 1 from products where search_document @@ to_tsquery('english', ${tsquery})`,
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return parsed[0]!.Plan['Plan Rows'];
}

/** Each query as the service builds it: the rows the server expects, and the rows EXPLAIN expects. */
async function bothEstimates(queries: string[]) {
  const repository = searchRepository(database.db);
  const estimates = [];
  for (const q of queries) {
    const checks = await repository.checkTerms(q.split(' '));
    const tsquery = buildTsquery(checks);
    if (!tsquery) throw new Error(`no query for ${q}`);
    const share = await repository.expectedShare(stemsOf(checks));
    // clamp_row_est: the planner rounds and never expects fewer than one row.
    estimates.push({ q, server: Math.max(1, Math.round(share * LISTINGS)), planner: await plannerRows(tsquery) });
  }
  return estimates;
}
const agreeing = (estimates: { q: string; server: number; planner: number }[]) =>
  estimates.map(({ q, planner }) => ({ q, server: planner, planner }));

describe("the planner's estimate of a keyword look-up, computed in the server", () => {
  const queries = [
    'guitar',
    'fender',
    'fend',
    'stratocaster',
    'stratocster',
    'fender strat',
    'tone1',
    'tone17',
    'br',
    'warm3 bright',
    'the fender',
    'brght7',
    '1234',
    'tone1 warm2 bright3',
  ];

  it('equals the row estimate of EXPLAIN for each query, as the service builds it', async () => {
    await database.db.execute(sql`analyze products`);
    const estimates = await bothEstimates(queries);
    expect(estimates).toEqual(agreeing(estimates));
  });

  it('also where no word is in every listing, so rarer lexemes add a share for the ones not listed', async () => {
    // Without a lexeme in every listing the common lexemes do not cover every listing, and a prefix's share
    // grows by the part of the others it is expected to start.
    await database.db.execute(sql`
      update products set product_name = 'Model' || right(id::text, 6), seller_name = 'S' || (posted_at_n % 300),
        location = 'L' || (posted_at_n % 200), description = 'w' || (posted_at_n % 150)
      from (select id as row_id, row_number() over (order by posted_at) as posted_at_n from products) as numbered
      where id = row_id`);
    await database.db.execute(sql`analyze products`);
    const estimates = await bothEstimates(['w1', 's2', 'l1', 'w1 s2', 'w12', 'model']);
    expect(estimates).toEqual(agreeing(estimates));
  });
});

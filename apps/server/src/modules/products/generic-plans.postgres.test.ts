import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { PLANNED_LIMITS, productsRepository } from './repository.ts';
import { insertNumberedListings } from '../../test/numbered-listings.ts';

/*
 * Decision 0033: PostgreSQL plans the catalogue's statements once per connection and then reuses that plan (a
 * generic plan), instead of planning every call, which cost three times the query's own execution. It first plans
 * five calls for their values, then keeps the generic plan if it costs no more; a limit or offset sent as a
 * parameter made the generic plan look dearer for ever. Runs in the api-postgres project only: pg_prepared_statements
 * counts per connection, so the database is read through a pool of one.
 */

let database: Database;
/** Enough listings that the first page is a small part of each list, as on a real catalogue. */
const LISTINGS = 3000;
const PLAN_SELLER = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Plan Seller',
  email: 'plan-seller@example.test',
};

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 1 });
  await insertNumberedListings(database.db, PLAN_SELLER, LISTINGS, { productName: sql`'Guitar ' || n` });
  await database.db.execute(sql`analyze`);
});
afterAll(async () => {
  await database?.close();
});

describe('the catalogue statements on PostgreSQL', () => {
  it('reuse one plan for the first page and the pages after a cursor, at the limits the web app asks for', async () => {
    const products = productsRepository(database.db);
    const calls = 8;
    for (let call = 0; call < calls; call += 1) {
      for (const limit of PLANNED_LIMITS) {
        const featured = await products.listFeatured({ page: 1, limit });
        expect(featured).toHaveLength(limit);
        expect(await products.listFeatured({ page: 1, limit, after: featured.at(-1)!.id })).toHaveLength(limit);
        const category = await products.listByCategory(CATEGORY_IDS.electric, { page: 1, limit });
        expect(category).toHaveLength(limit);
        const after = { page: 1, limit, after: category.at(-1)!.id };
        expect(await products.listByCategory(CATEGORY_IDS.electric, after)).toHaveLength(limit);
      }
      expect(await products.findById(await firstId())).toBeDefined();
    }

    const statements = (await rowsOf(
      database.db,
      sql`select name, generic_plans, custom_plans from pg_prepared_statements where statement like '%from "products"%'`,
    )) as unknown as { name: string; generic_plans: string; custom_plans: string }[];
    expect(statements.length).toBeGreaterThan(0);
    // Five calls planned for their values, then the generic plan for every call after them.
    for (const { name: statement, generic_plans, custom_plans } of statements) {
      expect({ statement, custom: Number(custom_plans) }).toEqual({ statement, custom: 5 });
      expect(Number(generic_plans)).toBeGreaterThan(0);
    }
  });
});

const firstId = async () =>
  ((await rowsOf(database.db, sql`select id from products order by posted_at desc limit 1`)) as { id: string }[])[0]!
    .id;

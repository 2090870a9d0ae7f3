import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { searchQuerySchema } from '@restrung/shared/search-input';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { categoriesRepository } from '../categories/repository.ts';
import { searchRepository } from './repository.ts';
import { searchService } from './service.ts';
import { insertNumberedListings } from '../../test/numbered-listings.ts';

/*
 * Decision 0040: a keyword search the planner expects to find few listings runs its page and its counts on the
 * generic-plan pool, planned once per connection; broad keywords keep plans made for their values. Runs in the
 * api-postgres project only: pg_prepared_statements is per connection, so each pool has one.
 */

let database: Database;
const LISTINGS = 3000;
const PLAN_SELLER = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Plan Seller',
  email: 'plan-seller@example.test',
};

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 1 });
  // Every listing says "guitar" (a broad keyword); each has a number of its own (a selective one). A catalogue's
  // statistics list hundreds of common lexemes, and PostgreSQL extrapolates a keyword's share from 100 or more
  // (match-share.ts): 150 batch numbers, 20 listings each, make sure of that here.
  await insertNumberedListings(database.db, PLAN_SELLER, LISTINGS, {
    productName: sql`'Guitar ' || n`,
    description: sql`'A guitar, batch b' || (n % 150)`,
    location: sql`'Austin'`,
    status: sql`case n % 10 when 0 then 'Booked' when 5 then 'Paid' else 'Available' end`,
  });
  await database.db.execute(sql`analyze`);
});
afterAll(async () => {
  await database?.close();
});

interface Prepared {
  name: string;
  parameter_types: string;
  statement: string;
  generic_plans: string;
  custom_plans: string;
}
/** The statements the generic-plan pool's one connection has prepared that read listings. */
const preparedOnListings = async () =>
  (await rowsOf(
    database.genericPlans,
    sql`select name, parameter_types::text, statement, generic_plans, custom_plans from pg_prepared_statements
      where statement like '%from "products"%' and statement not like '%pg_prepared_statements%'`,
  )) as unknown as Prepared[];
/** The statement's generic plan, as EXPLAIN prints it: its values do not change it, so any of the right type do. */
async function genericPlanOf({ name: statement, parameter_types }: Prepared): Promise<string> {
  const sample: Record<string, string> = { text: `'1234:*'`, integer: '1000', bigint: '1000', boolean: 'true' };
  const values = parameter_types
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((type) => sample[type] ?? 'null');
  const rows = await rowsOf(
    database.genericPlans,
    sql.raw(`explain (format json) execute ${statement}(${values.join(', ')})`),
  );
  return JSON.stringify(rows);
}
const plansMade = (statements: Prepared[]) =>
  statements.reduce((sum, s) => sum + Number(s.generic_plans) + Number(s.custom_plans), 0);

describe('search on PostgreSQL', () => {
  const service = () =>
    searchService({
      search: searchRepository(database.db, { genericPlans: database.genericPlans }),
      categories: categoriesRepository(database.db),
    });
  const search = (query: Record<string, string>) => service().search(searchQuerySchema.parse(query), null);

  it('plans a selective search once and answers each keyword with its own listing', async () => {
    for (const n of [1234, 1202, 2303, 2999, 1777, 1888, 1999, 2111]) {
      const result = await search({ q: String(n) });
      expect(result.items.map((item) => item.productName)).toEqual([`Guitar ${n}`]);
      expect(result.total).toBe(1);
      expect(result.facets?.category).toEqual([{ value: CATEGORY_IDS.electric, count: 1 }]);
    }
    // The booked listings are found when asked for, by the same kind of statement.
    const booked = await search({ q: '1200', booked: 'true' });
    expect(booked.items.map((item) => [item.productName, item.status])).toEqual([['Guitar 1200', 'Booked']]);

    const statements = await preparedOnListings();
    // The page and the counts, each with its status list: planned once, never for a keyword.
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const { statement, generic_plans, custom_plans } of statements) {
      expect({ statement: statement.slice(0, 80), custom: Number(custom_plans) }).toEqual({
        statement: statement.slice(0, 80),
        custom: 0,
      });
      expect(Number(generic_plans)).toBeGreaterThan(0);
    }
    // The plan made once reads the search index alone: with the status as a parameter it also read the status
    // index, every available listing of it, to find one.
    for (const statement of statements) expect(await genericPlanOf(statement)).not.toContain('products_status_idx');
  });

  it('plans a broad search for its keywords, on the main pool', async () => {
    const before = plansMade(await preparedOnListings());
    const result = await search({ q: 'guitar', sort: 'price_asc' });
    expect(result.items).toHaveLength(24);
    expect(plansMade(await preparedOnListings())).toBe(before);
  });
});

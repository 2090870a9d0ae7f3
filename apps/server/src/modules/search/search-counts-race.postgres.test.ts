import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { insertProduct, type Person } from '../../test/fixtures.ts';
import { openTestDatabase } from '../../test/test-database.ts';

/*
 * search_counts under concurrent writers (migration 0013), on a PostgreSQL server only: a listing edit and its
 * seller's verification change in two transactions at once. The listing trigger holds the seller's row FOR SHARE,
 * so the verification waits for the edit to commit and then counts the listing as edited. Without that lock each
 * would count the listing as the other had not changed it, and the table would drift.
 */

let database: Database;
let seller: Person & { id: string };

type Row = Record<string, unknown>;
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows.map((r) => JSON.stringify(r));

beforeAll(async () => {
  database = await openTestDatabase();
  const id = newId();
  seller = { id, name: 'Racing Seller', email: `race-${id}@example.test` };
  await database.db.insert(users).values({ ...seller, emailVerified: true, role: 'seller', verified: true });
});
afterAll(() => database?.close());

async function expectTableRight(): Promise<void> {
  const key = sql`category_id, condition, brand, body_type, handedness, strings, status`;
  const table = await rowsOf(
    sql`select ${key}, listings::int as n from search_counts where listings <> 0 order by ${key}`,
  );
  const counted = await rowsOf(sql`select ${key}, count(*)::int as n from (
      select p.category_id, p.condition, lower(p.brand) as brand, p.body_type, p.handedness, p.strings, p.status
      from products p join users u on u.id = p.seller_id and u.verified where p.status <> 'Paid'
    ) as public group by ${key} order by ${key}`);
  expect(table).toEqual(counted);
}

/** Whether another session of this database is waiting for a row lock. */
const someoneWaits = async () =>
  (
    await rowsOf(
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' limit 1`,
    )
  ).length > 0;

describe('search_counts with concurrent writers', () => {
  it('a seller unverified while one of their listings is being edited ends up counted right', async () => {
    const product = await insertProduct(database.db, seller, { condition: 'good' });
    await expectTableRight();

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let edited!: () => void;
    const editDone = new Promise<void>((resolve) => (edited = resolve));
    const edit = database.db.transaction(async (tx) => {
      await tx.update(products).set({ condition: 'fair' }).where(eq(products.id, product.id));
      edited();
      await released;
    });
    await editDone;

    let settled = false;
    const unverify = database.db
      .update(users)
      .set({ verified: false })
      .where(eq(users.id, seller.id))
      .then(() => {
        settled = true;
      });
    // Until the verification change either waits for the edit's lock or (were the lock missing) finishes.
    let waited = false;
    while (!settled && !waited) waited = await someoneWaits();
    release();
    await Promise.all([edit, unverify]);

    expect(waited).toBe(true);
    await expectTableRight();
    expect(await rowsOf(sql`select 1 from search_counts where listings < 0`)).toEqual([]);
  });
});

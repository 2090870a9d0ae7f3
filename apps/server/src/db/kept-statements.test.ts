import { PGlite } from '@electric-sql/pglite';
import { asc, gte, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './client.ts';
import { keptStatements, type Slot, type StatementValues } from './kept-statements.ts';

const guitars = pgTable('guitars', {
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
});

let client: PGlite;
let db: Db;
let other: Db;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table guitars (name text not null, price_cents integer not null);
    insert into guitars values ('Les Paul', 120000), ('Stratocaster', 80000), ('SG', 30000);`);
  db = drizzle({ client }) as unknown as Db;
  other = drizzle({ client }) as unknown as Db;
});
afterAll(() => client.close());

describe('statements kept per shape (db/kept-statements.ts)', () => {
  it('builds a shape once and answers each call with its own values', async () => {
    const statements = keptStatements();
    const build = vi.fn((slot: Slot, values: StatementValues) =>
      values.min === undefined
        ? sql`select name from guitars order by name`
        : sql`select name from guitars where price_cents >= ${slot('min')} order by name`,
    );
    const names = async (values: Record<string, unknown>) =>
      (await statements.run<{ name: string }>(db, 'list', values, build)).map((row) => row.name);

    expect(await names({ min: 100000 })).toEqual(['Les Paul']);
    expect(await names({ min: 50000 })).toEqual(['Les Paul', 'Stratocaster']);
    expect(build).toHaveBeenCalledTimes(1);
    // Without the value (undefined counts as not given) the shape is another one, built once too.
    expect(await names({ min: undefined })).toEqual(['Les Paul', 'SG', 'Stratocaster']);
    expect(await names({})).toEqual(['Les Paul', 'SG', 'Stratocaster']);
    expect(build).toHaveBeenCalledTimes(2);
    // Another variant, or another database, is another statement.
    await statements.run(db, 'list, again', { min: 1 }, build);
    await statements.run(other, 'list', { min: 1 }, build);
    expect(build).toHaveBeenCalledTimes(4);
  });

  it("maps a query builder's rows to its fields", async () => {
    const statements = keptStatements();
    const cheapFirst = (min: number) =>
      statements.run(db, 'builder', { min }, (slot) =>
        db
          .select({ guitar: guitars.name, cents: guitars.priceCents })
          .from(guitars)
          .where(gte(guitars.priceCents, slot('min')))
          .orderBy(asc(guitars.priceCents)),
      );
    expect(await cheapFirst(50000)).toEqual([
      { guitar: 'Stratocaster', cents: 80000 },
      { guitar: 'Les Paul', cents: 120000 },
    ]);
    expect(await cheapFirst(100000)).toEqual([{ guitar: 'Les Paul', cents: 120000 }]);
  });

  it('refuses a value written into the statement, which would reach every later call of the shape', async () => {
    const statements = keptStatements();
    const written = (min: number) =>
      statements.run(db, 'written', { min }, () => sql`select name from guitars where price_cents >= ${min}`);
    await expect(written(100000)).rejects.toThrow(/^a value is written into the statement: select name/);
  });

  it('refuses a value given without its slot, and a slot without its value', async () => {
    const statements = keptStatements();
    await expect(
      statements.run(
        db,
        'unused',
        { min: 1, max: 2 },
        (slot) => sql`select name from guitars where price_cents >= ${slot('min')}`,
      ),
    ).rejects.toThrow("the statement's slots (min) are not its values (max,min)");
    await expect(
      statements.run(db, 'unfilled', {}, (slot) => sql`select name from guitars where price_cents >= ${slot('min')}`),
    ).rejects.toThrow("the statement's slots (min) are not its values ()");
  });
});

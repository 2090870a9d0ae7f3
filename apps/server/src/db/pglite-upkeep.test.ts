import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { pgliteUpkeep } from './pglite-upkeep.ts';
import { rowsOf } from './rows-of.ts';

// PGlite runs no autovacuum: without this job its planner never gets statistics and deleted rows are never
// reclaimed. The job follows PostgreSQL's own autovacuum thresholds.
describe('PGlite upkeep', () => {
  let database: Database;
  const lastRun = async (table: string) => {
    const [row] = await rowsOf(
      database.db,
      sql`select last_analyze, last_vacuum from pg_stat_user_tables where relname = ${table}`,
    );
    return row as { last_analyze: unknown; last_vacuum: unknown };
  };

  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite' });
    await database.db.execute(sql`create table busy (id int primary key, word text)`);
    await database.db.execute(sql`create table quiet (id int primary key)`);
  });
  afterAll(() => database.close());

  it('analyzes a table once enough of it changed, and leaves a table with few changes alone', async () => {
    await database.db.execute(sql`insert into busy select g, 'word' || g from generate_series(1, 1000) g`);
    await database.db.execute(sql`insert into quiet values (1), (2)`);
    const upkeep = pgliteUpkeep(database.db);

    expect(await upkeep.runOnce()).toEqual([{ table: 'busy', vacuum: false }]);
    expect((await lastRun('busy')).last_analyze).not.toBeNull();
    expect((await lastRun('quiet')).last_analyze).toBeNull();
    expect(await upkeep.runOnce()).toEqual([]);
  });

  it('vacuums a table once enough of its rows are dead', async () => {
    await database.db.execute(sql`delete from busy where id > 100`);

    expect(await pgliteUpkeep(database.db).runOnce()).toEqual([{ table: 'busy', vacuum: true }]);
    expect((await lastRun('busy')).last_vacuum).not.toBeNull();
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { startPeriodicJob } from '../lib/periodic-job.ts';
import type { Db } from './client.ts';
import { rowsOf } from './rows-of.ts';

/** How often a PGlite process looks for a table that needs upkeep; the look itself is one catalogue query. */
export const PGLITE_UPKEEP_EVERY_MS = 60_000;

interface TableStats {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * PGlite runs no autovacuum worker: without this, its planner never learns how big a table has grown (search's
 * choice of which words to look up in the index reads these statistics) and deleted rows are never reclaimed.
 * The rules are PostgreSQL's autovacuum defaults: vacuum once dead rows pass 50 + 20 % of the table, analyze once
 * changes since the last analyze pass 50 + 10 %. PGlite runs each statement on this process's one thread, so a pass
 * handles at most one table: the pause it causes is one table's worth, and the next table waits a minute.
 */
export function pgliteUpkeep(db: Db) {
  return {
    /** Answers what it did: the table, and whether it was vacuumed (always with an analyze) or only analyzed. */
    async runOnce(): Promise<{ table: string; vacuum: boolean }[]> {
      // Statistics of this process's own changes are flushed at a transaction's end, at most once a second; ask
      // for them now so the next statement reads every change made so far.
      await db.execute(sql`select pg_stat_force_next_flush()`);
      const due = await rowsOf(
        db,
        sql`
        select s.relname as "table",
               s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum,
               s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.schemaname = 'public'
         order by greatest(s.n_dead_tup, s.n_mod_since_analyze) desc`,
      );
      const next = (due as unknown as TableStats[]).find((row) => row.vacuum || row.analyze);
      if (!next) return [];
      const table = sql.identifier(next.table);
      await db.execute(next.vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
      return [{ table: next.table, vacuum: next.vacuum }];
    },
  };
}

/** Runs the upkeep every minute after the first, so it never slows a start; the function returned stops it. */
export function startPgliteUpkeep(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  const upkeep = pgliteUpkeep(db);
  return startPeriodicJob(
    async () => {
      for (const { table, vacuum } of await upkeep.runOnce()) log.info({ table, vacuum }, 'PGlite table upkeep');
    },
    PGLITE_UPKEEP_EVERY_MS,
    log,
    { name: 'PGlite upkeep', runAtStart: false },
  );
}

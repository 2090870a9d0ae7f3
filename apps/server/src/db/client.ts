import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: a repository given one writes inside the caller's change. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  /**
   * The same database, for statements whose best plan does not depend on their parameters, planned once: on
   * PostgreSQL a pool of its own (db/generic-plan-pool.ts); on PGlite its one session, with the plan cache mode
   * forced for each such statement (db/pglite-named-statements.ts). Decision 0040.
   */
  genericPlans: Db;
  driver: DbDriver;
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, then seeding) while holding the start-up lock, so processes starting together on
   * one PostgreSQL database take turns: Drizzle's migrator takes no lock of its own (issue 9, item 7).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, in this process, once the notifying transaction has committed
   * (never for one that rolled back). PostgreSQL: one dedicated connection, reconnected when lost. PGlite: its
   * in-process listener. Answers a function that stops listening. `onLost` is called when the PostgreSQL connection
   * is lost: notifications are missed from then until `onPayload('')` says it listens again.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

/** Tests shorten these so a database that never answers costs them milliseconds, not the real seconds. */
interface Timeouts {
  /** A connection the server has not accepted within this is refused (default 10 s). */
  connectTimeoutMs?: number;
  /** ping() answers false after this (default PING_TIMEOUT_MS). */
  pingTimeoutMs?: number;
}

export type DatabaseOptions =
  | ({ driver: 'postgres'; url: string; poolSize?: number } & Timeouts)
  /** dataDir undefined means an in-memory database (tests); loadDataDir starts it from a dumped one. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Each driver's code loads only for a database that uses it: a PGlite start does not load pg (and the undici it
 * touches), a PostgreSQL start does not load PGlite.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') return (await import('./open-postgres.ts')).openPostgres(options);
  return (await import('./open-pglite.ts')).openPglite(options);
}

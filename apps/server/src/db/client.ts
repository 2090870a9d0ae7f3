import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { withGenericPlans, withNamedStatements } from './pglite-named-statements.ts';
import { genericPlanPool } from './generic-plan-pool.ts';
import { PGLITE_V8_FLAGS } from './pglite-v8-flags.ts';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

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

/** The session-level advisory lock around migrations and seeding; any fixed number no other code uses. */
export const STARTUP_LOCK_KEY = '7246375006420260001';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** PGlite's shared buffers: the memory it holds for table and index pages (see openDatabase). */
const PGLITE_SHARED_BUFFERS = '16MB';
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    // A server that accepts connections but never answers fails a connect after 10 s instead of never.
    const connectionTimeoutMillis = options.connectTimeoutMs ?? 10_000;
    const pingTimeoutMs = options.pingTimeoutMs ?? PING_TIMEOUT_MS;
    const poolConfig = { connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis };
    const pool = new pg.Pool(poolConfig);
    // Connects when first used, so only a server that searches holds its connections.
    const genericPool = genericPlanPool(poolConfig);
    // An idle connection the server closes (restart, failover, a dropped test database) must not crash the
    // process: the pool replaces it on the next query.
    for (const each of [pool, genericPool])
      each.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      genericPlans: drizzlePg(genericPool, { schema }) as unknown as Db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      withStartupLock: (work) => withAdvisoryLock(options.url, connectionTimeoutMillis, work),
      listen: (channel, onPayload, onLost) => listenOnPostgres(options.url, channel, onPayload, onLost),
      ping: () => ping(db, pingTimeoutMs),
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // Before PGlite compiles its module: the flag applies to code compiled from then on.
  setFlagsFromString(PGLITE_V8_FLAGS);
  // Search needs pg_trgm and unaccent (migration 0007); PGlite ships them as contrib bundles loaded here.
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
    // PostgreSQL's default 128 MB of shared buffers is memory PGlite's WASM heap fills at start and never gives
    // back: 306 MB RSS for PGlite alone on the demo data, 175 MB with 16 MB (decision 0027). Pages it no longer
    // holds are read again through the operating system's file cache, which keeps the rest.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const named = withNamedStatements(client);
  const db = drizzlePglite(named, { schema }) as unknown as Db;
  return {
    db,
    genericPlans: drizzlePglite({ client: withGenericPlans(named), schema }) as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // Only one process can open a PGlite data directory: there is nobody to take turns with.
    withStartupLock: (work) => work(),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    ping: () => ping(db, PING_TIMEOUT_MS),
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

/**
 * A session-level lock lives as long as its connection: it is taken on a client of its own, not on a pooled
 * connection that could go back to the pool still holding it. If the process dies, PostgreSQL ends the
 * session and the lock with it.
 */
async function withAdvisoryLock<T>(url: string, connectionTimeoutMillis: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  client.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** How long a lost LISTEN connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN needs a session of its own (a pooled connection goes back to the pool). When the connection is lost
 * (restart, failover) it connects again; notifications sent meanwhile are missed, so `onPayload('')` is called
 * after a reconnect for listeners to catch up from the database.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(`notification listener connection lost: ${error.message}`);
      next.end().catch(() => undefined);
      if (!stopped && client === next) {
        onLost?.();
        schedule();
      }
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    if (isReconnect) onPayload('');
  };
  const schedule = () => {
    client = undefined;
    timer = setTimeout(() => {
      if (!stopped) connect(true).catch(schedule);
    }, RELISTEN_DELAY_MS);
    timer.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

/** A database that answers slower than this is reported unreachable: a health check must answer, not hang. */
export const PING_TIMEOUT_MS = 3000;

async function ping(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

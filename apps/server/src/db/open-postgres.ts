import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseOptions, Db } from './client.ts';
import { genericPlanPool } from './generic-plan-pool.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { PING_TIMEOUT_MS, ping } from './ping.ts';
import * as schema from './schema.ts';

/** The session-level advisory lock around migrations and seeding; any fixed number no other code uses. */
const STARTUP_LOCK_KEY = '7246375006420260001';

/** A PostgreSQL server's database (DATABASE_URL): two pools, the start-up lock and LISTEN on connections of their own. */
export async function openPostgres(options: Extract<DatabaseOptions, { driver: 'postgres' }>): Promise<Database> {
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

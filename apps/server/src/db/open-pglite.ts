import { mkdir } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseOptions, Db } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { PING_TIMEOUT_MS, ping } from './ping.ts';
import { withGenericPlans, withNamedStatements } from './pglite-named-statements.ts';
import { PGLITE_V8_FLAGS } from './pglite-v8-flags.ts';
import * as schema from './schema.ts';

/** PGlite's shared buffers: the memory it holds for table and index pages (see openPglite). */
const PGLITE_SHARED_BUFFERS = '16MB';

/** The embedded database, in DATA_DIR or in memory: one session, in this process. */
export async function openPglite(options: Extract<DatabaseOptions, { driver: 'pglite' }>): Promise<Database> {
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

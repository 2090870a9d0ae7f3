import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { describeDatabaseError, ensureWritableDataDir, StartupError } from './startup-error.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
import { S3Storage } from './storage/s3.ts';
import type { Storage } from './storage/storage.ts';

export interface Runtime {
  config: Config;
  dataDir: string;
  database: Database;
  storage: Storage;
  /** Set when images live on local disk: the server serves this folder under /media/. */
  mediaDir?: string;
  authSecret: string;
}

/** Reads the configuration or exits with its one-line message and code 1. */
export function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Runs once the database is migrated, still under the start-up lock (seeding). */
export type Prepare = (database: Database, storage: Storage) => Promise<void>;

/**
 * What the server and the command-line tools share: configuration, a migrated database, storage, secret.
 * Throws StartupError, with a one-line message, for a data directory or database that cannot be used.
 */
export async function openRuntime(config: Config, prepare?: Prepare): Promise<Runtime> {
  const dataDir = path.resolve(config.DATA_DIR);
  const mediaDir = path.join(dataDir, 'uploads');
  await ensureWritableDataDir(dataDir);
  const storage = config.S3_BUCKET
    ? new S3Storage({
        endpoint: config.S3_ENDPOINT!,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION!,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        publicUrl: config.S3_PUBLIC_URL!,
      })
    : new LocalDiskStorage(mediaDir);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { driver: 'postgres', url: config.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      await prepare?.(database, storage);
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    const problem = config.DATABASE_URL ? describeDatabaseError(error, config.DATABASE_URL) : undefined;
    throw problem ? new StartupError(problem, { cause: error }) : error;
  }
  const authSecret = await resolveAuthSecret(config.AUTH_SECRET, dataDir);
  return { config, dataDir, mediaDir: config.S3_BUCKET ? undefined : mediaDir, database, storage, authSecret };
}

/** openRuntime, or the one-line reason it cannot start and exit code 1 (issue 9, item 6). */
export async function openRuntimeOrExit(config: Config, prepare?: Prepare): Promise<Runtime> {
  try {
    return await openRuntime(config, prepare);
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

export const publicBaseUrl = (config: Config) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

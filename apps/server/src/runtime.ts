import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
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

/** What the server and the command-line tools share: configuration, a migrated database, storage, secret. */
export async function openRuntime(config: Config): Promise<Runtime> {
  const dataDir = path.resolve(config.DATA_DIR);
  const mediaDir = path.join(dataDir, 'uploads');
  const database = await openDatabase(
    config.DATABASE_URL ? { driver: 'postgres', url: config.DATABASE_URL } : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  await database.migrate();
  const authSecret = await resolveAuthSecret(config.AUTH_SECRET, dataDir);
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
  return { config, dataDir, mediaDir: config.S3_BUCKET ? undefined : mediaDir, database, storage, authSecret };
}

export const publicBaseUrl = (config: Config) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

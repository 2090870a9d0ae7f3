import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedCategories } from '../db/seed-categories.ts';
import { categoriesRepository } from '../modules/categories/repository.ts';
import { LocalDiskStorage } from '../storage/local-disk.ts';
import type { Storage } from '../storage/storage.ts';
import { openTestDatabase } from './test-database.ts';
import { cheapPasswordHashing } from './cheap-password-hashing.ts';
import { defaultRateLimits, type RateLimits } from '../plugins/rate-limits.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database and a temporary media folder, for tests through app.inject. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    rateLimits?: RateLimits;
    logger?: AppDeps['logger'];
    storage?: Storage;
    webDistDir?: string;
    notificationHeartbeatMs?: number;
    /** Reads may be served from the caches before a NOTIFY of a row written straight into PostgreSQL arrives. */
    racyCaches?: boolean;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret!',
    // Most tests book many guitars as one buyer; the hold tests (modules/bookings/holds*.test.ts) set the limit.
    MAX_OPEN_BOOKINGS: '1000',
    ...env,
  });
  const database = await openTestDatabase();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'restrung-media-'));
  const storage = options.storage ?? new LocalDiskStorage(mediaDir);
  // The template database has the categories; their photos were drawn once per run (global-setup.ts).
  if (!options.storage) await cp(inject('templateMediaDir'), mediaDir, { recursive: true });
  await seedCategories(categoriesRepository(database.db), storage);
  const app = await buildApp({
    config,
    database,
    storage,
    mediaDir: options.storage ? undefined : mediaDir,
    authSecret: config.AUTH_SECRET!,
    webDistDir: options.webDistDir ?? path.join(mediaDir, 'no-web-build'),
    // Tests sign up many accounts from one address; the rate-limit tests pass their own small limits.
    rateLimits: options.rateLimits ?? defaultRateLimits(1000),
    ...(options.logger ? { logger: options.logger } : {}),
    notificationHeartbeatMs: options.notificationHeartbeatMs,
    passwordHashing: cheapPasswordHashing,
    // PGlite delivers a NOTIFY before the write's promise resolves; PostgreSQL a moment later (decision 0032).
    catchUpBeforeCachedReads: database.driver === 'postgres' && !options.racyCaches,
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

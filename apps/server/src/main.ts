import 'dotenv/config';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedCategories } from './db/seed-categories.ts';
import { categoriesRepository } from './modules/categories/repository.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';

function readConfig(): Config {
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

const config = readConfig();
const dataDir = path.resolve(config.DATA_DIR);
const mediaDir = path.join(dataDir, 'uploads');

const database = await openDatabase(
  config.DATABASE_URL ? { driver: 'postgres', url: config.DATABASE_URL } : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
);
await database.migrate();

const storage = new LocalDiskStorage(mediaDir);
await seedCategories(categoriesRepository(database.db), storage);

const authSecret = await resolveAuthSecret(config.AUTH_SECRET, dataDir);

const app = await buildApp({
  config,
  authSecret,
  database,
  storage,
  mediaDir,
  webDistDir: config.WEB_DIST_DIR,
  logger: { level: config.LOG_LEVEL },
});

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Restrung is serving on http://localhost:${(app.server.address() as { port: number }).port} (database: ${database.driver})`);

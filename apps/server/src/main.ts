import 'dotenv/config';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { openRuntime, readConfigOrExit } from './runtime.ts';
import { seedCategories } from './db/seed-categories.ts';
import { formatDemoAccounts, seedDemoAccounts } from './db/seed-demo-accounts.ts';
import { seedDemoProducts } from './db/seed-demo.ts';
import { categoriesRepository } from './modules/categories/repository.ts';
import { usersRepository } from './modules/users/repository.ts';
import { startUploadCleanup } from './modules/images/cleanup-job.ts';

const config = readConfigOrExit();
const runtime = await openRuntime(config);
const { database, storage, mediaDir, authSecret } = runtime;

await seedCategories(categoriesRepository(database.db), storage);

const app = await buildApp({
  config,
  authSecret,
  database,
  storage,
  mediaDir,
  webDistDir: config.WEB_DIST_DIR,
  logger: { level: config.LOG_LEVEL },
});

// Demo data makes a fresh embedded database explorable at once; a PostgreSQL deployment starts empty.
if (config.SEED_DEMO_DATA && database.driver === 'pglite') {
  const accounts = await seedDemoAccounts(app.auth, usersRepository(database.db));
  if (accounts) {
    const verifiedSellers = accounts.filter((a) => a.role === 'seller' && a.verified);
    await seedDemoProducts(database.db, storage, verifiedSellers);
    console.log(formatDemoAccounts(accounts));
  }
}

const stopCleanup = startUploadCleanup(app, storage, database.db);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  stopCleanup();
  await app.close();
  await database.close();
});

await app.listen({ host: config.HOST, port: config.PORT });
const { port } = app.server.address() as { port: number };
app.log.info(`Restrung is serving on http://localhost:${port} (database: ${database.driver})`);

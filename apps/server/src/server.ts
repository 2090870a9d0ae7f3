import 'dotenv/config';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { closeApp, trackConnections } from './close-app.ts';
import { loggerOptions } from './logger.ts';
import { openRuntimeOrExit, readConfigOrExit } from './runtime.ts';
import { seedCategories } from './db/seed-categories.ts';
import { formatDemoAccounts, seedDemoAccounts } from './db/seed-demo-accounts.ts';
import { seedDemoSales } from './db/seed-demo-sales.ts';
import { seedDemoProducts } from './db/seed-demo.ts';
import { categoriesRepository } from './modules/categories/repository.ts';
import { usersRepository } from './modules/users/repository.ts';
import { startUploadCleanup } from './modules/images/cleanup-job.ts';
import { startPaymentReconciler } from './modules/checkout/payment-reconciler.ts';
import { startHoldExpiry } from './modules/bookings/hold-expiry.ts';
import { MESSAGE_EMAIL_INTERVAL_SECONDS, startMessageEmails } from './modules/conversations/message-emails.ts';
import { createMailTransport } from './modules/email/create-transport.ts';
import { outboxRepository } from './modules/email/outbox-repository.ts';
import { outboxWorker, startOutboxWorker } from './modules/email/outbox-worker.ts';
import { startNotificationPurge } from './modules/notifications/purge-job.ts';
import { startPgliteUpkeep } from './db/pglite-upkeep.ts';

/**
 * Starts the server: configuration, database, app, background jobs, then listening. `npm run serve` runs it from
 * the built bundle through dist/main.js, which compiles the bundle from a code cache once one is saved
 * (boot/code-cache.ts, decision 0056); `npm run dev` through main.ts.
 */
export async function startServer(): Promise<void> {
  const config = readConfigOrExit();
  // Categories are seeded under the start-up lock with the migrations: processes starting together take turns.
  const runtime = await openRuntimeOrExit(config, (db, files) => seedCategories(categoriesRepository(db.db), files));
  const { database, storage, mediaDir, authSecret, dataDir } = runtime;

  const app = await buildApp({
    config,
    authSecret,
    database,
    storage,
    mediaDir,
    webDistDir: config.WEB_DIST_DIR,
    logger: await loggerOptions(config.LOG_LEVEL),
  });
  const connections = trackConnections(app.server);

  // Demo data makes a fresh embedded database explorable at once; a PostgreSQL deployment starts empty.
  if (config.SEED_DEMO_DATA && database.driver === 'pglite') {
    const accounts = await seedDemoAccounts(app.auth, usersRepository(database.db));
    if (accounts) {
      const verifiedSellers = accounts.filter((a) => a.role === 'seller' && a.verified);
      const buyer = accounts.find((a) => a.role === 'buyer');
      if ((await seedDemoProducts(database.db, storage, verifiedSellers)) > 0 && buyer)
        await seedDemoSales(database.db, buyer);
      console.log(formatDemoAccounts(accounts));
    }
  }

  const stopCleanup = startUploadCleanup(app, storage, database.db);
  const stopReconciler = startPaymentReconciler(
    {
      ...config,
      intervalSeconds: config.PAYMENT_RECONCILE_INTERVAL_SECONDS,
      afterSeconds: config.PAYMENT_RECONCILE_AFTER_SECONDS,
    },
    database.db,
    app.log,
  );

  const stopHoldExpiry = startHoldExpiry(app.holdExpiry, config.HOLD_EXPIRY_INTERVAL_SECONDS, app.log);
  const stopMessageEmails = startMessageEmails(app.messageEmails, MESSAGE_EMAIL_INTERVAL_SECONDS, app.log);
  const stopNotificationPurge = startNotificationPurge(database.db, app.log);
  // A PostgreSQL server runs its own autovacuum; the embedded database needs this process to do it.
  const stopPgliteUpkeep = database.driver === 'pglite' ? startPgliteUpkeep(database.db, app.log) : async () => {};
  const mailTransport = createMailTransport(config, dataDir);
  app.log.info(
    `Emails are sent to ${mailTransport.description}${config.SMTP_URL ? '' : ' (set SMTP_URL to use a mail server)'}`,
  );
  const stopOutbox = startOutboxWorker(
    outboxWorker(outboxRepository(database.db), mailTransport, app.log),
    config.OUTBOX_POLL_SECONDS * 1000,
    app.log,
  );

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await stopCleanup();
    await stopReconciler();
    await stopHoldExpiry();
    await stopMessageEmails();
    await stopNotificationPurge();
    await stopPgliteUpkeep();
    await stopOutbox();
    mailTransport.close();
    await closeApp(app, connections);
    await database.close();
    app.log.info('Stopped: the database is closed');
  });

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES' && code !== 'EADDRNOTAVAIL') throw error;
    console.error(
      `Cannot start: cannot listen on ${config.HOST}:${config.PORT} (HOST, PORT): ` +
        `${code === 'EADDRINUSE' ? 'the port is already in use' : code === 'EACCES' ? 'permission denied' : 'no such address on this machine'} (${code}).`,
    );
    process.exit(1);
  }
  const { port } = app.server.address() as { port: number };
  app.log.info(`Restrung is serving on http://localhost:${port} (database: ${database.driver})`);
}

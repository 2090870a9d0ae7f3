import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { COMPRESS_THRESHOLD } from './lib/shared-bodies.ts';
import { isFormPagePath } from '@restrung/shared/page-paths';
import type { Database } from './db/client.ts';
import type { Storage } from './storage/storage.ts';
import { handleFrameworkError, registerErrorHandler, sendRouteNotFound } from './plugins/error-handler.ts';
import { registerBodyParsers } from './plugins/json-body.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { registerCanonicalPaths } from './plugins/canonical-path.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { healthRoutes, holdHealth } from './modules/health/routes.ts';
import { heldAnswers } from './plugins/held-answers.ts';
import { healthService } from './modules/health/service.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { categoriesRepository } from './modules/categories/repository.ts';
import { categoriesService } from './modules/categories/service.ts';
import { cachedCategories } from './modules/categories/cached-categories.ts';
import { readCaches } from './lib/read-cache.ts';
import { followTableChanges } from './db/table-changes.ts';
import { registerReadYourWrites } from './plugins/read-your-writes.ts';
import { cachedSessions } from './modules/auth/cached-sessions.ts';
import { cachedCatalogue } from './modules/products/cached-catalogue.ts';
import { reportedProductIds } from './modules/reports/repository.ts';
import fastifyMultipart from '@fastify/multipart';
import { createAuth, type Auth, type PasswordHashing } from './modules/auth/create-auth.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { profilePhotoService } from './modules/auth/service.ts';
import { sessionRepository } from './modules/auth/session-repository.ts';
import { refuseControlCharactersInAuthCalls } from './modules/auth/auth-input.ts';
import { identify } from './plugins/authenticate.ts';
import { defaultRateLimits, registerRateLimiting, type RateLimits } from './plugins/rate-limits.ts';
import { usersRepository } from './modules/users/repository.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { usersService } from './modules/users/service.ts';
import { adminUsersRepository } from './modules/admin-users/repository.ts';
import { adminUsersService } from './modules/admin-users/service.ts';
import { adminUsersRoutes } from './modules/admin-users/routes.ts';
import { adminAccountsRepository } from './modules/admin-accounts/repository.ts';
import { adminAccountsService } from './modules/admin-accounts/service.ts';
import { adminAccountsRoutes } from './modules/admin-accounts/routes.ts';
import { auditLogRepository } from './modules/audit-log/repository.ts';
import { auditLogRoutes } from './modules/audit-log/routes.ts';
import { auditLogService } from './modules/audit-log/service.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { uploadsRepository } from './modules/images/repository.ts';
import { imagesService } from './modules/images/service.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { productsRepository } from './modules/products/repository.ts';
import { productsService } from './modules/products/service.ts';
import { productRoutes } from './modules/products/routes.ts';
import { searchRepository } from './modules/search/repository.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { searchService } from './modules/search/service.ts';
import { cachedSearch } from './modules/search/cached-search.ts';
import { cachedRatings } from './modules/reviews/cached-ratings.ts';
import { reportsRepository } from './modules/reports/repository.ts';
import { reportsService } from './modules/reports/service.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { sellersRepository } from './modules/sellers/repository.ts';
import { sellersService } from './modules/sellers/service.ts';
import { sellerRoutes } from './modules/sellers/routes.ts';
import { stolenReportsRepository } from './modules/stolen-reports/repository.ts';
import { stolenReportsService } from './modules/stolen-reports/service.ts';
import { stolenReportRoutes } from './modules/stolen-reports/routes.ts';
import { priceGuideRepository } from './modules/price-guide/repository.ts';
import { priceGuideService } from './modules/price-guide/service.ts';
import { priceGuideRoutes } from './modules/price-guide/routes.ts';
import { statsRepository } from './modules/stats/repository.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { statsService } from './modules/stats/service.ts';
import { dashboardRepository } from './modules/dashboard/repository.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { dashboardService } from './modules/dashboard/service.ts';
import { createPaymentProvider } from './modules/checkout/create-payment-provider.ts';
import { paymentsRepository } from './modules/checkout/repository.ts';
import { bookingsRepository } from './modules/bookings/repository.ts';
import { bookingsService } from './modules/bookings/service.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { checkoutService } from './modules/checkout/service.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { holdExpiry, type HoldExpiry } from './modules/bookings/hold-expiry.ts';
import { notificationsRepository } from './modules/notifications/repository.ts';
import { notificationsService } from './modules/notifications/service.ts';
import { liveHub } from './modules/notifications/live-hub.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { MAX_UPLOAD_BYTES } from './images/process-image.ts';
import { accountEmails } from './modules/email/account-emails.ts';
import { setNotificationLinkBase } from './modules/email/notification-emails.ts';
import { emailSettingsRepository } from './modules/email/settings-repository.ts';
import { emailSettingsService } from './modules/email/settings-service.ts';
import { emailSettingsRoutes } from './modules/email/routes.ts';
import { conversationsRepository } from './modules/conversations/repository.ts';
import { conversationsService } from './modules/conversations/service.ts';
import { conversationRoutes } from './modules/conversations/routes.ts';
import { messageEmails, type MessageEmails } from './modules/conversations/message-emails.ts';
import { messageLiveSource } from './modules/conversations/live-source.ts';
import { reviewsRepository } from './modules/reviews/repository.ts';
import { reviewsService } from './modules/reviews/service.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { watchlistRepository } from './modules/watchlist/repository.ts';
import { watchlistService } from './modules/watchlist/service.ts';
import { watchlistRoutes } from './modules/watchlist/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** Folder the local storage writes to, served under /media/. */
  mediaDir?: string;
  webDistDir?: string;
  /** Signs sessions; server.ts reads AUTH_SECRET or the one kept in DATA_DIR. */
  authSecret: string;
  rateLimits?: RateLimits;
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten the live stream's heartbeat. */
  notificationHeartbeatMs?: number;
  /** Tests that write straight into PostgreSQL: see readCaches' catchUpBeforeReads. */
  catchUpBeforeCachedReads?: boolean;
  /** Tests hash passwords cheaply (createAuth's passwordHashing); the server never sets it. */
  passwordHashing?: PasswordHashing;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Ends unpaid holds; server.ts runs it on a timer, tests call runOnce with a moved clock. */
    holdExpiry: HoldExpiry;
    /** Emails messages left unread (issue 14); server.ts runs it on a timer, tests call runOnce with a moved clock. */
    messageEmails: MessageEmails;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A cached read is dropped after this even if no change was heard: the change feed is what keeps the caches
 * correct, this only bounds the harm of a change it failed to carry.
 */
const READ_CACHE_TTL_MS = 5 * 60_000;
/** The content security policy of the API documentation (/api/docs), whose page and files are Swagger UI's. */
const API_DOCS_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/** Builds the whole app from its dependencies; nothing here touches the outside world on import. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const held = heldAnswers();
  const app = Fastify({
    serverFactory: held.serverFactory,
    logger: deps.logger ?? { level: 'error' },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerBodyParsers(app);
  registerCanonicalPaths(app);

  const paymentProvider = createPaymentProvider(deps.config, deps.database.db, app.log);
  // Stripe.js loads from Stripe, frames its card field and calls its API: allowed only when Stripe is configured.
  const stripe = paymentProvider.name === 'stripe';
  // With object storage, /media/ redirects to the bucket's public origin, which images must be allowed from.
  const mediaOrigin = deps.storage.publicUrlFor ? new URL(deps.storage.publicUrlFor('x')).origin : undefined;

  const securityHeaders = registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        'frame-src': ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  held.setCommonHeaders(securityHeaders);
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Restrung API',
        description: 'The marketplace API (SPEC.md section 7, under /api).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's own policy (`staticCSP: true`) blocked one of its inline styles, and allowed styles from any https
  // origin and a validator it is not set to call; this is the app's policy for styles, and nothing beyond 'self'.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_CSP });

  await registerRateLimiting(app, deps.config.REDIS_URL);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

  const { db } = deps.database;
  // Sessions, categories and the public catalogue are read through caches every process keeps in step with the
  // database's change feed (migration 0014, decision 0032).
  let catchUp: (() => Promise<void>) | undefined;
  const caches = readCaches({
    ttlMs: READ_CACHE_TTL_MS,
    catchUpBeforeReads: deps.catchUpBeforeCachedReads ? () => catchUp!() : undefined,
  });
  const tableChanges = await followTableChanges(deps.database, caches, app.log);
  catchUp = tableChanges.caughtUp;
  app.addHook('onClose', () => tableChanges.stop());
  const limits = deps.rateLimits ?? defaultRateLimits(deps.config.RATE_LIMIT_SCALE);
  const categories = categoriesRepository(db);
  const cachedCategoryRows = cachedCategories(categories, caches);
  const users = usersRepository(db);
  const adminUsers = adminUsersService(adminUsersRepository(db));
  const uploads = uploadsRepository(db);
  const images = imagesService(deps.storage, uploads);
  const productRows = productsRepository(db);
  const reviewRows = reviewsRepository(db);
  const products = productsService({
    products: productRows,
    categories,
    uploads,
    users,
    ratings: reviewRows.ratingsFor,
  });
  // The catalogue's public reads go through the caches; every write and every other module reads the database.
  const catalogue = productsService({
    products: cachedCatalogue(productRows, caches, (reporterId) => reportedProductIds(db, reporterId)),
    categories,
    uploads,
    users,
    ratings: cachedRatings(reviewRows.ratingsFor, caches),
  });
  const sellers = sellersService(sellersRepository(db), productRows, reviewRows.ratingsFor);
  const reports = reportsService(reportsRepository(db), products);
  const bookingRows = bookingsRepository(db);
  const checkout = checkoutService({
    provider: paymentProvider,
    payments: paymentsRepository(db),
    bookings: bookingRows,
    log: app.log,
  });
  const bookings = bookingsService({
    bookings: bookingRows,
    users,
    payments: checkout,
    holds: { holdHours: deps.config.BOOKING_HOLD_HOURS, maxOpenBookings: deps.config.MAX_OPEN_BOOKINGS },
  });
  app.decorate(
    'holdExpiry',
    holdExpiry(
      { bookings: bookingRows, payments: checkout, log: app.log },
      { reminderHours: deps.config.BOOKING_HOLD_REMINDER_HOURS },
    ),
  );
  const notifications = notificationsService(notificationsRepository(db));
  const conversationRows = conversationsRepository(db);
  const conversations = conversationsService({
    conversations: conversationRows,
    products,
    audit: auditLogRepository(db),
  });
  const hub = liveHub(deps.database, notifications, app.log, [messageLiveSource(conversations)]);
  await hub.start();
  app.addHook('onClose', () => hub.stop());
  const baseURL = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
  app.decorate('messageEmails', messageEmails({ conversations: conversationRows, linkBase: baseURL }));
  setNotificationLinkBase(baseURL);
  const auth = createAuth({
    config: deps.config,
    db,
    secret: deps.authSecret,
    baseURL,
    emails: accountEmails(db, baseURL),
    passwordHashing: deps.passwordHashing,
    onUserCreated: async (user) => {
      if (user.image) await uploads.claim(user.image);
    },
  });
  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  await app.register(
    async (api) => {
      api.addHook('preValidation', refuseControlCharactersInAuthCalls);
      registerReadYourWrites(api, tableChanges);
      api.addHook('preHandler', identify(auth, cachedSessions(sessionRepository(db), caches)));
      await api.register(authRoutes(auth, limits, profilePhotoService(uploads)));
      const health = healthService(deps.database);
      holdHealth(health, held);
      await api.register(healthRoutes(health));
      await api.register(categoryRoutes(categoriesService(cachedCategoryRows)));
      await api.register(usersRoutes(usersService(users, uploads)));
      await api.register(adminUsersRoutes(adminUsers));
      await api.register(adminAccountsRoutes(adminAccountsService(adminAccountsRepository(db))));
      await api.register(auditLogRoutes(auditLogService(auditLogRepository(db))));
      await api.register(
        publicConfigRoutes({
          googleSignIn: Boolean(deps.config.GOOGLE_CLIENT_ID),
          payments: paymentProvider.publicConfig(),
        }),
      );
      await api.register(imageRoutes(images, limits));
      await api.register(
        productRoutes(products, limits, { requireConfirmedEmail: deps.config.REQUIRE_EMAIL_VERIFICATION }, catalogue),
      );
      await api.register(
        searchRoutes(
          searchService({
            search: cachedSearch(searchRepository(db, { genericPlans: deps.database.genericPlans }), caches),
            categories: cachedCategoryRows,
          }),
          catalogue,
          caches,
        ),
      );
      await api.register(reportRoutes(reports, limits));
      await api.register(
        stolenReportRoutes(stolenReportsService(stolenReportsRepository(db), products.listHeldAsStolen), limits),
      );
      await api.register(priceGuideRoutes(priceGuideService(priceGuideRepository(db))));
      await api.register(sellerRoutes(sellers));
      await api.register(reviewRoutes(reviewsService(reviewRows, sellers.assertVisible)));
      await api.register(statsRoutes(statsService(statsRepository(db))));
      await api.register(dashboardRoutes(dashboardService(dashboardRepository(db))));
      await api.register(bookingRoutes(bookings, { requireConfirmedEmail: deps.config.REQUIRE_EMAIL_VERIFICATION }));
      await api.register(checkoutRoutes(checkout, paymentProvider));
      await api.register(notificationRoutes(notifications, hub, { heartbeatMs: deps.notificationHeartbeatMs }));
      await api.register(emailSettingsRoutes(emailSettingsService(emailSettingsRepository(db))));
      await api.register(conversationRoutes(conversations, limits));
      await api.register(watchlistRoutes(watchlistService({ watchlist: watchlistRepository(db), products })));
    },
    { prefix: '/api' },
  );

  const webDistDir = deps.webDistDir ?? path.resolve(import.meta.dirname, '../../web/dist');
  const { sendSpa } = await registerStaticFiles(app, {
    webDistDir,
    mediaDir: deps.mediaDir,
    storage: deps.storage,
    held,
  });
  app.setNotFoundHandler((request, reply) => {
    // A form page's form, sent by the browser itself before the app had its handler on it (the early entry holds such
    // a send, but this one came before the early entry ran): back to the page to send again, not a JSON 404. What was
    // sent is dropped unread; nothing of it goes into the address.
    if (request.method === 'POST' && isFormPagePath(request.url.split('?')[0]!))
      return reply.code(303).header('location', request.url).send();
    // HEAD too: uptime monitors and link checkers ask with it, and Node sends a HEAD's headers without the body.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/');
    if (isPage && sendSpa) return sendSpa(reply);
    return sendRouteNotFound(request, reply);
  });

  return app;
}

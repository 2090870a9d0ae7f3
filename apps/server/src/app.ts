import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Storage } from './storage/storage.ts';
import { registerErrorHandler, sendRouteNotFound } from './plugins/error-handler.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { categoriesRepository } from './modules/categories/repository.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** Folder the local storage writes to, served under /media/. */
  mediaDir?: string;
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole app from its dependencies; nothing here touches the outside world on import. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: 'error' },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Restrung API', description: 'The marketplace API (SPEC.md section 7, under /api).', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const categories = categoriesRepository(deps.database.db);

  await app.register(async (api) => {
    await api.register(healthRoutes(deps.database));
    await api.register(categoryRoutes(categories));
  }, { prefix: '/api' });

  const webDistDir = deps.webDistDir ?? path.resolve(import.meta.dirname, '../../web/dist');
  const { sendSpa } = await registerStaticFiles(app, { webDistDir, mediaDir: deps.mediaDir });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (isPage && sendSpa) return sendSpa(reply);
    return sendRouteNotFound(request, reply);
  });

  return app;
}

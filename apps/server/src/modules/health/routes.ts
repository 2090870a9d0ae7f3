import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@restrung/shared/health';
import type { Database } from '../../db/client.ts';

export const healthRoutes = (database: Database): FastifyPluginAsyncZod => async (app) => {
  app.get('/health', {
    schema: { tags: ['operations'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } },
  }, async (_request, reply) => {
    const reachable = await database.ping();
    return reply.code(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'degraded',
      database: { reachable, driver: database.driver },
    });
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@restrung/shared/health';
import { HEALTH_PING_MAX_AGE_MS, type HealthService } from './service.ts';

export const healthRoutes =
  (service: HealthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['operations'],
          summary: 'Liveness and database reachability',
          description: `The database part is a ping at most ${HEALTH_PING_MAX_AGE_MS} ms old, shared by every call in that time.`,
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const database = await service.database();
        return reply.code(database.reachable ? 200 : 503).send({
          status: database.reachable ? 'ok' : 'degraded',
          database,
        });
      },
    );
  };

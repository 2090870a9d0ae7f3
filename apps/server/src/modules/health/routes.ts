import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@restrung/shared/health';
import { sharedBodies } from '../../lib/shared-bodies.ts';
import { HEALTH_PING_MAX_AGE_MS, type HealthService } from './service.ts';

export const healthRoutes =
  (service: HealthService): FastifyPluginAsyncZod =>
  async (app) => {
    const sendHealth = sharedBodies();
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
        const health = await service.health();
        return sendHealth(reply.code(health.database.reachable ? 200 : 503), health);
      },
    );
  };

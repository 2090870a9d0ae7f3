// biome-ignore-all lint/style/noRestrictedImports: the health check pings the database itself; there is nothing to serve (issue 15)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@restrung/shared/health';
import type { Database } from '../../db/client.ts';
import { recentPing } from './recent-ping.ts';

/** How old a database ping /api/health may report. */
export const HEALTH_PING_MAX_AGE_MS = 1000;

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const reachability = recentPing(() => database.ping(), HEALTH_PING_MAX_AGE_MS);
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
        const reachable = await reachability();
        return reply.code(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'degraded',
          database: { reachable, driver: database.driver },
        });
      },
    );
  };

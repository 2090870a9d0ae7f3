import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Health, healthSchema } from '@restrung/shared/health';
import type { HeldAnswers, HeldResponse } from '../../plugins/held-answers.ts';
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

/**
 * The same answers as the route, sent before routing for a plain `GET /api/health` (plugins/held-answers.ts): load
 * balancers and uptime checks call it many times a second.
 */
export function holdHealth(service: HealthService, held: HeldAnswers): void {
  const responses = new Map<Health, HeldResponse>();
  const responseFor = (health: Health) => {
    let response = responses.get(health);
    if (!response) {
      const body = Buffer.from(JSON.stringify(healthSchema.parse(health)));
      const headers = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' };
      response = held.response(health.database.reachable ? 200 : 503, headers, body, 'api');
      responses.set(health, response);
    }
    return response;
  };
  held.holdChoice('/api/health', () => {
    const health = service.current();
    return health instanceof Promise ? health.then(responseFor) : responseFor(health);
  });
}

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './create-auth.ts';
import { toWebHeaders } from '../../plugins/authenticate.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';

/** Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API. */
export const authRoutes = (auth: Auth, limits: RateLimits): FastifyPluginAsync => async (app) => {
  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: toWebHeaders(request.headers),
        body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'content-length') reply.header(key, value);
    });
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }

  const hidden = { schema: { hide: true } };
  // The guessable entry points are rate-limited per client; the rest of better-auth is not.
  app.post('/auth/sign-in/email', { ...hidden, config: { rateLimit: limits.signIn } }, handler);
  app.post('/auth/sign-in/social', { ...hidden, config: { rateLimit: limits.signIn } }, handler);
  app.post('/auth/sign-up/email', { ...hidden, config: { rateLimit: limits.signUp } }, handler);
  app.route({ method: ['GET', 'POST'], url: '/auth/*', ...hidden, handler });
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountUpdateSchema, signUpRequestSchema } from '@restrung/shared/account';
import { NON_CANONICAL_PATH_MESSAGE } from '@restrung/shared/request-path';
import { type Auth, withSignUpRole } from './create-auth.ts';
import { toWebHeaders } from '../../plugins/authenticate.ts';
import { isCanonicalPath } from '../../plugins/canonical-path.ts';
import { sendRouteNotFound } from '../../plugins/error-handler.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { ProfilePhotoService } from './service.ts';

const AUTH_PREFIX = '/api/auth';
/** better-auth endpoints this server limits or checks itself: the wildcard never forwards them. */
const OWN_ENDPOINTS = new Set([
  '/sign-in/email',
  '/sign-in/social',
  '/sign-up/email',
  '/update-user',
  '/request-password-reset',
  '/send-verification-email',
  '/reset-password',
  '/change-password',
]);

/** Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API. */
export const authRoutes =
  (auth: Auth, limits: RateLimits, photos: ProfilePhotoService): FastifyPluginAsyncZod =>
  async (app) => {
    /** better-auth's answer to this request, sent to `path` under its prefix with the request's query string. */
    async function askAuth(request: FastifyRequest, path: string): Promise<Response> {
      const queryAt = request.url.indexOf('?');
      const url = new URL(
        `${AUTH_PREFIX}${path}${queryAt === -1 ? '' : request.url.slice(queryAt)}`,
        `${request.protocol}://${request.host}`,
      );
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      return auth.handler(
        new Request(url, {
          method: request.method,
          headers: toWebHeaders(request.headers),
          body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
        }),
      );
    }

    async function sendAnswer(reply: FastifyReply, response: Response) {
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') reply.header(key, value);
      });
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    }

    const forward = async (request: FastifyRequest, reply: FastifyReply, path: string) =>
      sendAnswer(reply, await askAuth(request, path));

    /** Our own routes forward to their registered path, however the request spelled it (trailing slash). */
    const own = (path: string) => (request: FastifyRequest, reply: FastifyReply) => forward(request, reply, path);

    const hidden = { hide: true };
    // The guessable entry points are rate-limited per client; the rest of better-auth is not.
    app.post('/auth/sign-in/email', { schema: hidden, config: { rateLimit: limits.signIn } }, own('/sign-in/email'));
    app.post('/auth/sign-in/social', { schema: hidden, config: { rateLimit: limits.signIn } }, own('/sign-in/social'));
    // Each of these sends an email or checks a secret: limited per client so nobody floods an inbox or guesses.
    app.post(
      '/auth/request-password-reset',
      { schema: hidden, config: { rateLimit: limits.accountEmail } },
      own('/request-password-reset'),
    );
    app.post(
      '/auth/send-verification-email',
      { schema: hidden, config: { rateLimit: limits.accountEmail } },
      own('/send-verification-email'),
    );
    app.post(
      '/auth/reset-password',
      { schema: hidden, config: { rateLimit: limits.passwordChange } },
      own('/reset-password'),
    );
    app.post(
      '/auth/change-password',
      { schema: hidden, config: { rateLimit: limits.passwordChange } },
      own('/change-password'),
    );
    app.post(
      '/auth/sign-up/email',
      { schema: { ...hidden, body: signUpRequestSchema }, config: { rateLimit: limits.signUp } },
      async (request, reply) => {
        const { image, role } = request.body;
        if (typeof image === 'string') await photos.assertSignUp(image);
        return withSignUpRole(role, () => forward(request, reply, '/sign-up/email'));
      },
    );

    app.post('/auth/update-user', { schema: { ...hidden, body: accountUpdateSchema } }, async (request, reply) => {
      const { image } = request.body;
      // Signed out: better-auth answers 401 itself.
      if (typeof image === 'string' && request.user) await photos.assertOwn(request.user, image);
      const response = await askAuth(request, '/update-user');
      // Claimed before the answer goes out: whoever gets the answer may count on the photo being kept.
      if (response.status === 200 && typeof image === 'string') await photos.claim(image);
      return sendAnswer(reply, response);
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      schema: hidden,
      handler: async (request, reply) => {
        const queryAt = request.url.indexOf('?');
        const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
        // better-auth reads the path with the WHATWG URL parser; only a path it reads as we do is forwarded.
        if (!isCanonicalPath(path)) throw badRequest(NON_CANONICAL_PATH_MESSAGE);
        const authPath = path.slice(AUTH_PREFIX.length);
        if (OWN_ENDPOINTS.has(authPath.toLowerCase().replace(/\/+$/, ''))) return sendRouteNotFound(request, reply);
        return forward(request, reply, authPath);
      },
    });
  };

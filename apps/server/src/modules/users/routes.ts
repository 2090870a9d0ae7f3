import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledgedSchema } from '@restrung/shared/api-error';
import { jwtResponseSchema, roleLookupSchema, verificationLookupSchema } from '@restrung/shared/user';
import { emailQuerySchema, jwtRequestSchema, profileSyncSchema } from '@restrung/shared/user-input';
import { assertSelfOrAdmin, requireUser } from '../../plugins/authenticate.ts';
import { forbidden } from '../../lib/http-errors.ts';
import type { UsersService } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);

export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users',
      {
        schema: {
          tags: ['users'],
          summary: "A user's role (own account, or any as admin)",
          querystring: emailQuerySchema,
          response: { 200: roleLookupSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => {
        assertSelfOrAdmin(request, request.query.email);
        return service.roleOf(request.query.email);
      },
    );

    app.get(
      '/usersverification',
      {
        schema: {
          tags: ['users'],
          summary: "A seller's verification (own account, or any as admin)",
          querystring: emailQuerySchema,
          response: { 200: verificationLookupSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => {
        assertSelfOrAdmin(request, request.query.email);
        return service.verificationOf(request.query.email, request.user!);
      },
    );

    app.post(
      '/jwt',
      {
        schema: {
          tags: ['users'],
          summary: "The session token for the signed-in user's own email",
          description:
            'Sign in through /api/auth first; this answers the token of that session only for its own email.',
          body: jwtRequestSchema,
          response: { 200: jwtResponseSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => {
        if (request.user!.email.toLowerCase() !== request.body.email)
          throw forbidden('You can only get a token for your own account.');
        return { token: request.sessionToken! };
      },
    );

    app.post(
      '/allusers',
      {
        schema: {
          tags: ['users'],
          summary: "Records the signed-in user's own profile (name and photo)",
          description:
            'Never creates an admin or a verified seller and never changes the role: roles come from sign-up and admins.',
          body: profileSyncSchema,
          response: { 200: acknowledgedSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.updateOwnProfile(request.user!, request.body),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { WATCHLIST_MAX, watchChangedSchema, watchedIdsSchema, watchlistSchema } from '@restrung/shared/watchlist';
import { watchlistParamsSchema, watchlistQuerySchema } from '@restrung/shared/watchlist-input';
import { requireUser } from '../../plugins/authenticate.ts';
import type { WatchlistService } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const watchlistRoutes =
  (service: WatchlistService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/watchlist',
      {
        schema: {
          tags: ['watchlist'],
          summary: 'The guitars I watch, newest watched first (the Watchlist page)',
          description:
            'Signed-in people. Every status (Available, Booked, Paid), as the catalogue shows a product; a listing hidden ' +
            'since (its seller no longer verified, or held as stolen) is left out but stays watched. Keyset pagination: ' +
            '?limit (default 24, at most 100) and ?after (the _id of the last guitar already shown); a page shorter ' +
            'than limit is the last. The answer is a plain array.',
          querystring: watchlistQuerySchema,
          response: { 200: watchlistSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.list(request.user!, request.query),
    );

    app.get(
      '/watchlist/ids',
      {
        schema: {
          tags: ['watchlist'],
          summary: 'The ids of every guitar I watch (to fill the hearts on cards)',
          description: `Signed-in people. At most ${WATCHLIST_MAX} ids, in no particular order. Read once per page of cards, so the catalogue and search queries stay as they are.`,
          response: { 200: watchedIdsSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => ({ ids: await service.ids(request.user!) }),
    );

    app.put(
      '/watchlist/:productId',
      {
        schema: {
          tags: ['watchlist'],
          summary: 'Adds a guitar to my watchlist',
          description:
            'Signed-in people, any role. No body. Idempotent: modifiedCount 0 when it already was on the list. An unknown or ' +
            'malformed id, or a listing not public, answers 404; your own listing 403; a full list ' +
            `(${WATCHLIST_MAX} guitars) 409.`,
          params: watchlistParamsSchema,
          response: { 200: watchChangedSchema, ...errors, 409: apiErrorSchema },
        },
        preHandler: requireUser,
      },
      async (request) => ({
        acknowledged: true as const,
        modifiedCount: await service.watch(request.params.productId, request.user!),
      }),
    );

    app.delete(
      '/watchlist/:productId',
      {
        schema: {
          tags: ['watchlist'],
          summary: 'Removes a guitar from my watchlist',
          description:
            'Signed-in people. Idempotent: modifiedCount 0 when it was not on the list (also for a listing deleted since). ' +
            'A malformed id answers 404.',
          params: watchlistParamsSchema,
          response: { 200: watchChangedSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => ({
        acknowledged: true as const,
        modifiedCount: await service.unwatch(request.params.productId, request.user!),
      }),
    );
  };

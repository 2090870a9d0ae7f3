import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { idListSchema, STATS_LIST_CAP, statsSchema } from '@restrung/shared/stats';
import { statsListQuerySchema } from '@restrung/shared/stats-input';
import type { StatsService } from './service.ts';

/**
 * A shared cache (CDN) may keep the totals for a minute, sparing the database on every home page view; a
 * browser asks again each time, so a person who just paid sees the sale counted.
 */
const CACHE = 'public, max-age=0, s-maxage=60';

const LIST_NOTE =
  `Ids only ({_id}), so no name, email or listing is exposed. At most ${STATS_LIST_CAP} per page (?page from 1, ?limit up to ${STATS_LIST_CAP}): ` +
  'counting one page is exact only below that cap. Use GET /api/stats for the totals.';

export const statsRoutes =
  (service: StatsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/stats',
      {
        schema: {
          tags: ['stats'],
          summary: 'Total Products, Total Users and Total Sells (home page statistics)',
          description:
            'Counts of all products, all users, and paid orders (a sale still counts after its listing is deleted). Public.',
          response: { 200: statsSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', CACHE);
        return service.totals();
      },
    );

    const idList = (path: string, summary: string, list: StatsService['productIds']) =>
      app.get(
        path,
        {
          schema: {
            tags: ['stats'],
            summary,
            description: LIST_NOTE,
            querystring: statsListQuerySchema,
            response: { 200: idListSchema, 400: apiErrorSchema },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', CACHE);
          return list(request.query);
        },
      );

    idList('/allproducts', 'All products, as ids (statistics)', service.productIds);
    idList('/allusers', 'All users, as ids (statistics)', service.userIds);
    idList('/soldproducts', 'Sales (paid orders), as ids (statistics)', service.soldIds);
  };

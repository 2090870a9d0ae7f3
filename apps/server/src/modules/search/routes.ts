import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { searchQuerySchema, searchResultSchema, suggestionsSchema, suggestQuerySchema } from '@restrung/shared/search';
import { requireUser } from '../../plugins/authenticate.ts';
import type { ProductsService } from '../products/service.ts';
import type { SearchService } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const searchRoutes =
  (service: SearchService, products: ProductsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Keyword search with filters, facet counts, sort and keyset pages (search and category pages)',
          description:
            'Signed-in users, like category pages. Keywords match the name, seller name, location and description ' +
            "(prefixes, accents ignored; a misspelt word also matches its closest known word). Only verified sellers' " +
            'Available listings, and Booked ones too with booked=1; Paid never. category and condition take ' +
            'comma-separated values. Pass nextCursor as after for the next page. Buyers also get reportedByMe.',
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => {
        const result = await service.search(request.query, request.user);
        const items = await products.withSellerRatings(result.items);
        return { ...result, items: await products.withReportedByMe(items, request.user) };
      },
    );

    app.get(
      '/search/suggestions',
      {
        schema: {
          tags: ['search'],
          summary: 'Suggestions while typing: matching categories and listing names',
          description: 'Signed-in users. Empty under 2 characters.',
          querystring: suggestQuerySchema,
          response: { 200: suggestionsSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => ({ suggestions: await service.suggest(request.query.q) }),
    );
  };

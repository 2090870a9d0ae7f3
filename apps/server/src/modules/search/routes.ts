import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { searchResultSchema, suggestionsSchema } from '@restrung/shared/search';
import { searchQuerySchema, suggestQuerySchema } from '@restrung/shared/search-input';
import { requireUser } from '../../plugins/authenticate.ts';
import type { ReadCaches } from '../../lib/read-cache.ts';
import { sharedBodies } from '../../lib/shared-bodies.ts';
import type { ProductsService } from '../products/service.ts';
import { keptSearchAnswers } from './kept-answers.ts';
import { keptSuggestions } from './kept-suggestions.ts';
import type { SearchService } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const searchRoutes =
  (service: SearchService, products: ProductsService, caches: ReadCaches): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = keptSearchAnswers(
      caches,
      async (query, viewer) => {
        const { result, listingTags } = await service.answer(query, viewer);
        const items = await products.withSellerRatings(result.items);
        return { result: { ...result, items: await products.withReportedByMe(items, viewer) }, listingTags };
      },
      (items, viewer) => products.withReportedByMe(items, viewer),
    );
    const suggestions = keptSuggestions(caches, (q) => service.suggest(q));
    const send = sharedBodies();

    app.get(
      '/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Keyword search with filters, facet counts, sort and keyset pages (search and category pages)',
          description:
            'Signed-in users, like category pages. Keywords match the name, brand, model, category, guitar details, ' +
            'seller name, location and description (prefixes, accents ignored; a misspelt word also matches its ' +
            'closest known word, two words typed as one match those words). Words every listing here answers ' +
            '("used", "for sale") or only a sort by price does ("cheap") are left out and named in leftOut; a ' +
            'price limit ("under $500") is the highest price unless maxPrice is given. ' +
            "Only verified sellers' " +
            'Available listings, and Booked ones too with booked=1; Paid never. category and condition take ' +
            'comma-separated values. Pass nextCursor as after for the next page. Buyers also get reportedByMe.',
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request, reply) => send(reply, await answer(request.query, request.user!)),
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
      async (request, reply) => send(reply, await suggestions(request.query.q)),
    );
  };

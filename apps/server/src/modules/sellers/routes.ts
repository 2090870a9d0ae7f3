import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { productListSchema } from '@restrung/shared/product';
import { idParamsSchema } from '@restrung/shared/product-input';
import { cursorPaginationQuerySchema, queryInteger } from '@restrung/shared/pagination';
import { MAX_PAGE_SIZE } from '@restrung/shared/constants';
import { SELLER_PAGE_SIZE, sellerProfileSchema } from '@restrung/shared/seller';
import { requireUser } from '../../plugins/authenticate.ts';
import type { SellersService } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const VISIBILITY =
  'Signed-in users. A seller not yet verified by an admin answers 404 except to themself and admins; an unknown id, ' +
  'a malformed one or the id of a buyer or admin answers 404.';

export const sellerRoutes =
  (service: SellersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sellers/:id',
      {
        schema: {
          tags: ['sellers'],
          summary: "A seller's page: name, photo, verified badge, member since, completed sales",
          description: VISIBILITY,
          params: idParamsSchema,
          response: { 200: sellerProfileSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.profile(request.params.id, request.user!),
    );

    app.get(
      '/sellers/:id/products',
      {
        schema: {
          tags: ['sellers'],
          summary: "A seller's guitars for sale (not sold), newest first",
          description: `${VISIBILITY} Keyset-paginated: ?after=<_id of the last guitar shown> and ?limit (default ${SELLER_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}); a page shorter than limit is the last one.`,
          params: idParamsSchema,
          querystring: cursorPaginationQuerySchema.extend({
            limit: queryInteger({ min: 1, max: MAX_PAGE_SIZE, default: SELLER_PAGE_SIZE }),
          }),
          response: { 200: productListSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.listings(request.params.id, request.user!, request.query),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import {
  productAdvertisedSchema,
  productCreatedSchema,
  productDeletedSchema,
  productListSchema,
  productUpdatedSchema,
  productSchema,
} from '@restrung/shared/product';
import {
  featuredQuerySchema,
  idParamsSchema,
  myProductsQuerySchema,
  productInputSchema,
  productUpdateSchema,
  productPageQuerySchema,
} from '@restrung/shared/product-input';
import { assertSelfOrAdmin, requireConfirmedEmail, requireRole, requireUser } from '../../plugins/authenticate.ts';
import { sharedBodies } from '../../lib/shared-bodies.ts';
import { toViewedProduct } from './product-view.ts';
import type { ProductsService } from './service.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const PAGINATION =
  'Paginated with ?limit and either ?after (the _id of the last item of the previous page: keyset pagination, as fast on the last page as on the first) or ?page (from 1, for older clients); a page shorter than limit is the last one. The answer is a plain array.';

export const productRoutes =
  (
    service: ProductsService,
    limits: RateLimits,
    options: { requireConfirmedEmail?: boolean } = {},
    /** The public reads (category page, product page, featured): the same service over the read caches. */
    catalogue: ProductsService = service,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // The category page and the featured list are built once per kept page and kind of viewer (toViewedPage).
    const sendPage = sharedBodies();
    const sendFeatured = sharedBodies();

    app.get(
      '/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'Products of a category, newest first (category page)',
          description: `Signed-in users. Sold (Paid) products and listings of sellers not yet verified by an admin are left out. ${PAGINATION} Default limit 24, at most 100. An unknown or malformed category id answers 404. Buyers also get reportedByMe on each product.`,
          params: idParamsSchema,
          querystring: productPageQuerySchema,
          response: { 200: productListSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request, reply) =>
        sendPage(reply, await catalogue.listByCategory(request.params.id, request.query, request.user)),
    );

    app.get(
      '/singleproduct/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'One product (product detail page)',
          description:
            'Signed-in users. A listing of a seller not yet verified answers 404, except to its seller and to admins. ' +
            'Buyers also get reportedByMe: whether they have reported it. photos lists every photo, the cover first; the serial ' +
            'number is whole only for the seller and admins.',
          params: idParamsSchema,
          response: { 200: productSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => {
        const row = await catalogue.findVisible(request.params.id, request.user);
        const product = toViewedProduct(row, request.user);
        product.photos = await catalogue.photosOf(row);
        return product;
      },
    );

    app.post(
      '/products',
      {
        schema: {
          tags: ['products'],
          summary: 'Lists a guitar for sale (sellers)',
          description:
            'The seller name and email come from the session; every listing starts Available, not advertised and not reported, ' +
            'whatever the body says. productPhoto must be a URL answered by POST /api/upload. Sellers not yet verified may list; ' +
            'their listings become public once an admin verifies them.',
          body: productInputSchema,
          response: { 200: productCreatedSchema, ...errors, 429: apiErrorSchema },
        },
        config: { rateLimit: limits.listingWrite },
        preHandler: [requireRole('seller'), requireConfirmedEmail(Boolean(options.requireConfirmedEmail))],
      },
      async (request) => ({
        acknowledged: true as const,
        insertedId: await service.create(request.body, request.user!),
      }),
    );

    app.patch(
      '/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'Edits one of my listings (its seller)',
          description:
            'Any field of POST /products may be sent alone (a guitar detail sent as null or an empty text is cleared); photos ' +
            'replaces the whole list, at most 8, the first becoming the cover (productPhoto). Any other field, such as the ' +
            "seller's name or email, status, advertise or report, is refused with 400. Only the seller who listed it (403 " +
            'for anyone else, admins included). A Booked guitar keeps its asking price (409 when it would change); a Paid one ' +
            'cannot be edited (409). A change of the asking price is kept in its price history; a lower price shows as ' +
            'priceDroppedFrom.',
          params: idParamsSchema,
          body: productUpdateSchema,
          response: { 200: productUpdatedSchema, ...errors, 429: apiErrorSchema },
        },
        config: { rateLimit: limits.listingWrite },
        preHandler: requireRole('seller'),
      },
      async (request) => ({
        acknowledged: true as const,
        modifiedCount: await service.update(request.params.id, request.body, request.user!),
      }),
    );

    const deletions = [
      ['/products/:id', 'Deletes a product (its seller or an admin; also Reported Items)'],
      ['/myproducts/:id', 'Deletes one of my products (its seller or an admin)'],
    ] as const;
    for (const [path, summary] of deletions) {
      app.delete(
        path,
        {
          schema: {
            tags: ['products'],
            summary,
            description:
              'The seller who owns the product, or an admin. Refused with 409 while a buyer holds an unpaid booking of it; ' +
              'a paid order keeps its own copy of the product.',
            params: idParamsSchema,
            response: { 200: productDeletedSchema, ...errors },
          },
          preHandler: requireRole('seller', 'admin'),
        },
        async (request) => ({
          acknowledged: true as const,
          deletedCount: await service.remove(request.params.id, request.user!),
        }),
      );
    }

    app.get(
      '/myproducts',
      {
        schema: {
          tags: ['products'],
          summary: "A seller's own products, every status, newest first",
          description: `Sellers, for their own email; admins for anyone's. ${PAGINATION} Default limit 24, at most 100.`,
          querystring: myProductsQuerySchema,
          response: { 200: productListSchema, ...errors },
        },
        preHandler: requireRole('seller', 'admin'),
      },
      async (request) => {
        const { email, page, limit, after } = request.query;
        assertSelfOrAdmin(request, email);
        return service.listBySellerEmail(email, request.user!, { page, limit, after });
      },
    );

    app.put(
      '/myproducts/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'Add To Advertisement (the owner, once verified)',
          description:
            'No body. Idempotent: modifiedCount is 0 when the product was already advertised. Refused for sellers an admin has ' +
            'not verified yet (403) and for sold products (409).',
          params: idParamsSchema,
          response: { 200: productAdvertisedSchema, ...errors },
        },
        preHandler: requireRole('seller'),
      },
      async (request) => ({
        acknowledged: true as const,
        modifiedCount: await service.advertise(request.params.id, request.user!),
      }),
    );

    app.get(
      '/advertisedproduct',
      {
        schema: {
          tags: ['products'],
          summary: 'Featured products: advertised and Available, newest first',
          description: `Public (a bearer token is accepted and not required). Only verified sellers' listings. ${PAGINATION} Default limit 12, at most 100.`,
          querystring: featuredQuerySchema,
          response: { 200: productListSchema, ...errors },
        },
      },
      async (request, reply) => sendFeatured(reply, await catalogue.listFeatured(request.query, request.user)),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import {
  bookingCreatedSchema,
  bookingListSchema,
  bookingSchema,
  orderDeletedSchema,
  statusAcknowledgedSchema,
} from '@restrung/shared/booking';
import {
  bookingIdParamsSchema,
  bookingInputSchema,
  myOrdersQuerySchema,
  mySalesQuerySchema,
  sellerCancelSchema,
  orderStatusRequestSchema,
  productStatusRequestSchema,
} from '@restrung/shared/booking-input';
import { idParamsSchema } from '@restrung/shared/product-input';
import { assertSelfOrAdmin, requireConfirmedEmail, requireRole, requireUser } from '../../plugins/authenticate.ts';
import type { BookingsService } from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const PAID_CHECK = "The server asks the payment provider; it never takes the client's word that an order is paid.";

export const bookingRoutes =
  (service: BookingsService, options: { requireConfirmedEmail?: boolean } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bookings',
      {
        schema: {
          tags: ['bookings'],
          summary: 'Book Now (buyers): the guitar becomes Booked and the order is created, in one step',
          description:
            "Reads only productId, phone and location. The price is the product's asking price, the seller and the product " +
            "come from the product, the buyer from the session; the other fields of the spec's body are ignored. Exactly one of " +
            'many buyers booking the same guitar at once succeeds; the others get 409 "Sorry, this guitar has just been booked by ' +
            'someone else." and nothing is created. 409 "Sorry, this guitar is no longer available." once it is sold. 404 for an ' +
            'unknown product or one whose seller is not verified yet.',
          body: bookingInputSchema,
          response: { 200: bookingCreatedSchema, ...errors },
        },
        preHandler: [requireRole('buyer'), requireConfirmedEmail(Boolean(options.requireConfirmedEmail))],
      },
      async (request) => {
        const { productId, phone, location } = request.body;
        return {
          acknowledged: true as const,
          insertedId: await service.book(productId, { phone, location }, request.user!),
        };
      },
    );

    app.get(
      '/bookings/:id',
      {
        schema: {
          tags: ['bookings'],
          summary: 'One order (payment page)',
          description: 'Its buyer, its seller or an admin. An unknown or malformed id answers 404.',
          params: bookingIdParamsSchema,
          response: { 200: bookingSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.read(request.params.id, request.user!),
    );

    app.get(
      '/myorders',
      {
        schema: {
          tags: ['bookings'],
          summary: "A buyer's own orders, newest first (My Orders)",
          description:
            "Buyers, for their own email; admins for anyone's. Paginated with ?limit (default 24, at most 100) and either ?after " +
            '(the _id of the last order of the previous page: keyset pagination) or ?page (from 1, for older clients); a page shorter ' +
            'than limit is the last one. The answer is a plain array.',
          querystring: myOrdersQuerySchema,
          response: { 200: bookingListSchema, ...errors },
        },
        preHandler: requireRole('buyer', 'admin'),
      },
      async (request) => {
        const { email, page, limit, after } = request.query;
        assertSelfOrAdmin(request, email);
        return service.listForBuyerEmail(email, request.user!, { page, limit, after });
      },
    );

    app.get(
      '/mysales',
      {
        schema: {
          tags: ['bookings'],
          summary: "The orders of the seller's own guitars, newest first (Sales page)",
          description:
            'Sellers only, their own. With the buyer name, phone and location, status, holdExpiresAt while unpaid and paidAt once ' +
            'paid. Keyset pagination: ?limit (default 24) and ?after (the _id of the last order shown).',
          querystring: mySalesQuerySchema,
          response: { 200: bookingListSchema, ...errors },
        },
        preHandler: requireRole('seller'),
      },
      async (request) => service.listSales(request.user!, { limit: request.query.limit, after: request.query.after }),
    );

    app.post(
      '/mysales/:id/cancel',
      {
        schema: {
          tags: ['bookings'],
          summary: 'A seller cancels an unpaid booking of their own guitar, with a reason for the buyer',
          description:
            'The order is deleted and the guitar is Available again, in one step; the buyer is notified with the reason. ' +
            "403 for another seller's guitar, 409 for a paid order or one whose payment is being processed.",
          params: bookingIdParamsSchema,
          body: sellerCancelSchema,
          response: { 200: orderDeletedSchema, ...errors },
        },
        preHandler: requireRole('seller'),
      },
      async (request) => ({
        acknowledged: true as const,
        deletedCount: await service.cancelAsSeller(request.params.id, request.body.reason, request.user!),
      }),
    );

    app.delete(
      '/myorders/:id',
      {
        schema: {
          tags: ['bookings'],
          summary: 'Deletes an unpaid order (its buyer or an admin); the guitar is Available again',
          description:
            'The order and the product status change in one step: there is no need to set the product back to Available ' +
            'first. A paid order is refused with 409 (it is the record of the purchase), and so is an order whose payment is being ' +
            'processed.',
          params: bookingIdParamsSchema,
          response: { 200: orderDeletedSchema, ...errors },
        },
        preHandler: requireRole('buyer', 'admin'),
      },
      async (request) => ({
        acknowledged: true as const,
        deletedCount: await service.remove(request.params.id, request.user!),
      }),
    );

    app.put(
      '/myorders/:id',
      {
        schema: {
          tags: ['bookings'],
          summary: 'Confirms that an order is Paid (its buyer or an admin)',
          description:
            `${PAID_CHECK} Acknowledged once the provider has confirmed a payment of exactly this order's price for this order: ` +
            'modifiedCount is 1 when this call recorded it, 0 when it was already recorded. Otherwise 409 "This order has not been paid yet."',
          params: bookingIdParamsSchema,
          body: orderStatusRequestSchema,
          response: { 200: statusAcknowledgedSchema, ...errors },
        },
        preHandler: requireRole('buyer', 'admin'),
      },
      async (request) => ({
        acknowledged: true as const,
        modifiedCount: await service.markPaid(request.params.id, request.user!),
      }),
    );

    app.put(
      '/products/:id',
      {
        schema: {
          tags: ['bookings'],
          summary:
            "Checks a product's status as the spec's client reports it (buyers, admins); never sets it on the client's word",
          description:
            'Statuses change only through the calls that verify them (docs/decisions/0005-status-changes.md). ' +
            'Booked: acknowledged (modifiedCount 0) when the caller holds the order of the product (POST /bookings made it Booked); ' +
            '409 otherwise. Available: acknowledged when it already is; a booked guitar becomes Available by DELETE /myorders/{id}. ' +
            `Paid: as PUT /myorders/{id} for the product's order. ${PAID_CHECK}`,
          params: idParamsSchema,
          body: productStatusRequestSchema,
          response: { 200: statusAcknowledgedSchema, ...errors },
        },
        preHandler: requireRole('buyer', 'admin'),
      },
      async (request) => ({
        acknowledged: true as const,
        modifiedCount: await service.confirmProductStatus(request.params.id, request.body.status, request.user!),
      }),
    );
  };

import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteSellerProductsResponseSchema,
  deleteUserResponseSchema,
  keepReportedItemResponseSchema,
  reportedItemListSchema,
  userIdParamsSchema,
  userListSchema,
  verifySellerBodySchema,
  verifySellerResponseSchema,
} from '@restrung/shared/admin';
import { cursorPaginationQuerySchema } from '@restrung/shared/pagination';
import { emailQuerySchema } from '@restrung/shared/user-input';
import { idParamsSchema } from '@restrung/shared/product-input';
import { requireRole } from '../../plugins/authenticate.ts';
import { useJsonBodyParser } from '../../plugins/json-body.ts';
import type { AdminUsersService } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];
const ADMIN_ONLY = 'Admins only.';
const DELETE_USER_EFFECTS =
  'Admins only; an admin cannot delete themself or another admin. In one transaction: unpaid orders are ' +
  "cancelled (their products Available again), a seller's unsold listings are removed with their unpaid orders, the account, " +
  'its sessions and its sign-in go. Paid orders and sold products stay, keeping their snapshot of buyer, seller, product and price. ' +
  'Refused with 409 while a payment for an order it would cancel is being processed.';

/**
 * The spec's clients send PUT and DELETE with a JSON content type and no body; Fastify refuses an empty JSON
 * body by default. Inside this plugin only, an empty body reads as no body; anything else goes through the
 * app's one JSON parser, with its limits.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  useJsonBodyParser(app, { allowEmpty: true });
}

export const adminUsersRoutes =
  (service: AdminUsersService): FastifyPluginAsyncZod =>
  async (app) => {
    acceptEmptyJsonBodies(app);
    app.addHook('preHandler', requireRole('admin'));

    app.get(
      '/allseller',
      {
        schema: {
          tags,
          summary: 'All sellers, newest first',
          description: `${ADMIN_ONLY} Paginated with ?limit and ?after=<_id of the last row shown> (keyset; ?page still works).`,
          querystring: cursorPaginationQuerySchema,
          response: { 200: userListSchema, ...errors },
        },
      },
      async (request) => service.listUsers('seller', request.query),
    );

    app.get(
      '/allbuyer',
      {
        schema: {
          tags,
          summary: 'All buyers, newest first',
          description: `${ADMIN_ONLY} Paginated with ?limit and ?after=<_id of the last row shown> (keyset; ?page still works).`,
          querystring: cursorPaginationQuerySchema,
          response: { 200: userListSchema, ...errors },
        },
      },
      async (request) => service.listUsers('buyer', request.query),
    );

    app.put(
      '/allseller/:id',
      {
        schema: {
          tags,
          summary: 'Verifies a seller',
          description: `${ADMIN_ONLY} Sent with a JSON content type and no body. Idempotent: modifiedCount is 0 when the seller was already verified.`,
          params: userIdParamsSchema,
          body: verifySellerBodySchema,
          response: { 200: verifySellerResponseSchema, ...errors },
        },
      },
      async (request) => service.verifySeller(request.user!, request.params.id),
    );

    app.delete(
      '/allseller/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a seller with their unsold listings',
          description: DELETE_USER_EFFECTS,
          params: userIdParamsSchema,
          response: { 200: deleteUserResponseSchema, ...errors },
        },
      },
      async (request) => service.deleteUser(request.user!, request.params.id, 'seller'),
    );

    app.delete(
      '/allbuyer/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a buyer',
          description: DELETE_USER_EFFECTS,
          params: userIdParamsSchema,
          response: { 200: deleteUserResponseSchema, ...errors },
        },
      },
      async (request) => service.deleteUser(request.user!, request.params.id, 'buyer'),
    );

    app.delete(
      '/usersproducts',
      {
        schema: {
          tags,
          summary: "Deletes a seller's unsold listings",
          description:
            `${ADMIN_ONLY} Listings posted under this email that are not sold, with their unpaid orders. DELETE /allseller/{id} ` +
            'already removes them, so after it this finds nothing and still acknowledges (deletedCount 0). Sold listings stay.',
          querystring: emailQuerySchema,
          response: { 200: deleteSellerProductsResponseSchema, ...errors },
        },
      },
      async (request) => service.deleteSellerProducts(request.user!, request.query.email),
    );

    app.get(
      '/reporteditems',
      {
        schema: {
          tags,
          summary: 'Reported products, most recently reported first',
          description: `${ADMIN_ONLY} Each with how many times and by whom it was reported (newest first). Paginated with ?limit and ?after=<_id of the last row shown> (keyset; ?page still works).`,
          querystring: cursorPaginationQuerySchema,
          response: { 200: reportedItemListSchema, ...errors },
        },
      },
      async (request) => service.listReportedItems(request.query),
    );

    app.post(
      '/reporteditems/:id/keep',
      {
        schema: {
          tags,
          summary: 'Keeps a reported product: its open reports are closed',
          description:
            `${ADMIN_ONLY} For a report the admin judged unfounded: the listing stays on sale and leaves the reported ` +
            'items; a buyer who reported it cannot report it again, anyone else can. Written to the audit log. ' +
            'No body. 404 for an id that is no product, 409 when none of its reports is open (never reported, or ' +
            'kept already). SPEC.md offers only Delete.',
          params: idParamsSchema,
          response: { 200: keepReportedItemResponseSchema, ...errors },
        },
      },
      async (request) => service.keepReportedItem(request.user!, request.params.id),
    );
  };

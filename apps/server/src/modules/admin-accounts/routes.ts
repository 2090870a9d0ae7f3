import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListSchema, demoteAdminBodySchema, demoteAdminResponseSchema } from '@restrung/shared/admin-accounts';
import { userIdParamsSchema } from '@restrung/shared/admin';
import { requireRole } from '../../plugins/authenticate.ts';
import { acceptEmptyJsonBodies } from '../admin-users/routes.ts';
import type { AdminAccountsService } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];

export const adminAccountsRoutes =
  (service: AdminAccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    acceptEmptyJsonBodies(app);
    app.addHook('preHandler', requireRole('admin'));

    app.get(
      '/alladmins',
      {
        schema: {
          tags,
          summary: 'All admins, oldest first',
          description: 'Admins only.',
          response: { 200: adminListSchema, ...errors },
        },
      },
      async () => service.listAdmins(),
    );

    app.put(
      '/alladmins/:id/demote',
      {
        schema: {
          tags,
          summary: "Removes an admin's rights (the account becomes a buyer)",
          description:
            'Admins only. Sent with a JSON content type and no body. Never yourself (403) and never the last admin (409), ' +
            'even when two admins demote each other at the same moment. The account, its data and its sessions stay; its next request is a ' +
            "buyer's. Written to the audit log in the same transaction.",
          params: userIdParamsSchema,
          body: demoteAdminBodySchema,
          response: { 200: demoteAdminResponseSchema, ...errors },
        },
      },
      async (request) => service.demote(request.user!, request.params.id),
    );
  };

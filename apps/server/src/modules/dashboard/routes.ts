import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { DASHBOARD_WEEKS, dashboardOverviewSchema } from '@restrung/shared/dashboard';
import { requireUser } from '../../plugins/authenticate.ts';
import type { DashboardService } from './service.ts';

export const dashboardRoutes =
  (service: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/overview',
      {
        schema: {
          tags: ['dashboard'],
          summary: "The dashboard home's charts, for the caller's own role",
          description:
            `Signed in; the role and the person come from the session, never from the query. Weeks are ISO weeks in UTC, the last ` +
            `${DASHBOARD_WEEKS} oldest first (empty weeks as zeros); week is the Monday, YYYY-MM-DD; revenue in dollars. ` +
            'Admins: paid orders and revenue per week (by payment time), new listings per week, users by role, reported products and ' +
            'their reports. Sellers: their listings by status, their sales and revenue per week. Buyers: their orders by status.',
          response: { 200: dashboardOverviewSchema, 401: apiErrorSchema },
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        // One person's figures: a shared cache must never hand them to someone else.
        reply.header('cache-control', 'private, no-store');
        return service.overview(request.user!);
      },
    );
  };

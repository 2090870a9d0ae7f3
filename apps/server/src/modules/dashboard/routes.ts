// biome-ignore-all lint/style/noRestrictedImports: no service yet, the routes use the repository directly (issue 15 left this open)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { DASHBOARD_WEEKS, dashboardOverviewSchema } from '@restrung/shared/dashboard';
import { requireUser } from '../../plugins/authenticate.ts';
import type { DashboardRepository } from './repository.ts';

export const dashboardRoutes =
  (repository: DashboardRepository): FastifyPluginAsyncZod =>
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
        const user = request.user!;
        // One person's figures: a shared cache must never hand them to someone else.
        reply.header('cache-control', 'private, no-store');
        if (user.role === 'admin') return { role: 'admin' as const, ...(await repository.admin()) };
        if (user.role === 'seller') return { role: 'seller' as const, ...(await repository.seller(user.id)) };
        return { role: 'buyer' as const, ...(await repository.buyer(user.id)) };
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { productListSchema } from '@restrung/shared/product';
import { idParamsSchema } from '@restrung/shared/product-input';
import {
  stolenReportCreatedSchema,
  stolenReportDecidedSchema,
  stolenReportListSchema,
} from '@restrung/shared/stolen-report';
import {
  stolenReportDecisionSchema,
  stolenReportInputSchema,
  stolenReportQuerySchema,
} from '@restrung/shared/stolen-report-input';
import { requireRole, requireUser } from '../../plugins/authenticate.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { StolenReportsService } from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const stolenReportRoutes =
  (service: StolenReportsService, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/stolen-reports',
      {
        schema: {
          tags: ['stolen gear'],
          summary: 'Reports a serial number as stolen (anyone signed in)',
          description:
            'An admin reviews the report. Once confirmed, every listing whose serial number matches (ignoring case, ' +
            'spaces, dashes, dots, slashes and underscores) is hidden from buyers. Unknown fields are refused. One open ' +
            'report per person and serial (409). Rate-limited per address, like product reports.',
          body: stolenReportInputSchema,
          response: { 200: stolenReportCreatedSchema, ...errors },
        },
        config: { rateLimit: limits.report },
        preHandler: requireUser,
      },
      async (request) => ({
        acknowledged: true as const,
        insertedId: await service.report(request.body, request.user!),
      }),
    );

    app.get(
      '/stolen-reports/mine',
      {
        schema: {
          tags: ['stolen gear'],
          summary: 'My stolen-gear reports and their status, newest first (at most 100)',
          response: { 200: stolenReportListSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.mine(request.user!),
    );

    app.get(
      '/stolen-reports',
      {
        schema: {
          tags: ['stolen gear'],
          summary: 'Stolen-gear reports of one status, oldest first (admins)',
          description: 'With the reporter and the number of listings whose serial number matches. At most 100.',
          querystring: stolenReportQuerySchema,
          response: { 200: stolenReportListSchema, ...errors },
        },
        preHandler: requireRole('admin'),
      },
      async (request) => service.list(request.query.status),
    );

    app.get(
      '/stolen-reports/held-listings',
      {
        schema: {
          tags: ['stolen gear'],
          summary: "Listings held as stolen, newest first (admins' queue; at most 100)",
          description:
            'Listings whose serial number matches a confirmed report: hidden from buyers until an admin acts.',
          response: { 200: productListSchema, ...errors },
        },
        preHandler: requireRole('admin'),
      },
      async (request) => service.heldListings(request.user!),
    );

    app.put(
      '/stolen-reports/:id',
      {
        schema: {
          tags: ['stolen gear'],
          summary: 'Confirms or rejects a stolen-gear report (admins; audit-logged)',
          description:
            'Confirming hides every matching listing from buyers at once; rejecting a confirmed report shows them again. ' +
            'Deciding what the report already is answers 409.',
          params: idParamsSchema,
          body: stolenReportDecisionSchema,
          response: { 200: stolenReportDecidedSchema, ...errors },
        },
        preHandler: requireRole('admin'),
      },
      async (request) => ({
        acknowledged: true as const,
        ...(await service.decide(request.params.id, request.body.decision, request.user!)),
      }),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { idParamsSchema } from '@restrung/shared/product-input';
import { reportResponseSchema } from '@restrung/shared/report';
import { reportRequestSchema } from '@restrung/shared/report-input';
import { requireRole } from '../../plugins/authenticate.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { ReportsService } from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

export const reportRoutes =
  (service: ReportsService, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/reportproducts/:id',
      {
        schema: {
          tags: ['reports'],
          summary: 'Report To Admin (buyers)',
          description:
            'Records who reported the product and when, and sets its report flag. A buyer reports a product once: ' +
            'reporting it again answers alreadyReported: true and changes nothing. Rate-limited per address.',
          params: idParamsSchema,
          body: reportRequestSchema,
          response: { 200: reportResponseSchema, ...errors },
        },
        config: { rateLimit: limits.report },
        preHandler: requireRole('buyer'),
      },
      async (request) => ({ acknowledged: true as const, ...(await service.report(request.params.id, request.user!)) }),
    );
  };

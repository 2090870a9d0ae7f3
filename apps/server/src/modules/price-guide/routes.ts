import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import { PRICE_GUIDE_MIN_SALES, PRICE_GUIDE_MONTHS, priceGuideSchema } from '@restrung/shared/price-guide';
import { priceGuideQuerySchema } from '@restrung/shared/price-guide-input';
import { requireUser } from '../../plugins/authenticate.ts';
import type { PriceGuideService } from './service.ts';

export const priceGuideRoutes =
  (service: PriceGuideService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/price-guide',
      {
        schema: {
          tags: ['products'],
          summary: 'Recent sale prices of a brand and model on Restrung',
          description:
            `Signed-in users. Paid orders of the last ${PRICE_GUIDE_MONTHS} months whose guitar has this brand and model ` +
            `(case and whitespace ignored). lowest, median and highest (dollars) are null below ${PRICE_GUIDE_MIN_SALES} sales.`,
          querystring: priceGuideQuerySchema,
          response: { 200: priceGuideSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
        preHandler: requireUser,
      },
      async (request) => service.guide(request.query.brand, request.query.model),
    );
  };

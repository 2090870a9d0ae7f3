import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@restrung/shared/public-config';

export const publicConfigRoutes =
  (config: PublicConfig): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['operations'],
          summary: 'Features the browser needs to know about (no secrets)',
          response: { 200: publicConfigSchema },
        },
      },
      async () => config,
    );
  };

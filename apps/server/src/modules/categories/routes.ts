import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@restrung/shared/category';
import type { CategoriesService } from './service.ts';
import { sharedBodies } from '../../lib/shared-bodies.ts';

export const categoryRoutes =
  (service: CategoriesService): FastifyPluginAsyncZod =>
  async (app) => {
    // Every home page reads the same list: serialized and compressed once per kept list (lib/shared-bodies.ts).
    const send = sharedBodies();
    app.get(
      '/category',
      {
        schema: { tags: ['categories'], summary: 'All categories', response: { 200: categoryListSchema } },
      },
      async (_request, reply) => {
        // Categories change rarely; a short shared cache spares the database on every home page view.
        reply.header('cache-control', 'public, max-age=60');
        return send(reply, await service.list());
      },
    );
  };

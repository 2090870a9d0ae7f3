// biome-ignore-all lint/style/noRestrictedImports: no service yet, the routes use the repository directly (issue 15 left this open)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@restrung/shared/category';
import type { CategoriesRepository } from './repository.ts';

export const categoryRoutes =
  (repository: CategoriesRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/category',
      {
        schema: { tags: ['categories'], summary: 'All categories', response: { 200: categoryListSchema } },
      },
      async (_request, reply) => {
        const rows = await repository.list();
        // Categories change rarely; a short shared cache spares the database on every home page view.
        reply.header('cache-control', 'public, max-age=60');
        return rows.map((row) => ({ _id: row.id, category: row.name, photo: row.photo }));
      },
    );
  };

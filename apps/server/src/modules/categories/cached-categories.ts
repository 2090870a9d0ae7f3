import type { ReadCaches } from '../../lib/read-cache.ts';
import type { CategoriesRepository } from './repository.ts';

type CategoryRows = Awaited<ReturnType<CategoriesRepository['list']>>;

/** The categories list, read on every home page, kept until any category changes (decision 0032). */
export function cachedCategories(categories: CategoriesRepository, caches: ReadCaches): CategoriesRepository {
  const cache = caches.create<CategoryRows, 'categories'>({ maxSize: 1, readsFrom: ['categories'] });
  return {
    ...categories,
    list: async () =>
      (await cache.read(
        'categories',
        () => categories.list(),
        () => ['categories'],
      )) ?? [],
  };
}

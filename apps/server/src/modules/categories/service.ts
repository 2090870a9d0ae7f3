import type { Category } from '@restrung/shared/category';
import type { CategoriesRepository } from './repository.ts';

export type CategoriesService = ReturnType<typeof categoriesService>;

export function categoriesService(repository: CategoriesRepository) {
  return {
    async list(): Promise<Category[]> {
      const rows = await repository.list();
      return rows.map((row) => ({ _id: row.id, category: row.name, photo: row.photo }));
    },
  };
}

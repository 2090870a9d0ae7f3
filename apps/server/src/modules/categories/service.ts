import type { Category } from '@restrung/shared/category';
import type { CategoriesRepository } from './repository.ts';

export type CategoriesService = ReturnType<typeof categoriesService>;

type CategoryRows = Awaited<ReturnType<CategoriesRepository['list']>>;

export function categoriesService(repository: CategoriesRepository) {
  // The same answer for the same kept rows (cached-categories.ts), so the route sends bytes it serialized once.
  const answers = new WeakMap<CategoryRows, Category[]>();
  return {
    async list(): Promise<Category[]> {
      const rows = await repository.list();
      let answer = answers.get(rows);
      if (!answer) {
        answer = rows.map((row) => ({ _id: row.id, category: row.name, photo: row.photo }));
        answers.set(rows, answer);
      }
      return answer;
    },
  };
}

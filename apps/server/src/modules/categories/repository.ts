import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

export function categoriesRepository(db: Db) {
  // Read on every catalogue call: prepared once, so Drizzle builds them once (see products/repository.ts).
  const all = db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name))
    .prepare('categories');
  const byId = db
    .select()
    .from(categories)
    .where(eq(categories.id, sql.placeholder('id')))
    .prepare('category_by_id');
  return {
    list: () => all.execute(),
    findById: async (id: string) => (await byId.execute({ id }))[0],
    count: async () => await db.$count(categories),
    insertMany: (rows: (typeof categories.$inferInsert)[]) => db.insert(categories).values(rows).onConflictDoNothing(),
  };
}
export type CategoriesRepository = ReturnType<typeof categoriesRepository>;

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

export function categoriesRepository(db: Db) {
  return {
    list: () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    findById: async (id: string) => (await db.select().from(categories).where(eq(categories.id, id)))[0],
    count: async () => await db.$count(categories),
    insertMany: (rows: (typeof categories.$inferInsert)[]) => db.insert(categories).values(rows).onConflictDoNothing(),
  };
}
export type CategoriesRepository = ReturnType<typeof categoriesRepository>;

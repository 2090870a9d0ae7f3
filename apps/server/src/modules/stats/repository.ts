import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products, users } from '../../db/schema.ts';

interface Page {
  page: number;
  limit: number;
}
const offsetOf = ({ page, limit }: Page) => (page - 1) * limit;

/** A paid order is a sale; counted from orders, so a sale still counts after its listing is deleted. */
const paid = sql`${bookings.status} = 'Paid'`;

export function statsRepository(db: Db) {
  return {
    /** The three totals in one round trip. */
    totals: async () => {
      const [row] = await db
        .select({
          totalProducts: sql<number>`(select count(*) from ${products})::int`,
          totalUsers: sql<number>`(select count(*) from ${users})::int`,
          totalSells: sql<number>`(select count(*) from ${bookings} where ${paid})::int`,
        })
        .from(sql`(select 1) as one`);
      return {
        totalProducts: Number(row!.totalProducts),
        totalUsers: Number(row!.totalUsers),
        totalSells: Number(row!.totalSells),
      };
    },
    productIds: (page: Page): Promise<{ id: string }[]> =>
      db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(page.limit).offset(offsetOf(page)),
    userIds: (page: Page): Promise<{ id: string }[]> =>
      db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(page.limit).offset(offsetOf(page)),
    /** Paid orders' ids (one per sale). */
    soldIds: (page: Page): Promise<{ id: string }[]> =>
      db
        .select({ id: bookings.id })
        .from(bookings)
        .where(paid)
        .orderBy(asc(bookings.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
  };
}
export type StatsRepository = ReturnType<typeof statsRepository>;

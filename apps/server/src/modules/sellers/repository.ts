import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';

export interface SellerRow {
  id: string;
  name: string;
  image: string | null;
  verified: boolean;
  createdAt: Date;
}

/** Reads only: a seller's account and their paid orders (bookings_seller_idx). */
export function sellersRepository(db: Db) {
  return {
    findSeller: async (id: string): Promise<SellerRow | undefined> =>
      (
        await db
          .select({
            id: users.id,
            name: users.name,
            image: users.image,
            verified: users.verified,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(and(eq(users.id, id), eq(users.role, 'seller')))
      )[0],

    countCompletedSales: (sellerId: string): Promise<number> =>
      db.$count(bookings, and(eq(bookings.sellerId, sellerId), eq(bookings.status, 'Paid'))),
  };
}
export type SellersRepository = ReturnType<typeof sellersRepository>;

import { and, desc, eq, sql } from 'drizzle-orm';
import type { WatchlistQuery } from '@restrung/shared/watchlist-input';
import type { Db } from '../../db/client.ts';
import { products, users, watchlist } from '../../db/schema.ts';
import { heldAsStolen, productColumns, type ProductRow } from '../products/repository.ts';

export type WatchResult = 'added' | 'already' | 'full' | 'missing';

/** Listings anyone signed in may open (0003, 0019): the watchlist shows no more than the product page would. */
const visible = sql`coalesce(${users.verified}, false) and not ${heldAsStolen}`;

/** A person's watchlist; the only place with SQL about it besides telling watchers (watchers-repository.ts). */
export function watchlistRepository(db: Db) {
  return {
    /**
     * Adds a guitar unless it is already there (idempotent) or the list is full. The person's row is locked (NO
     * KEY UPDATE, which does not block rows that merely reference the person), so two adds at the same moment
     * count each other; the product row is share-locked, so a deletion either came first ('missing') or waits.
     */
    watch: (userId: string, productId: string, max: number): Promise<WatchResult> =>
      db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .for('key share');
        if (!product) return 'missing';
        const [already] = await tx
          .select({ productId: watchlist.productId })
          .from(watchlist)
          .where(and(eq(watchlist.userId, userId), eq(watchlist.productId, productId)));
        if (already) return 'already';
        if ((await tx.$count(watchlist, eq(watchlist.userId, userId))) >= max) return 'full';
        await tx.insert(watchlist).values({ userId, productId });
        return 'added';
      }),

    /** Answers how many rows went (0 when the guitar was not on the list). */
    unwatch: async (userId: string, productId: string): Promise<number> =>
      (
        await db
          .delete(watchlist)
          .where(and(eq(watchlist.userId, userId), eq(watchlist.productId, productId)))
          .returning({ productId: watchlist.productId })
      ).length,

    /** Every watched product id, from the primary key alone (at most the cap). */
    ids: async (userId: string): Promise<string[]> =>
      (await db.select({ productId: watchlist.productId }).from(watchlist).where(eq(watchlist.userId, userId))).map(
        (row) => row.productId,
      ),

    /**
     * The watched guitars, newest watched first, every status; listings hidden since (seller no longer verified,
     * held as stolen) are left out but stay watched. Keyset on (created_at, product_id) of watchlist_user_created_idx.
     */
    list: (userId: string, { limit, after }: WatchlistQuery): Promise<ProductRow[]> =>
      db
        .select(productColumns)
        .from(watchlist)
        .innerJoin(products, eq(products.id, watchlist.productId))
        .leftJoin(users, eq(users.id, products.sellerId))
        .where(
          and(
            eq(watchlist.userId, userId),
            visible,
            after
              ? sql`(${watchlist.createdAt}, ${watchlist.productId}) < (select c.created_at, c.product_id from watchlist as c where c.user_id = ${userId} and c.product_id = ${after})`
              : undefined,
          ),
        )
        .orderBy(desc(watchlist.createdAt), desc(watchlist.productId))
        .limit(limit),
  };
}
export type WatchlistRepository = ReturnType<typeof watchlistRepository>;

import { isUuid, type Product } from '@restrung/shared/product';
import type { SessionUser } from '@restrung/shared/user';
import { WATCHLIST_MAX, WATCHLIST_MESSAGES } from '@restrung/shared/watchlist';
import type { WatchlistQuery } from '@restrung/shared/watchlist-input';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { toProduct } from '../products/product-view.ts';
import { NO_SUCH_PRODUCT, type ProductsService } from '../products/service.ts';
import type { WatchlistRepository } from './repository.ts';

export interface WatchlistServiceDeps {
  watchlist: WatchlistRepository;
  products: Pick<ProductsService, 'findVisible'>;
}

/** A person's watchlist: always their own (the user comes from the session), never the seller's own guitars. */
export function watchlistService({ watchlist, products }: WatchlistServiceDeps) {
  return {
    /** Idempotent: answers 1 when the guitar was added, 0 when it already was on the list. */
    async watch(productId: string, caller: SessionUser): Promise<number> {
      // 404 for an unknown or malformed id, and for a listing the caller may not open (0003, 0019).
      const row = await products.findVisible(productId, caller);
      if (row.sellerId === caller.id) throw forbidden(WATCHLIST_MESSAGES.ownListing);
      // Watching follows what the public sees: an admin opening a hidden listing does not start a watch of it.
      if (!row.sellerVerified || row.heldAsStolen) throw notFound(NO_SUCH_PRODUCT);
      const result = await watchlist.watch(caller.id, row.id, WATCHLIST_MAX);
      if (result === 'missing') throw notFound(NO_SUCH_PRODUCT);
      if (result === 'full') throw conflict(WATCHLIST_MESSAGES.full);
      return result === 'added' ? 1 : 0;
    },

    /**
     * Idempotent: answers 0 when the guitar was not on the list, including a listing deleted since (its rows went
     * with it). Only a malformed id answers 404, as it cannot name a guitar.
     */
    async unwatch(productId: string, caller: SessionUser): Promise<number> {
      if (!isUuid(productId)) throw notFound(NO_SUCH_PRODUCT);
      return watchlist.unwatch(caller.id, productId);
    },

    ids: (caller: SessionUser): Promise<string[]> => watchlist.ids(caller.id),

    list: async (caller: SessionUser, query: WatchlistQuery): Promise<Product[]> =>
      (await watchlist.list(caller.id, query)).map((row) => toProduct(row, caller)),
  };
}
export type WatchlistService = ReturnType<typeof watchlistService>;

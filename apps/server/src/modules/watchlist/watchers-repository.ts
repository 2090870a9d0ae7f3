import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { NotificationDetails } from '@restrung/shared/notification';
import type { Tx } from '../../db/client.ts';
import { watchlist } from '../../db/schema.ts';
import { notify } from '../notifications/repository.ts';

/** A listing whose watchers are told, as its own module read it inside the change's transaction. */
export interface WatchedListing {
  id: string;
  productName: string;
  sellerId: string | null;
}

/**
 * Tells everyone watching a listing what just happened to it, inside the transaction of that change (products'
 * price edit, bookings' release of a guitar), so a change that rolls back tells nobody. Never its seller, nor the
 * people in `except` (the buyer whose booking just ended already has their own notification about it). The caller
 * decides that the listing is public: a hidden listing's watchers hear nothing until it is shown again.
 */
export async function tellWatchers(
  tx: Tx,
  change: {
    kind: 'watched_price_drop' | 'watched_available';
    listing: WatchedListing;
    details?: NotificationDetails;
    except?: (string | null)[];
  },
): Promise<number> {
  const { listing } = change;
  const except = (change.except ?? []).filter((id): id is string => id !== null);
  const watchers = await tx
    .select({ userId: watchlist.userId })
    .from(watchlist)
    .where(
      and(
        eq(watchlist.productId, listing.id),
        listing.sellerId ? ne(watchlist.userId, listing.sellerId) : undefined,
        except.length > 0 ? notInArray(watchlist.userId, except) : undefined,
      ),
    );
  for (const { userId } of watchers) {
    await notify(tx, {
      userId,
      kind: change.kind,
      productId: listing.id,
      productName: listing.productName,
      details: change.details,
    });
  }
  return watchers.length;
}

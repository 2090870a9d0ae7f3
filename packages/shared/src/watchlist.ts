import { z } from 'zod';
import { productSchema } from './product.ts';

/**
 * The watchlist (issue 14): a signed-in person follows guitars with a heart and is told when one's price drops or
 * it is Available again. Rows are (person, guitar); the guitar's own row stays the one truth about it.
 */

/** The most guitars one person may watch: enough for any real search, small enough that the ids answer stays cheap. */
export const WATCHLIST_MAX = 500;

export const WATCHLIST_DEFAULT_LIMIT = 24;
export const WATCHLIST_MAX_LIMIT = 100;

export const WATCHLIST_MESSAGES = {
  ownListing: 'You cannot watch your own guitar.',
  full: `Your watchlist is full: it holds at most ${WATCHLIST_MAX} guitars. Remove one you no longer follow, then add this one.`,
} as const;

/** The watched guitars as the catalogue shows them, every status: a plain array like every other list. */
export const watchlistSchema = z.array(productSchema);

/** GET /watchlist/ids: every guitar the person watches, so a card can fill its heart without a join in the catalogue. */
export const watchedIdsSchema = z.object({ ids: z.array(z.string()) });
export type WatchedIds = z.infer<typeof watchedIdsSchema>;

/** PUT and DELETE answer how many rows changed: 0 when the guitar already was (or was not) on the list. */
export const watchChangedSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });

/** The heart's accessible name: what pressing it will do. */
export const heartLabel = (productName: string, watched: boolean): string =>
  watched ? `Remove ${productName} from watchlist` : `Add ${productName} to watchlist`;

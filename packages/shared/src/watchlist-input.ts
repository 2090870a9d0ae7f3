import { z } from 'zod';
import { queryInteger } from './pagination.ts';
import { plainText } from './text.ts';
import { WATCHLIST_DEFAULT_LIMIT, WATCHLIST_MAX_LIMIT } from './watchlist.ts';

/** The watchlist calls' path and query, apart from the answers every signed-in card's heart loads (decision 0062). */

/** PUT and DELETE /watchlist/{productId}: a malformed id answers 404 like an unknown one. */
export const watchlistParamsSchema = z.strictObject({ productId: plainText().max(100).describe('UUID') });

/** GET /watchlist: newest watched first; `after` is the _id of the last guitar already shown (keyset). */
export const watchlistQuerySchema = z.strictObject({
  limit: queryInteger({ min: 1, max: WATCHLIST_MAX_LIMIT, default: WATCHLIST_DEFAULT_LIMIT }),
  after: z.uuid({ message: 'after must be the _id of the last guitar of the previous page.' }).optional(),
});
export type WatchlistQuery = z.infer<typeof watchlistQuerySchema>;

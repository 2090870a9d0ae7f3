import type { SellerRating } from '@restrung/shared/seller-rating';
import type { ReadCaches, Tag } from '../../lib/read-cache.ts';

type Ratings = (sellerIds: readonly string[]) => Promise<Map<string, SellerRating>>;

/**
 * What a value showing these sellers' ratings is kept with: a review of one of them changes their seller_ratings row
 * (a first review inserts it: the same tag), and a review of anyone else leaves the value as it was.
 */
export const ratingTags = (sellerIds: readonly (string | null | undefined)[]): Tag<'seller_ratings'>[] => [
  ...new Set(sellerIds.flatMap((id) => (id ? [`seller_ratings:${id}` as const] : []))),
];

/** Sets of sellers whose ratings are kept at once (one per page of listings read). */
const MAX_SELLER_SETS = 5_000;

/**
 * Seller ratings for a page of cards through the read caches (decision 0032), kept per set of sellers until a
 * review of one of them changes their seller_ratings row (a first review inserts it: the same tag).
 */
export function cachedRatings(ratingsFor: Ratings, caches: ReadCaches): Ratings {
  const cache = caches.create<Map<string, SellerRating>, 'seller_ratings'>({
    maxSize: MAX_SELLER_SETS,
    readsFrom: ['seller_ratings'],
  });
  return async (sellerIds) => {
    const ids = [...new Set(sellerIds)].sort();
    if (ids.length === 0) return new Map();
    return (await cache.read(
      ids.join(','),
      () => ratingsFor(ids),
      () => ratingTags(ids),
    ))!;
  };
}

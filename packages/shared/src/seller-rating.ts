import { z } from 'zod';

/**
 * A seller's rating as product cards, product pages and seller pages carry it. Its own module, apart from the review
 * schemas (`review.ts`), so that a page listing guitars does not build the review forms' rules (decision 0062).
 */
/** A seller's rating: the average of their reviews (one decimal) and how many there are. */
export const sellerRatingSchema = z.object({ average: z.number(), count: z.number().int() });
export type SellerRating = z.infer<typeof sellerRatingSchema>;

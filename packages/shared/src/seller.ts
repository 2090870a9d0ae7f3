import { z } from 'zod';
import { sellerRatingSchema } from './seller-rating.ts';

/** GET /sellers/{id}: a seller's public page (issue 12). */
export const sellerProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Profile photo URL, or null for the placeholder. */
  img: z.string().nullable(),
  verified: z.boolean(),
  /** Medium date of sign-up in UTC, e.g. 'Jan 5, 2023'. */
  memberSince: z.string(),
  /** Orders of this seller's guitars that were paid. */
  completedSales: z.number().int(),
  /** Average stars and number of reviews (issue 14); left out while there are none. */
  rating: sellerRatingSchema.optional(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export { SELLER_PAGE_SIZE } from './constants.ts';

export const SELLER_TEXTS = {
  notFound: 'No such seller.',
  memberSince: (date: string) => `Member since ${date}`,
  sales: (n: number) => `${n} completed ${n === 1 ? 'sale' : 'sales'}`,
  listingsTitle: 'Guitars for sale',
  noListings: 'This seller has no guitars for sale right now.',
  loadMore: 'Load more',
  notPublic: 'This page is not public yet: buyers will see it once an admin has verified the account.',
} as const;

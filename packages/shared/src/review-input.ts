import { z } from 'zod';
import { queryInteger } from './pagination.ts';
import { MY_REVIEWS_MAX_ORDERS, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, reviewText } from './review.ts';
import { plainText } from './text.ts';

/**
 * What callers send about reviews: the review form's body, the path and the queries. Apart from the texts, the
 * answers and the seller's answer and admin's removal forms (`review.ts`), which the seller reviews section draws
 * and every signed-in page loads (decision 0062).
 */

export const starRatingSchema = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int({ error: REVIEW_MESSAGES.ratingRequired })
  .min(1, { error: REVIEW_MESSAGES.ratingRequired })
  .max(5, { error: REVIEW_MESSAGES.ratingRequired });

/** POST /myorders/{id}/review and PUT /reviews/{id}: the form and the route share it. Plain text, line breaks kept. */
export const reviewInputSchema = z.strictObject({
  rating: starRatingSchema,
  text: reviewText(REVIEW_MESSAGES.textRequired, REVIEW_LIMITS.textMax).pipe(
    z.string().min(REVIEW_LIMITS.textMin, REVIEW_MESSAGES.textTooShort),
  ),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewIdParamsSchema = z.object({ id: plainText().max(100).describe('UUID') });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /myreviews?orders=<id>,<id>: the caller's reviews of these orders (one query per My Orders page). */
export const myReviewsQuerySchema = z.strictObject({
  orders: plainText()
    .refine((value) => {
      const ids = value === '' ? [] : value.split(',');
      return ids.length <= MY_REVIEWS_MAX_ORDERS && ids.every((id) => UUID.test(id));
    }, REVIEW_MESSAGES.ordersInvalid)
    .transform((value) => (value === '' ? [] : value.split(','))),
});

/** GET /sellers/{id}/reviews: newest first; `after` is the _id of the last review shown (keyset). */
export const sellerReviewsQuerySchema = z.strictObject({
  limit: queryInteger({ min: 1, max: 50, default: REVIEWS_PAGE_SIZE }),
  after: z.uuid({ message: 'after must be the _id of the last review of the previous page.' }).optional(),
});

import { z } from 'zod';
import { plainText } from './text.ts';

/**
 * Reviews after a sale (issue 14): the buyer of a Paid order rates its seller 1 to 5 stars with a text, once per
 * order, editable for REVIEW_EDIT_DAYS from posting; the seller may answer once; admins may remove an abusive one.
 */

export const REVIEW_LIMITS = { textMin: 10, textMax: 1000, answerMax: 1000, reasonMax: 300 } as const;
/** Judged by the database clock, from the time the review was first posted (an edit does not extend it). */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEWS_PAGE_SIZE = 10;
/** GET /myreviews?orders=: at most this many order ids at once (one My Orders page). */
export const MY_REVIEWS_MAX_ORDERS = 100;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  textRequired: 'Please write a few words about the seller.',
  textTooShort: `Please write at least ${REVIEW_LIMITS.textMin} characters.`,
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  answerRequired: 'Please write your answer.',
  reasonRequired: 'Please give the reason for removing this review.',
  noSuchOrder: 'No such order.',
  notYourOrder: 'You can review only your own orders.',
  notPaid: 'You can review an order once it is paid.',
  sellerGone: 'The seller of this order no longer has an account, so it cannot be reviewed.',
  alreadyReviewed: 'You have already reviewed this order. Edit your review instead.',
  noSuchReview: 'No such review.',
  notYourReview: 'You can edit only your own review.',
  editWindowOver: (postedOn: string) =>
    `A review can be edited for ${REVIEW_EDIT_DAYS} days after posting; this one was posted on ${postedOn}.`,
  notYourSale: 'Only the seller who was reviewed can answer this review.',
  alreadyAnswered: 'You have already answered this review.',
  ordersInvalid: `orders must be a comma-separated list of at most ${MY_REVIEWS_MAX_ORDERS} order _ids.`,
} as const;

/** A required plain text of at most `max` characters, line breaks kept: a review's, an answer's, a reason's. */
export const reviewText = (required: string, max: number) =>
  plainText({ multiline: true, error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, REVIEW_MESSAGES.tooLong(max));

/** POST /reviews/{id}/answer: the seller's one answer. */
export const reviewAnswerSchema = z.strictObject({
  text: reviewText(REVIEW_MESSAGES.answerRequired, REVIEW_LIMITS.answerMax),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** POST /reviews/{id}/remove (admins): why, kept in the audit log. */
export const reviewRemovalSchema = z.strictObject({
  reason: reviewText(REVIEW_MESSAGES.reasonRequired, REVIEW_LIMITS.reasonMax),
});
export type ReviewRemoval = z.infer<typeof reviewRemovalSchema>;

/** A review as its seller's page shows it. Dates are ISO 8601, UTC. */
export const reviewSchema = z.object({
  _id: z.string(),
  sellerId: z.string(),
  buyerName: z.string(),
  productName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** When its author last changed it; null when never edited. */
  editedAt: z.string().nullable(),
  answer: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** A buyer's own review, as My Orders and the review form read it. */
export const ownReviewSchema = reviewSchema.extend({
  orderId: z.string(),
  /** Until when its author may still edit it (ISO 8601): posting time + REVIEW_EDIT_DAYS. */
  editableUntil: z.string(),
  editable: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewListSchema = z.array(ownReviewSchema);

export const reviewCreatedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export const reviewChangedSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });

export { formatAverage, REVIEW_TEXTS } from './review-texts.ts';

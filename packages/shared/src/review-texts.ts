import type { SellerRating } from './seller-rating.ts';

/**
 * What cards and pages say about reviews, apart from the review schemas (`review.ts`, with zod): a product card's
 * rating badge is part of the first paint, zod is not.
 */

/** "4.6": one decimal, as cards and pages show it. */
export const formatAverage = (average: number): string => average.toFixed(1);

export const REVIEW_TEXTS = {
  ratingShort: (r: SellerRating) => `${formatAverage(r.average)} ★ (${r.count})`,
  ratingLabel: (r: SellerRating) =>
    `Rated ${formatAverage(r.average)} out of 5 from ${r.count} ${r.count === 1 ? 'review' : 'reviews'}`,
  starLabel: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  noReviews: 'No reviews yet',
  reviewsTitle: 'Reviews',
  writeReview: 'Write a review',
  editReview: 'Edit review',
  answer: 'Answer',
  sellerAnswer: "Seller's answer",
  remove: 'Remove review',
  edited: 'edited',
  created: 'Thank you: your review is posted.',
  updated: 'Your review is updated.',
  answered: 'Your answer is posted.',
  removed: 'The review was removed.',
} as const;

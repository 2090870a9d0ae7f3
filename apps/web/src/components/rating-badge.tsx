import type { SellerRating } from '@restrung/shared/seller-rating';
import { REVIEW_TEXTS } from '@restrung/shared/review-texts';

/** "4.6 ★ (12)" for the eye, "Rated 4.6 out of 5 from 12 reviews" for screen readers. */
export function RatingBadge({ rating, className = '' }: { rating: SellerRating; className?: string }) {
  return (
    <span className={`inline-flex items-center font-semibold text-base-content ${className}`}>
      <span aria-hidden="true">{REVIEW_TEXTS.ratingShort(rating)}</span>
      <span className="sr-only">{REVIEW_TEXTS.ratingLabel(rating)}</span>
    </span>
  );
}

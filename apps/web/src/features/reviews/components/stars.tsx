import { REVIEW_TEXTS } from '@restrung/shared/review';

/** A review's stars, read out as "4 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-warning">
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
      <span className="sr-only">{REVIEW_TEXTS.starLabel(rating)}</span>
    </span>
  );
}

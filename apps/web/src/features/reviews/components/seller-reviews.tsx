import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import {
  REVIEW_LIMITS,
  REVIEW_TEXTS,
  reviewAnswerSchema,
  reviewRemovalSchema,
  type Review,
} from '@restrung/shared/review';
import { ListSection } from '../../../components/list-section.tsx';
import { useSession } from '../../auth/api.ts';
import { useAnswerReview, useRemoveReview, useSellerReviews } from '../api.ts';
import { ShortTextForm } from '../../../components/short-text-form.tsx';
import { Stars } from './stars.tsx';
import { onFirstUse } from '@restrung/shared/on-first-use';

const mediumDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));
const answerText = reviewAnswerSchema.shape.text;
const reasonText = reviewRemovalSchema.shape.reason;

/**
 * The seller page's reviews, newest first with "Load more". The reviewed seller answers here (once per review);
 * admins remove an abusive review here, with a reason that goes to the audit log.
 */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const reviews = useSellerReviews(sellerId);
  const { user } = useSession();
  const rows = reviews.rows ?? [];
  return (
    <section aria-labelledby="seller-reviews" className="mt-10">
      <h2 id="seller-reviews" className="mb-5 text-2xl font-bold">
        {REVIEW_TEXTS.reviewsTitle}
      </h2>
      <ListSection
        query={reviews}
        what="the reviews"
        loadingLabel="Loading reviews"
        isEmpty={rows.length === 0}
        empty={
          <p className="rounded-box bg-base-200 p-8 text-center text-lg font-semibold">{REVIEW_TEXTS.noReviews}</p>
        }
        loadMoreLabel="Load more reviews"
      >
        <ul className="flex flex-col gap-4">
          {rows.map((review) => (
            <li key={review._id}>
              <ReviewItem
                review={review}
                canAnswer={user?.id === sellerId && review.answer === null}
                canRemove={user?.role === 'admin'}
              />
            </li>
          ))}
        </ul>
      </ListSection>
    </section>
  );
}

function ReviewItem({ review, canAnswer, canRemove }: { review: Review; canAnswer: boolean; canRemove: boolean }) {
  const [open, setOpen] = useState<'answer' | 'remove' | null>(null);
  const answer = useAnswerReview();
  const remove = useRemoveReview();
  return (
    <article
      className="rounded-box border border-base-300 bg-base-100 p-4"
      aria-label={`Review by ${review.buyerName}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold">{review.buyerName}</span>
        <span className="text-sm text-base-content/70">
          {mediumDate().format(new Date(review.createdAt))}
          {review.editedAt && ` (${REVIEW_TEXTS.edited})`}
        </span>
      </div>
      <p className="text-sm text-base-content/70">Bought {review.productName}</p>
      <p className="mt-2 whitespace-pre-line wrap-anywhere">{review.text}</p>
      {review.answer && (
        <div className="mt-3 border-l-4 border-base-300 pl-3">
          <p className="text-sm font-semibold">{REVIEW_TEXTS.sellerAnswer}</p>
          <p className="whitespace-pre-line wrap-anywhere">{review.answer.text}</p>
        </div>
      )}
      {open === 'answer' ? (
        <ShortTextForm
          label="Your answer"
          submitLabel="Post answer"
          busyLabel="Posting…"
          maxLength={REVIEW_LIMITS.answerMax}
          schema={answerText}
          onCancel={() => setOpen(null)}
          onSubmit={async (text) => {
            await answer.mutateAsync({ id: review._id, text });
            toast.success(REVIEW_TEXTS.answered);
            setOpen(null);
          }}
        />
      ) : open === 'remove' ? (
        <ShortTextForm
          label="Reason for removing (kept in the audit log)"
          submitLabel={REVIEW_TEXTS.remove}
          busyLabel="Removing…"
          maxLength={REVIEW_LIMITS.reasonMax}
          schema={reasonText}
          danger
          onCancel={() => setOpen(null)}
          onSubmit={async (reason) => {
            await remove.mutateAsync({ id: review._id, reason });
            toast.success(REVIEW_TEXTS.removed);
          }}
        />
      ) : (
        (canAnswer || canRemove) && (
          <div className="mt-3 flex gap-2">
            {canAnswer && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen('answer')}>
                {REVIEW_TEXTS.answer}
              </button>
            )}
            {canRemove && (
              <button type="button" className="btn btn-outline btn-error btn-sm" onClick={() => setOpen('remove')}>
                {REVIEW_TEXTS.remove}
              </button>
            )}
          </div>
        )
      )}
    </article>
  );
}

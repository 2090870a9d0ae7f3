import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES, REVIEW_TEXTS } from '@restrung/shared/review';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useOrder } from '../../bookings/api.ts';
import { useMyOrderReviews, useSaveReview } from '../api.ts';
import { ReviewForm } from '../components/review-form.tsx';
import { Stars } from '../components/stars.tsx';
import { onFirstUse } from '@restrung/shared/on-first-use';

const MY_ORDERS = '/dashboard/myorders';
const mediumDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));

/** /dashboard/myorders/:id/review: the buyer writes the review of a paid order, or edits it within 30 days. */
export function ReviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(id);
  const mine = useMyOrderReviews([id]);
  const save = useSaveReview();

  if (order.error || mine.error) {
    return (
      <QueryError
        what="this order"
        error={(order.error ?? mine.error)!}
        onRetry={() => void Promise.all([order.refetch(), mine.refetch()])}
        retrying={order.isFetching || mine.isFetching}
        action={
          <Link to={MY_ORDERS} className="btn btn-ghost">
            Back to My Orders
          </Link>
        }
      />
    );
  }
  if (!order.data || !mine.data) return <Spinner label="Loading the order" />;

  const review = mine.data[0];
  const heading = review ? REVIEW_TEXTS.editReview : REVIEW_TEXTS.writeReview;
  const body = (() => {
    if (order.data.status !== 'Paid') return <p role="note">{REVIEW_MESSAGES.notPaid}</p>;
    if (review && !review.editable)
      return (
        <div className="flex flex-col gap-2">
          <p role="note">
            {`A review can be edited for ${REVIEW_EDIT_DAYS} days after posting; yours was posted on ${mediumDate().format(new Date(review.createdAt))}.`}
          </p>
          <Stars rating={review.rating} />
          <p className="whitespace-pre-line">{review.text}</p>
        </div>
      );
    return (
      <ReviewForm
        initial={review ? { rating: review.rating, text: review.text } : undefined}
        submitLabel={review ? 'Save changes' : 'Post review'}
        onSubmit={async (input) => {
          await save.mutateAsync({ orderId: id, reviewId: review?._id, input });
          toast.success(review ? REVIEW_TEXTS.updated : REVIEW_TEXTS.created);
          await navigate(MY_ORDERS);
        }}
      />
    );
  })();

  return (
    <section aria-labelledby="review-heading" className="flex max-w-2xl flex-col gap-4">
      <h1 id="review-heading" className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h1>
      <p className="text-base-content/80">
        {order.data.productName} from <span className="font-semibold">{order.data.sellerName}</span>
      </p>
      {review?.editable && (
        <p className="text-sm text-base-content/70">
          {`You can edit it until ${mediumDate().format(new Date(review.editableUntil))}.`}
        </p>
      )}
      {body}
      <Link to={MY_ORDERS} className="link self-start">
        Back to My Orders
      </Link>
    </section>
  );
}

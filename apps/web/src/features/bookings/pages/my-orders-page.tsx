import { useRef } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { MESSAGES } from '@restrung/shared/messages';
import type { Booking } from '@restrung/shared/booking';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { formatPrice } from '@restrung/shared/format-number';
import { ListSection } from '../../../components/list-section.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PATHS } from '../../../components/site-links.ts';
import { TimeLeft } from '../../../components/time-left.tsx';
import { useSession } from '../../auth/api.ts';
import { useDeleteOrder, useMyOrders } from '../api.ts';
import { useMyOrderReviews } from '../../reviews/api.ts';
import { REVIEW_TEXTS } from '@restrung/shared/review';
import { imageVariant } from '@restrung/shared/media';
import { toastFailure } from '../../../lib/failure.ts';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { QueryError } from '../../../components/query-error.tsx';

/** SPEC.md fixes no text for this confirmation; this one is ours. */
export const CONFIRM_DELETE_ORDER = 'Are you sure you want to delete this order?';
const DELETE_FAILED = 'The order could not be deleted. Please try again.';
const PAID_KEPT = 'A paid order is your record of the purchase and is kept.';

/** My Orders (buyers): index, photo, product name and price; Pay Now until paid, then the status; delete. */
export function MyOrdersPage() {
  const { user } = useSession();
  const orders = useMyOrders(user?.email);
  const remove = useDeleteOrder();
  const confirm = useConfirm();

  async function deleteOrder(order: Booking) {
    if (!(await confirm(CONFIRM_DELETE_ORDER, { confirmLabel: 'Delete', danger: true }))) return;
    try {
      // The server puts the guitar back to Available in the same step (SPEC.md: "the product is first set back").
      await remove.mutateAsync(order._id);
      toast.success(MESSAGES.toastOrderDeleted);
    } catch (error) {
      toastFailure(error, DELETE_FAILED);
    }
  }

  const list = orders.rows ?? [];
  const paidIds = list.filter((order) => order.status === 'Paid').map((order) => order._id);
  const reviews = useMyOrderReviews(paidIds);
  const reviewOf = (orderId: string) => reviews.data?.find((review) => review.orderId === orderId);
  const table = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(table, heading, list);

  return (
    <section aria-labelledby="my-orders-heading" className="flex flex-col gap-6">
      <h1 id="my-orders-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold sm:text-3xl">
        My Orders
      </h1>
      <ListSection
        query={orders}
        what="your orders"
        loadingLabel="Loading your orders"
        isEmpty={list.length === 0}
        empty={
          <EmptyState action={{ label: 'Browse guitars', to: PATHS.products }} className="text-xl font-semibold">
            {MESSAGES.noOrders}
          </EmptyState>
        }
        loadMoreLabel="Show more orders"
      >
        <div ref={table} className="rounded-box border border-base-300 bg-base-100">
          {/* Fixed layout on phones: the name wraps and the price moves under it, so nothing runs off the screen. */}
          <table className="table table-fixed sm:table-auto">
            <thead>
              <tr>
                <th scope="col" className="w-8 px-2 sm:w-12 sm:px-4">
                  #
                </th>
                <th scope="col" className="w-16 px-2 sm:w-24 sm:px-4">
                  Photo
                </th>
                <th scope="col" className="px-2 sm:px-4">
                  Product
                </th>
                <th scope="col" className="hidden sm:table-cell">
                  Price
                </th>
                <th scope="col" className="w-24 px-2 sm:w-32 sm:px-4">
                  Payment
                </th>
                <th scope="col" className="w-12 px-2 sm:w-20 sm:px-4">
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((order, index) => {
                const deleting = remove.isPending && remove.variables === order._id;
                const paid = order.status === 'Paid';
                return (
                  <tr key={order._id}>
                    <th scope="row" className="px-2 sm:px-4">
                      {index + 1}
                    </th>
                    <td className="px-2 sm:px-4">
                      <img
                        src={imageVariant(order.productPhoto, 160)}
                        alt={order.productName}
                        loading="lazy"
                        className="size-12 rounded-field object-cover sm:size-16"
                      />
                    </td>
                    <td className="px-2 wrap-anywhere sm:px-4">
                      <span className="font-semibold">{order.productName}</span>
                      <span className="block text-sm text-base-content/80 sm:hidden">{formatPrice(order.price)}</span>
                    </td>
                    <td className="hidden sm:table-cell">{formatPrice(order.price)}</td>
                    <td className="px-2 sm:px-4">
                      {paid ? (
                        <span className="badge badge-success badge-soft font-semibold">{order.status}</span>
                      ) : (
                        <Link
                          to={`/dashboard/payment/${order._id}`}
                          className="btn btn-primary btn-sm"
                          aria-label={`Pay Now for ${order.productName}`}
                        >
                          Pay Now
                        </Link>
                      )}
                      {paid && reviews.data && (
                        <ReviewLink orderId={order._id} productName={order.productName} review={reviewOf(order._id)} />
                      )}
                      {paid && reviews.isPending && <ReviewLinkPlaceholder />}
                      {!paid && order.holdExpiresAt && (
                        <span className="mt-1 block text-xs text-base-content/70">
                          <TimeLeft until={order.holdExpiresAt} />
                        </span>
                      )}
                    </td>
                    <td className="px-2 sm:px-4">
                      <PendingButton
                        className="btn btn-square btn-ghost btn-sm text-error disabled:text-base-content/30"
                        aria-label={`Delete order for ${order.productName}`}
                        title={paid ? PAID_KEPT : 'Delete order'}
                        disabled={paid}
                        pending={deleting}
                        icon={<TrashIcon />}
                        onClick={() => void deleteOrder(order)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {/* Without the reviews the paid orders have no review link: say why rather than leave them bare. */}
        {reviews.isError && (
          <QueryError
            what="your reviews"
            error={reviews.error}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
          />
        )}
        {list.some((order) => order.status === 'Paid') && <p className="text-sm text-base-content/70">{PAID_KEPT}</p>}
      </ListSection>
    </section>
  );
}

/** "Write a review" on a paid order, "Edit review" within the edit window, nothing after it. */
function ReviewLink(props: { orderId: string; productName: string; review?: { editable: boolean } }) {
  if (props.review && !props.review.editable) return null;
  const label = props.review ? REVIEW_TEXTS.editReview : REVIEW_TEXTS.writeReview;
  return (
    <Link
      to={`/dashboard/myorders/${props.orderId}/review`}
      className="link mt-1 block text-sm"
      aria-label={`${label} for ${props.productName}`}
    >
      {label}
    </Link>
  );
}

/**
 * The line the review link will take, held while the reviews load: the cell is centred in its row, so the badge
 * above moved up half a line when the link came.
 */
function ReviewLinkPlaceholder() {
  return (
    <span aria-hidden="true" className="invisible mt-1 block text-sm">
      {REVIEW_TEXTS.writeReview}
    </span>
  );
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

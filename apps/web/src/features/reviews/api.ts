import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ownReviewListSchema,
  reviewChangedSchema,
  reviewCreatedSchema,
  reviewListSchema,
  REVIEWS_PAGE_SIZE,
} from '@restrung/shared/review';
import type { ReviewInput } from '@restrung/shared/review-input';
import { api } from '../../lib/api-client.ts';
import { keysetParams, useKeysetList } from '../../lib/keyset-list.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  seller: (sellerId: string) => ['reviews', 'seller', sellerId] as const,
  mine: (orderIds: readonly string[]) => ['reviews', 'mine', ...orderIds] as const,
};

/**
 * A review changes its seller's rating, which cards, the product page and the seller page show (keys starting
 * with 'products' and 'sellers'), so those are read again with the reviews. Not awaited: the form closes at once
 * and the lists catch up.
 */
function useInvalidateAfterReview() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewKeys.all }),
      client.invalidateQueries({ queryKey: ['products'] }),
      client.invalidateQueries({ queryKey: ['sellers'] }),
    ]);
}

/** A seller's reviews with their answers, newest first, page by page (GET /sellers/{id}/reviews). */
export function useSellerReviews(sellerId: string) {
  return useKeysetList({
    queryKey: reviewKeys.seller(sellerId),
    limit: REVIEWS_PAGE_SIZE,
    fetchPage: ({ signal, ...page }) =>
      api(`/sellers/${encodeURIComponent(sellerId)}/reviews?${keysetParams(page)}`, {
        schema: reviewListSchema,
        signal,
      }),
  });
}

/** The buyer's own reviews of these orders (one call for a page of My Orders). */
export function useMyOrderReviews(orderIds: readonly string[]) {
  return useQuery({
    queryKey: reviewKeys.mine(orderIds),
    queryFn: ({ signal }) =>
      api(`/myreviews?orders=${orderIds.map(encodeURIComponent).join(',')}`, { schema: ownReviewListSchema, signal }),
    enabled: orderIds.length > 0,
  });
}

/** Posts the review of an order, or changes the buyer's existing one (`reviewId`). */
export function useSaveReview() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: ({
      orderId,
      reviewId,
      input,
    }: {
      orderId: string;
      reviewId?: string;
      input: ReviewInput;
    }): Promise<unknown> =>
      reviewId
        ? api(`/reviews/${encodeURIComponent(reviewId)}`, { method: 'PUT', body: input, schema: reviewChangedSchema })
        : api(`/myorders/${encodeURIComponent(orderId)}/review`, {
            method: 'POST',
            body: input,
            schema: reviewCreatedSchema,
          }),
    onSettled: () => void invalidate(),
  });
}

export function useAnswerReview() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api(`/reviews/${encodeURIComponent(id)}/answer`, { method: 'POST', body: { text }, schema: reviewChangedSchema }),
    onSettled: () => void invalidate(),
  });
}

export function useRemoveReview() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(`/reviews/${encodeURIComponent(id)}/remove`, {
        method: 'POST',
        body: { reason },
        schema: reviewChangedSchema,
      }),
    onSettled: () => void invalidate(),
  });
}

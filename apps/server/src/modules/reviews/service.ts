import { formatPostedOnline, isUuid } from '@restrung/shared/product';
import { REVIEW_MESSAGES, type OwnReview, type Review } from '@restrung/shared/review';
import type { ReviewInput } from '@restrung/shared/review-input';
import type { SellerRating } from '@restrung/shared/seller-rating';
import type { SessionUser } from '@restrung/shared/user';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { actorOf } from '../audit-log/repository.ts';
import type { OwnReviewRow, ReviewRow, ReviewsRepository } from './repository.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  sellerId: row.sellerId,
  buyerName: row.buyerName,
  productName: row.productName,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  editedAt: iso(row.editedAt),
  answer: row.answer === null ? null : { text: row.answer, createdAt: iso(row.answeredAt) ?? '' },
});

const toOwnReview = (row: OwnReviewRow): OwnReview => ({
  ...toReview(row),
  orderId: row.orderId,
  editableUntil: row.editableUntil.toISOString(),
  // A removed review stays on the order (it cannot be reviewed again) but can no longer be changed.
  editable: row.editable && row.removedAt === null,
});

/**
 * Reviews after a sale (docs/decisions/0024). Who may do what is decided here; the repository makes each change,
 * its seller's totals, notification and audit entry in one transaction.
 */
export function reviewsService(
  reviews: ReviewsRepository,
  /** The seller page's visibility rule (decision 0019): throws 404 for a seller whose page the caller may not see. */
  assertSellerVisible: (sellerId: string, caller: SessionUser) => Promise<unknown>,
) {
  return {
    async create(orderId: string, input: ReviewInput, buyer: SessionUser): Promise<string> {
      const order = isUuid(orderId) ? await reviews.findOrder(orderId) : undefined;
      if (!order) throw notFound(REVIEW_MESSAGES.noSuchOrder);
      if (order.buyerId !== buyer.id) throw forbidden(REVIEW_MESSAGES.notYourOrder);
      if (order.status !== 'Paid') throw conflict(REVIEW_MESSAGES.notPaid);
      if (!order.sellerId) throw conflict(REVIEW_MESSAGES.sellerGone);
      const result = await reviews.create({
        orderId: order.id,
        sellerId: order.sellerId,
        buyerId: buyer.id,
        buyerName: order.buyersName,
        productId: order.productId,
        productName: order.productName,
        rating: input.rating,
        text: input.text,
      });
      if (result.outcome === 'duplicate') throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      return result.id;
    },

    async edit(id: string, input: ReviewInput, author: SessionUser): Promise<void> {
      const result = isUuid(id) ? await reviews.edit(id, author.id, input) : { outcome: 'missing' as const };
      if (result.outcome === 'missing') throw notFound(REVIEW_MESSAGES.noSuchReview);
      if (result.outcome === 'not_author') throw forbidden(REVIEW_MESSAGES.notYourReview);
      if (result.outcome === 'expired')
        throw forbidden(REVIEW_MESSAGES.editWindowOver(formatPostedOnline(result.createdAt)));
    },

    async answer(id: string, text: string, seller: SessionUser): Promise<void> {
      const result = isUuid(id) ? await reviews.answer(id, seller.id, text) : 'missing';
      if (result === 'missing') throw notFound(REVIEW_MESSAGES.noSuchReview);
      if (result === 'not_seller') throw forbidden(REVIEW_MESSAGES.notYourSale);
      if (result === 'already_answered') throw conflict(REVIEW_MESSAGES.alreadyAnswered);
    },

    async remove(id: string, reason: string, admin: SessionUser): Promise<void> {
      const removed = isUuid(id) && (await reviews.remove(id, actorOf(admin), reason));
      if (!removed) throw notFound(REVIEW_MESSAGES.noSuchReview);
    },

    async listForSeller(
      sellerId: string,
      caller: SessionUser,
      page: { limit: number; after?: string },
    ): Promise<Review[]> {
      await assertSellerVisible(sellerId, caller);
      return (await reviews.listBySeller(sellerId, page)).map(toReview);
    },

    listOwn: async (buyer: SessionUser, orderIds: string[]): Promise<OwnReview[]> =>
      (await reviews.listOwn(buyer.id, orderIds)).map(toOwnReview),

    ratingsFor: (sellerIds: readonly string[]): Promise<Map<string, SellerRating>> => reviews.ratingsFor(sellerIds),
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;

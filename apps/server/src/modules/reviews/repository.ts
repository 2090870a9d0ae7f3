import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REVIEW_EDIT_DAYS } from '@restrung/shared/review';
import type { SellerRating } from '@restrung/shared/seller-rating';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, reviews, sellerRatings } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { auditLogRepository, type AuditActor } from '../audit-log/repository.ts';
import { notify } from '../notifications/repository.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type OwnReviewRow = ReviewRow & { editableUntil: Date; editable: boolean };

/** The edit window, on the database clock: the review's posting time + REVIEW_EDIT_DAYS. */
const editableUntil = sql<Date>`${reviews.createdAt} + make_interval(days => ${REVIEW_EDIT_DAYS})`;
const editable = sql<boolean>`now() < ${reviews.createdAt} + make_interval(days => ${REVIEW_EDIT_DAYS})`;

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const toOwn = (row: { review: ReviewRow; editableUntil: Date | string; editable: boolean }): OwnReviewRow => ({
  ...row.review,
  editableUntil: toDate(row.editableUntil),
  editable: row.editable,
});

/** Counts a new review in its seller's totals, in the review's transaction (the first one makes the row). */
async function countNewReview(tx: Tx, sellerId: string, stars: number): Promise<void> {
  await tx
    .insert(sellerRatings)
    .values({ sellerId, reviewCount: 1, ratingSum: stars })
    .onConflictDoUpdate({
      target: sellerRatings.sellerId,
      set: {
        reviewCount: sql`${sellerRatings.reviewCount} + 1`,
        ratingSum: sql`${sellerRatings.ratingSum} + ${stars}`,
      },
    });
}

/** Changes a seller's existing totals (an edit or a removal), in the review's transaction. */
async function changeTotals(tx: Tx, sellerId: string, count: number, stars: number): Promise<void> {
  await tx
    .update(sellerRatings)
    .set({
      reviewCount: sql`${sellerRatings.reviewCount} + ${count}`,
      ratingSum: sql`${sellerRatings.ratingSum} + ${stars}`,
    })
    .where(eq(sellerRatings.sellerId, sellerId));
}

export type CreateResult = { outcome: 'created'; id: string } | { outcome: 'duplicate' };
export type EditResult = { outcome: 'edited' } | { outcome: 'missing' } | { outcome: 'not_author' } | ExpiredResult;
type ExpiredResult = { outcome: 'expired'; createdAt: Date };
export type AnswerResult = 'answered' | 'missing' | 'not_seller' | 'already_answered';

/** Reviews and each seller's totals; the only SQL about them. */
/** A seller's rating from their seller_ratings row: the average to one decimal place. */
export const toSellerRating = (reviewCount: number, ratingSum: number): SellerRating => ({
  average: Math.round((ratingSum / reviewCount) * 10) / 10,
  count: reviewCount,
});

export function reviewsRepository(db: Db) {
  // Read for every page of listings: prepared once (see products/repository.ts).
  const ratingsOf = db
    .select()
    .from(sellerRatings)
    .where(
      and(
        sql`${sellerRatings.sellerId} = any(${sql.placeholder('ids')}::uuid[])`,
        sql`${sellerRatings.reviewCount} > 0`,
      ),
    )
    .prepare('seller_ratings_of');
  return {
    findOrder: async (id: string) =>
      (
        await db
          .select({
            id: bookings.id,
            buyerId: bookings.buyerId,
            sellerId: bookings.sellerId,
            status: bookings.status,
            productId: bookings.productId,
            productName: bookings.productName,
            buyersName: bookings.buyersName,
          })
          .from(bookings)
          .where(eq(bookings.id, id))
      )[0],

    /**
     * The review, the seller's totals and the seller's notification in one transaction. The unique index on
     * order_id is the arbiter when the same order is reviewed twice at once: the second insert does nothing.
     */
    create: (input: {
      orderId: string;
      sellerId: string;
      buyerId: string;
      buyerName: string;
      productId: string | null;
      productName: string;
      rating: number;
      text: string;
    }): Promise<CreateResult> =>
      db.transaction(async (tx) => {
        const id = newId();
        const inserted = await tx
          .insert(reviews)
          .values({
            id,
            orderId: input.orderId,
            sellerId: input.sellerId,
            buyerId: input.buyerId,
            buyerName: input.buyerName,
            productName: input.productName,
            rating: input.rating,
            text: input.text,
          })
          .onConflictDoNothing({ target: reviews.orderId })
          .returning({ id: reviews.id });
        if (inserted.length === 0) return { outcome: 'duplicate' };
        await countNewReview(tx, input.sellerId, input.rating);
        await notify(tx, {
          userId: input.sellerId,
          kind: 'review_received',
          productId: input.productId,
          productName: input.productName,
          bookingId: input.orderId,
          details: { buyerName: input.buyerName, rating: input.rating, sellerId: input.sellerId },
        });
        return { outcome: 'created', id };
      }),

    /** The author's change, on the locked row, while the database clock is inside the edit window. */
    edit: (id: string, authorId: string, input: { rating: number; text: string }): Promise<EditResult> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ review: reviews, editable })
          .from(reviews)
          .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
          .for('update');
        if (!row) return { outcome: 'missing' };
        if (row.review.buyerId !== authorId) return { outcome: 'not_author' };
        if (!row.editable) return { outcome: 'expired', createdAt: row.review.createdAt };
        await tx
          .update(reviews)
          .set({ rating: input.rating, text: input.text, editedAt: sql`now()` })
          .where(eq(reviews.id, id));
        await changeTotals(tx, row.review.sellerId, 0, input.rating - row.review.rating);
        return { outcome: 'edited' };
      }),

    /** The seller's one answer: the conditional UPDATE lets only the first of two answers through. */
    answer: (id: string, sellerId: string, text: string): Promise<AnswerResult> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reviews)
          .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
          .for('update');
        if (!row) return 'missing';
        if (row.sellerId !== sellerId) return 'not_seller';
        if (row.answer !== null) return 'already_answered';
        await tx.update(reviews).set({ answer: text, answeredAt: sql`now()` }).where(eq(reviews.id, id));
        return 'answered';
      }),

    /** An admin's removal: hidden, taken out of the seller's totals and written to the audit log, together. */
    remove: (id: string, admin: AuditActor, reason: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reviews)
          .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
          .for('update');
        if (!row) return false;
        await tx.update(reviews).set({ removedAt: sql`now()` }).where(eq(reviews.id, id));
        await changeTotals(tx, row.sellerId, -1, -row.rating);
        await auditLogRepository(tx).record(admin, {
          action: 'review.removed',
          target: { type: 'review', id: row.id, name: `Review of ${row.productName} by ${row.buyerName}` },
          details: {
            reason,
            rating: row.rating,
            text: row.text,
            buyerName: row.buyerName,
            sellerId: row.sellerId,
            orderId: row.orderId,
          },
        });
        return true;
      }),

    /** A seller's reviews, newest first (reviews_seller_created_idx); `after` is the last review's id. */
    listBySeller: (sellerId: string, { limit, after }: { limit: number; after?: string }): Promise<ReviewRow[]> =>
      db
        .select()
        .from(reviews)
        .where(
          and(
            eq(reviews.sellerId, sellerId),
            isNull(reviews.removedAt),
            after
              ? sql`(${reviews.createdAt}, ${reviews.id}) < (select c.created_at, c.id from reviews as c where c.id = ${after})`
              : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit),

    /** The caller's reviews of these orders (removed ones too: the order stays reviewed). */
    listOwn: async (buyerId: string, orderIds: string[]): Promise<OwnReviewRow[]> => {
      if (orderIds.length === 0) return [];
      const rows = await db
        .select({ review: reviews, editableUntil, editable })
        .from(reviews)
        .where(and(eq(reviews.buyerId, buyerId), inArray(reviews.orderId, orderIds)));
      return rows.map(toOwn);
    },

    /** Each seller's rating, for a page of listings: one primary-key probe per distinct seller, in one query. */
    ratingsFor: async (sellerIds: readonly string[]): Promise<Map<string, SellerRating>> => {
      const ids = [...new Set(sellerIds)];
      if (ids.length === 0) return new Map();
      const rows = await ratingsOf.execute({ ids });
      return new Map(rows.map((r) => [r.sellerId, toSellerRating(r.reviewCount, r.ratingSum)]));
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;

import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import type { Db } from '../../db/client.ts';
import { bookings, payments, products, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { heldAsStolen } from '../products/repository.ts';

export type BookingRow = typeof bookings.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** A sandbox attempt younger than this may still succeed: its order is not deleted under it. */
export const PAYMENT_IN_FLIGHT_MINUTES = 15;

/** The product a buyer is about to book, with whether its seller is verified (false once the seller is gone). */
export type BookableProduct = ProductRow & { sellerVerified: boolean; heldAsStolen: boolean };

export interface NewBooking {
  productId: string;
  buyer: { id: string; name: string; email: string };
  phone: string;
  location: string;
}

export type BookResult =
  | { status: 'booked'; booking: BookingRow }
  /** The product was not Available at the moment of booking (or had gone). Nothing was written. */
  | { status: 'unavailable' };

export type CancelResult = 'deleted' | 'missing' | 'paid' | 'payment_in_flight';

export type SettleResult =
  | { status: 'settled'; booking: BookingRow }
  | { status: 'already_paid'; booking: BookingRow }
  | { status: 'missing' };

const UNIQUE_VIOLATION = '23505';

/** PGlite and node-postgres both carry the SQLSTATE in `code`; drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Orders and the product status changes that go with them; the only place with SQL about bookings. */
export function bookingsRepository(db: Db) {
  return {
    findById: async (id: string): Promise<BookingRow | undefined> =>
      (await db.select().from(bookings).where(eq(bookings.id, id)))[0],

    /** A buyer's orders, newest first (bookings_buyer_idx). */
    listByBuyer: (buyerId: string, { page, limit, after }: PaginationQuery): Promise<BookingRow[]> =>
      db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.buyerId, buyerId),
            // Keyset: the rows after the cursor's, read by its primary key in the same query.
            after
              ? sql`(${bookings.createdAt}, ${bookings.id}) < (select cursor_row.created_at, cursor_row.id from bookings as cursor_row where cursor_row.id = ${after})`
              : undefined,
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .offset(after ? 0 : (page - 1) * limit),

    findProduct: async (id: string): Promise<BookableProduct | undefined> => {
      const [row] = await db
        .select({
          product: products,
          sellerVerified: sql<boolean>`coalesce(${users.verified}, false)`.mapWith(Boolean),
          heldAsStolen: sql<boolean>`${heldAsStolen}`.mapWith(Boolean),
        })
        .from(products)
        .leftJoin(users, eq(users.id, products.sellerId))
        .where(eq(products.id, id));
      return row ? { ...row.product, sellerVerified: row.sellerVerified, heldAsStolen: row.heldAsStolen } : undefined;
    },

    /**
     * Available -> Booked and the order, in one transaction. The conditional UPDATE is the arbiter: when many
     * buyers race, PostgreSQL lets exactly one of them see the row still Available (the others wait for its
     * lock, re-read the row and match nothing). The partial unique index on bookings.product_id is the last
     * line of defence. The snapshot is taken from the row as it was booked.
     */
    book: async (input: NewBooking): Promise<BookResult> => {
      try {
        return await db.transaction(async (tx) => {
          const [product] = await tx
            .update(products)
            .set({ status: 'Booked', updatedAt: new Date() })
            .where(and(eq(products.id, input.productId), eq(products.status, 'Available')))
            .returning();
          if (!product) return { status: 'unavailable' };
          const [booking] = await tx
            .insert(bookings)
            .values({
              id: newId(),
              productId: product.id,
              buyerId: input.buyer.id,
              sellerId: product.sellerId,
              priceCents: product.askingPriceCents,
              productName: product.productName,
              productPhoto: product.productPhoto,
              sellerName: product.sellerName,
              sellerEmail: product.sellerEmail,
              sellerLocation: product.location,
              sellersPhone: product.phone,
              buyersName: input.buyer.name,
              buyersEmail: input.buyer.email,
              phone: input.phone,
              location: input.location,
              status: 'Booked',
            })
            .returning();
          return { status: 'booked', booking: booking! };
        });
      } catch (error) {
        // Another order already holds this product: the transaction rolled back, nothing was written.
        if (isUniqueViolation(error)) return { status: 'unavailable' };
        throw error;
      }
    },

    /**
     * Deletes an unpaid order and puts its product back on sale, in one transaction. The order row is locked,
     * so a payment being recorded at the same moment either finishes first (and the delete is refused) or
     * finds the order gone. Refused while a payment of it has succeeded or may still succeed.
     */
    cancel: (id: string): Promise<CancelResult> =>
      db.transaction(async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
        if (!booking) return 'missing';
        if (booking.status === 'Paid') return 'paid';
        const [inFlight] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.bookingId, id),
              or(
                eq(payments.status, 'succeeded'),
                and(
                  eq(payments.status, 'processing'),
                  gt(payments.updatedAt, sql`now() - make_interval(mins => ${PAYMENT_IN_FLIGHT_MINUTES})`),
                ),
              ),
            ),
          )
          .limit(1);
        if (inFlight) return 'payment_in_flight';
        await tx.delete(bookings).where(eq(bookings.id, id));
        if (booking.productId) {
          await tx
            .update(products)
            .set({ status: 'Available', updatedAt: new Date() })
            .where(and(eq(products.id, booking.productId), eq(products.status, 'Booked')));
        }
        return 'deleted';
      }),

    /**
     * Records a confirmed payment: the order and its product become Paid together. Idempotent: an order already
     * Paid is answered as it is (with the transaction id it was paid with).
     */
    settle: (id: string, transactionId: string): Promise<SettleResult> =>
      db.transaction(async (tx) => {
        const [booking] = await tx
          .update(bookings)
          .set({ status: 'Paid', transactionId, paidAt: new Date(), updatedAt: new Date() })
          .where(and(eq(bookings.id, id), eq(bookings.status, 'Booked')))
          .returning();
        if (booking) {
          if (booking.productId) {
            await tx
              .update(products)
              .set({ status: 'Paid', updatedAt: new Date() })
              .where(eq(products.id, booking.productId));
          }
          return { status: 'settled', booking };
        }
        const [current] = await tx.select().from(bookings).where(eq(bookings.id, id));
        return current ? { status: 'already_paid', booking: current } : { status: 'missing' };
      }),

    /** The order of a product (at most one: bookings_one_open_per_product_idx). */
    findByProduct: async (productId: string): Promise<BookingRow | undefined> =>
      (await db.select().from(bookings).where(eq(bookings.productId, productId)))[0],
  };
}
export type BookingsRepository = ReturnType<typeof bookingsRepository>;

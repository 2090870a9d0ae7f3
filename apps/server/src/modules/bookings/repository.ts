import { and, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, products, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { hasPaymentInFlight } from '../checkout/repository.ts';
import { newId } from '../../lib/ids.ts';
import { notify } from '../notifications/repository.ts';
import { heldAsStolen } from '../products/repository.ts';
import { tellWatchers } from '../watchlist/watchers-repository.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** Keyset: the rows after the cursor's (newest first), read by its primary key in the same query. */
const afterCursor = (after: string | undefined) =>
  after
    ? sql`(${bookings.createdAt}, ${bookings.id}) < (select cursor_row.created_at, cursor_row.id from bookings as cursor_row where cursor_row.id = ${after})`
    : undefined;
type ProductRow = typeof products.$inferSelect;

/** The product a buyer is about to book, with whether its seller is verified (false once the seller is gone). */
export type BookableProduct = ProductRow & { sellerVerified: boolean; heldAsStolen: boolean };

export interface NewBooking {
  productId: string;
  buyer: { id: string; name: string; email: string };
  phone: string;
  location: string;
  /** The order holds the guitar this long (database time) unless it is paid. */
  holdHours: number;
  /** The most unpaid orders one buyer may hold at once. */
  maxOpenBookings: number;
}

export type BookResult =
  | { status: 'booked'; booking: BookingRow }
  /** The product was not Available at the moment of booking (or had gone). Nothing was written. */
  | { status: 'unavailable' }
  /** The buyer already holds maxOpenBookings unpaid orders. Nothing was written. */
  | { status: 'too_many_open' };

export type CancelResult = 'deleted' | 'missing' | 'paid' | 'payment_in_flight';

export type SettleResult =
  | { status: 'settled'; booking: BookingRow }
  | { status: 'already_paid'; booking: BookingRow }
  | { status: 'missing' };

/** A time for the hold queries: the given one (tests move the clock) or the database's own, so processes agree. */
const at = (now: Date | null): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/**
 * Booked -> Available for these products, and their watchers told: the one place every way a booking ends without
 * a sale goes through (the buyer's or an admin's deletion, the seller's cancellation, an expired hold, an admin
 * deleting the buyer). `buyerIds` are the people whose bookings just ended: they have their own notification, or
 * ended it themselves, so they are not told twice. A listing hidden from buyers (seller not verified, held as
 * stolen) tells nobody.
 */
async function putBackOnSale(tx: Tx, productIds: string[], buyerIds: (string | null)[]): Promise<void> {
  if (productIds.length === 0) return;
  const released = await tx
    .update(products)
    .set({ status: 'Available', updatedAt: new Date() })
    .where(and(inArray(products.id, productIds), eq(products.status, 'Booked')))
    .returning({
      id: products.id,
      productName: products.productName,
      sellerId: products.sellerId,
      public: sql<boolean>`(exists (select 1 from ${users} where ${users.id} = ${products.sellerId} and ${users.verified}) and not ${heldAsStolen})`,
    });
  for (const listing of released) {
    if (listing.public) await tellWatchers(tx, { kind: 'watched_available', listing, except: buyerIds });
  }
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
        .where(and(eq(bookings.buyerId, buyerId), afterCursor(after)))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .offset(after ? 0 : (page - 1) * limit),

    /** The orders of a seller's guitars, newest first (bookings_seller_created_idx). */
    listBySeller: (sellerId: string, { limit, after }: { limit: number; after?: string }): Promise<BookingRow[]> =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.sellerId, sellerId), afterCursor(after)))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit),

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
          // The buyer's row is locked so that two bookings by one buyer at once count each other's order.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, input.buyer.id)).for('update');
          const open = await tx.$count(
            bookings,
            and(eq(bookings.buyerId, input.buyer.id), eq(bookings.status, 'Booked')),
          );
          if (open >= input.maxOpenBookings) return { status: 'too_many_open' };
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
              holdExpiresAt: sql`now() + make_interval(secs => ${input.holdHours * 3600})`,
            })
            .returning();
          await notify(tx, {
            userId: product.sellerId,
            kind: 'booking_received',
            productId: product.id,
            productName: product.productName,
            bookingId: booking!.id,
            details: { buyerName: input.buyer.name, holdExpiresAt: booking!.holdExpiresAt?.toISOString() },
          });
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
    cancel: (id: string, by: 'buyer' | 'seller' | 'admin', reason?: string): Promise<CancelResult> =>
      db.transaction(async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
        if (!booking) return 'missing';
        if (booking.status === 'Paid') return 'paid';
        const [inFlight] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.id, id), hasPaymentInFlight(bookings.id)));
        if (inFlight) return 'payment_in_flight';
        await tx.delete(bookings).where(eq(bookings.id, id));
        const about = { productId: booking.productId, productName: booking.productName, bookingId: booking.id };
        // Whoever did not cancel it is told; an admin's cancellation is news to both sides.
        if (by !== 'seller') {
          await notify(tx, {
            userId: booking.sellerId,
            kind: 'booking_cancelled',
            ...about,
            details: { audience: 'seller', cancelledBy: by },
          });
        }
        if (by !== 'buyer') {
          await notify(tx, {
            userId: booking.buyerId,
            kind: 'booking_cancelled',
            ...about,
            details: { audience: 'buyer', cancelledBy: by, ...(reason ? { reason } : {}) },
          });
        }
        if (booking.productId) await putBackOnSale(tx, [booking.productId], [booking.buyerId]);
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
          await notify(tx, {
            userId: booking.sellerId,
            kind: 'booking_paid',
            productId: booking.productId,
            productName: booking.productName,
            bookingId: booking.id,
            details: { buyerName: booking.buyersName },
          });
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

    /** Unpaid orders whose hold ended by `now` (the database clock when null), oldest first (bookings_hold_idx). */
    listExpiredHolds: (now: Date | null, limit: number): Promise<BookingRow[]> =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, 'Booked'), lte(bookings.holdExpiresAt, at(now))))
        .orderBy(bookings.holdExpiresAt)
        .limit(limit),

    /**
     * Cancels an unpaid order whose hold has ended, puts its guitar back on sale and tells both sides, in one
     * transaction. The row is claimed with SKIP LOCKED: another process expiring it, or a payment or a deletion
     * holding it, makes this one pass it by. Never while a payment of it is in flight (the one rule).
     */
    expireHold: (id: string, now: Date | null): Promise<'expired' | 'skipped'> =>
      db.transaction(async (tx) => {
        const [booking] = await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.id, id), eq(bookings.status, 'Booked'), lte(bookings.holdExpiresAt, at(now))))
          .for('update', { skipLocked: true });
        if (!booking) return 'skipped';
        const [inFlight] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.id, id), hasPaymentInFlight(bookings.id)));
        if (inFlight) return 'skipped';
        await tx.delete(bookings).where(eq(bookings.id, id));
        if (booking.productId) await putBackOnSale(tx, [booking.productId], [booking.buyerId]);
        const about = { productId: booking.productId, productName: booking.productName, bookingId: booking.id };
        await notify(tx, { userId: booking.buyerId, kind: 'hold_expired', ...about, details: { audience: 'buyer' } });
        await notify(tx, { userId: booking.sellerId, kind: 'hold_expired', ...about, details: { audience: 'seller' } });
        return 'expired';
      }),

    /**
     * Marks the unpaid orders whose hold ends within `reminderHours` of `now` as reminded and tells their buyers,
     * in one transaction: each order is reminded once, by whichever process claims it (SKIP LOCKED).
     */
    remindHolds: (now: Date | null, reminderHours: number, limit: number): Promise<number> =>
      db.transaction(async (tx) => {
        const due = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.status, 'Booked'),
              isNull(bookings.holdReminderAt),
              gt(bookings.holdExpiresAt, at(now)),
              lte(bookings.holdExpiresAt, sql`${at(now)} + make_interval(secs => ${reminderHours * 3600})`),
            ),
          )
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        const reminded = await tx
          .update(bookings)
          .set({ holdReminderAt: at(now) })
          .where(
            inArray(
              bookings.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        for (const booking of reminded) {
          await notify(tx, {
            userId: booking.buyerId,
            kind: 'hold_expiring',
            productId: booking.productId,
            productName: booking.productName,
            bookingId: booking.id,
            details: { audience: 'buyer', holdExpiresAt: booking.holdExpiresAt?.toISOString() },
          });
        }
        return reminded.length;
      }),

    /** The order of a product (at most one: bookings_one_open_per_product_idx). */
    findByProduct: async (productId: string): Promise<BookingRow | undefined> =>
      (await db.select().from(bookings).where(eq(bookings.productId, productId)))[0],
  };
}
export type BookingsRepository = ReturnType<typeof bookingsRepository>;

/** Whose unpaid orders another module's change cancels: a buyer's own, and/or those of some products. */
export interface UnpaidOrdersOf {
  buyerId?: string;
  productIds?: string[];
}

const unpaidOrdersOf = ({ buyerId, productIds = [] }: UnpaidOrdersOf): SQL =>
  and(
    eq(bookings.status, 'Booked'),
    or(
      buyerId ? eq(bookings.buyerId, buyerId) : undefined,
      productIds.length > 0 ? inArray(bookings.productId, productIds) : undefined,
    ) ?? sql`false`,
  )!;

/**
 * Order cancellations inside another module's transaction (an admin deleting a user or a seller's listings),
 * so the orders go in the same change as what they belonged to.
 */
export function bookingsInTransaction(tx: Tx) {
  return {
    /**
     * Is any of these unpaid orders being paid right now? Locks them first, so no new payment can be started
     * for them (its foreign key waits) until the transaction ends.
     */
    async paymentInFlight(of: UnpaidOrdersOf): Promise<boolean> {
      await tx.select({ id: bookings.id }).from(bookings).where(unpaidOrdersOf(of)).for('update');
      const rows = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(unpaidOrdersOf(of), hasPaymentInFlight(bookings.id)))
        .limit(1);
      return rows.length > 0;
    },

    /** Cancels a buyer's unpaid orders and puts their products back on sale; answers how many. */
    async cancelUnpaidOfBuyer(buyerId: string): Promise<number> {
      const cancelled = await tx.delete(bookings).where(unpaidOrdersOf({ buyerId })).returning();
      // The sellers learn that an admin's change cancelled the booking of their guitar.
      for (const order of cancelled) {
        await notify(tx, {
          userId: order.sellerId,
          kind: 'booking_cancelled',
          productId: order.productId,
          productName: order.productName,
          bookingId: order.id,
          details: { audience: 'seller', cancelledBy: 'admin' },
        });
      }
      const productIds = cancelled.map((b) => b.productId).filter((id): id is string => id !== null);
      await putBackOnSale(tx, productIds, [buyerId]);
      return cancelled.length;
    },

    /** Cancels the unpaid orders of products about to be deleted; answers how many. */
    async cancelUnpaidOfProducts(productIds: string[]): Promise<number> {
      if (productIds.length === 0) return 0;
      const cancelled = await tx.delete(bookings).where(unpaidOrdersOf({ productIds })).returning();
      // The buyers learn that the guitar they booked was removed by an admin.
      for (const order of cancelled) {
        await notify(tx, {
          userId: order.buyerId,
          kind: 'booking_cancelled',
          productId: null,
          productName: order.productName,
          bookingId: order.id,
          details: { audience: 'buyer', cancelledBy: 'admin' },
        });
      }
      return cancelled.length;
    },
  };
}

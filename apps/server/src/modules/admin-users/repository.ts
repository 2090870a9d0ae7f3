import { and, desc, eq, gt, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, payments, products, reports, users } from '../../db/schema.ts';
import type { PaginationQuery } from '@restrung/shared/pagination';
import type { Reporter } from '@restrung/shared/admin';
import { auditLogRepository, type AuditActor } from '../audit-log/repository.ts';
import { notify } from '../notifications/repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A payment attempt younger than this may still succeed: its booking is not cancelled under it. */
export const PAYMENT_IN_FLIGHT_MINUTES = 15;

export type UserDeletion =
  | { status: 'deleted'; deletedProducts: number; cancelledBookings: number }
  /** No user with this id and role (any more). */
  | { status: 'not_found' }
  /** An order that would be cancelled has a payment that succeeded or is being processed. */
  | { status: 'payment_in_flight' };

export type ProductsDeletion =
  | { status: 'deleted'; deletedProducts: number; cancelledBookings: number }
  | { status: 'payment_in_flight' };

export interface ReportedItemRow {
  id: string;
  productName: string;
  productPhoto: string;
  sellerEmail: string;
  sellerName: string;
  askingPriceCents: number;
  reportCount: number;
  lastReportedAt: string;
  reporters: Reporter[];
}

const isoUtc = (column: SQL | typeof reports.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A booking not paid yet whose payment has succeeded or may still succeed. */
const hasPaymentInFlight = (tx: Tx) =>
  tx
    .select({ one: sql`1` })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookings.id),
        or(
          eq(payments.status, 'succeeded'),
          and(
            eq(payments.status, 'processing'),
            gt(payments.updatedAt, sql`now() - make_interval(mins => ${PAYMENT_IN_FLIGHT_MINUTES})`),
          ),
        ),
      ),
    );

/**
 * Is any unpaid booking matching `where` being paid right now? Locks those bookings first, so no new payment
 * can be started for them (its foreign key waits) until this transaction ends.
 */
async function paymentInFlight(tx: Tx, where: SQL): Promise<boolean> {
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(where, eq(bookings.status, 'Booked')))
    .for('update');
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(where, eq(bookings.status, 'Booked'), sql`exists (${hasPaymentInFlight(tx)})`))
    .limit(1);
  return rows.length > 0;
}

/**
 * The unsold products matching `where`: not Paid, and no paid order points at them. Sold products stay: they
 * are the record of a paid order and of the site's sales. The rows are locked, so a buyer booking one of them
 * at this moment waits for the deletion and then finds it gone.
 */
async function lockUnsoldProducts(tx: Tx, where: SQL): Promise<string[]> {
  const paidBookingOfProduct = tx
    .select({ one: sql`1` })
    .from(bookings)
    .where(and(eq(bookings.productId, products.id), eq(bookings.status, 'Paid')));
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(where, ne(products.status, 'Paid'), notExists(paidBookingOfProduct)))
    .for('update');
  return rows.map((p) => p.id);
}

/** Deletes these products and cancels their unpaid orders. */
async function deleteProducts(tx: Tx, ids: string[]): Promise<{ deletedProducts: number; cancelledBookings: number }> {
  if (ids.length === 0) return { deletedProducts: 0, cancelledBookings: 0 };
  const cancelled = await tx
    .delete(bookings)
    .where(and(inArray(bookings.productId, ids), eq(bookings.status, 'Booked')))
    .returning({ id: bookings.id });
  const deleted = await tx.delete(products).where(inArray(products.id, ids)).returning({ id: products.id });
  return { deletedProducts: deleted.length, cancelledBookings: cancelled.length };
}

/** Cancels a buyer's unpaid orders and puts their products back on sale; answers how many. */
async function cancelUnpaidBookingsOf(tx: Tx, buyerId: string): Promise<number> {
  const cancelled = await tx
    .delete(bookings)
    .where(and(eq(bookings.buyerId, buyerId), eq(bookings.status, 'Booked')))
    .returning({ productId: bookings.productId });
  const productIds = cancelled.map((b) => b.productId).filter((id): id is string => id !== null);
  if (productIds.length > 0) {
    await tx
      .update(products)
      .set({ status: 'Available', updatedAt: new Date() })
      .where(and(inArray(products.id, productIds), eq(products.status, 'Booked')));
  }
  return cancelled.length;
}

const DEADLOCK_DETECTED = '40P01';

/**
 * A deletion locks the user, then their listings, then orders; a buyer booking one of those listings at the
 * same moment locks them the other way round, and PostgreSQL ends one of the two. Ours simply runs again.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !hasSqlState(error, DEADLOCK_DETECTED)) throw error;
    }
  }
}

/** PGlite and node-postgres both carry the SQLSTATE in `code`; drizzle wraps the driver's error in `cause`. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === state) return true;
  }
  return false;
}

/** Users, products, orders and reports as the admin pages see them; the only place with SQL for them. */
export function adminUsersRepository(db: Db) {
  return {
    /** Newest first (users_role_created_idx). */
    listByRole: (role: 'buyer' | 'seller', { page, limit }: PaginationQuery) =>
      db
        .select()
        .from(users)
        .where(eq(users.role, role))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset((page - 1) * limit),

    findById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],

    /**
     * Answers how many rows changed: 0 when the seller was already verified (or is not a seller). A change is
     * written to the audit log in the same transaction; a verification that changes nothing writes nothing.
     */
    verifySeller: (id: string, actor: AuditActor): Promise<number> =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ verified: true, updatedAt: new Date() })
          .where(and(eq(users.id, id), eq(users.role, 'seller'), eq(users.verified, false)))
          .returning({ id: users.id, name: users.name, email: users.email });
        for (const seller of changed) {
          await auditLogRepository(tx).record(actor, {
            action: 'seller.verified',
            target: { type: 'user', id: seller.id, name: seller.name, email: seller.email },
          });
          await notify(tx, { userId: seller.id, kind: 'seller_verified', productName: '' });
        }
        return changed.length;
      }),

    /**
     * Deletes a buyer or a seller in one transaction: their unpaid orders are cancelled (products back to
     * Available), a seller's unsold products go with their unpaid orders, and the account goes. The foreign
     * keys end the sessions and sign-in accounts (cascade) and keep paid orders and sold products with a
     * null link to the user (set null).
     */
    deleteUser: (id: string, role: 'buyer' | 'seller', actor: AuditActor): Promise<UserDeletion> =>
      retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          const [user] = await tx
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(and(eq(users.id, id), eq(users.role, role)))
            .for('update');
          if (!user) return { status: 'not_found' };
          const listings = role === 'seller' ? await lockUnsoldProducts(tx, eq(products.sellerId, id)) : [];
          // Checked before any change, so a refusal leaves everything as it was.
          const affected =
            listings.length > 0
              ? or(eq(bookings.buyerId, id), inArray(bookings.productId, listings))!
              : eq(bookings.buyerId, id);
          if (await paymentInFlight(tx, affected)) return { status: 'payment_in_flight' };
          const cancelledOwn = await cancelUnpaidBookingsOf(tx, id);
          const removed = await deleteProducts(tx, listings);
          await tx.delete(users).where(eq(users.id, id));
          const counts = {
            deletedProducts: removed.deletedProducts,
            cancelledBookings: cancelledOwn + removed.cancelledBookings,
          };
          await auditLogRepository(tx).record(actor, {
            action: role === 'seller' ? 'seller.deleted' : 'buyer.deleted',
            target: { type: 'user', id: user.id, name: user.name, email: user.email },
            details: role === 'seller' ? counts : { cancelledBookings: counts.cancelledBookings },
          });
          return { status: 'deleted', ...counts };
        }),
      ),

    /** The unsold products listed under this email (matched without regard to case), with their unpaid orders. */
    deleteUnsoldProductsBySellerEmail: (email: string, actor: AuditActor): Promise<ProductsDeletion> =>
      retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          const ids = await lockUnsoldProducts(tx, eq(sql`lower(${products.sellerEmail})`, email.toLowerCase()));
          if (ids.length === 0) return { status: 'deleted', deletedProducts: 0, cancelledBookings: 0 };
          if (await paymentInFlight(tx, inArray(bookings.productId, ids))) return { status: 'payment_in_flight' };
          // Who they belonged to, as the listings name them (the seller's account may already be gone).
          const [listing] = await tx
            .select({ sellerId: products.sellerId, sellerName: products.sellerName, sellerEmail: products.sellerEmail })
            .from(products)
            .where(eq(products.id, ids[0]!));
          const result = await deleteProducts(tx, ids);
          await auditLogRepository(tx).record(actor, {
            action: 'seller_products.deleted',
            target: {
              type: 'seller_products',
              id: listing?.sellerId ?? null,
              name: listing?.sellerName ?? email,
              email: listing?.sellerEmail ?? email,
            },
            details: { ...result, productIds: ids.slice(0, 20) },
          });
          return { status: 'deleted', ...result };
        }),
      ),

    /** Products with at least one report, most recently reported first, each with its reporters newest first. */
    listReportedItems: async ({ page, limit }: PaginationQuery): Promise<ReportedItemRow[]> => {
      const lastReported = sql`max(${reports.createdAt})`;
      return db
        .select({
          id: products.id,
          productName: products.productName,
          productPhoto: products.productPhoto,
          sellerEmail: products.sellerEmail,
          sellerName: products.sellerName,
          askingPriceCents: products.askingPriceCents,
          reportCount: sql<number>`count(${reports.id})::int`,
          lastReportedAt: isoUtc(lastReported),
          reporters: sql<Reporter[]>`json_agg(json_build_object(
          'name', ${reports.reporterName},
          'email', ${reports.reporterEmail},
          'reportedAt', ${isoUtc(reports.createdAt)}
        ) order by ${reports.createdAt} desc, ${reports.id} desc)`,
        })
        .from(products)
        .innerJoin(reports, eq(reports.productId, products.id))
        .groupBy(products.id)
        .orderBy(desc(lastReported), desc(products.id))
        .limit(limit)
        .offset((page - 1) * limit);
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;

import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products, reports, users } from '../../db/schema.ts';
import { hasSqlState, SQL_STATE } from '../../db/sql-state.ts';
import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import type { Reporter } from '@restrung/shared/admin';
import { auditLogRepository, type AuditActor } from '../audit-log/repository.ts';
import { notify } from '../notifications/repository.ts';
import { tellReporters } from '../reports/repository.ts';
import { bookingsInTransaction } from '../bookings/repository.ts';
import { productsInTransaction } from '../products/repository.ts';

export type UserDeletion =
  | { status: 'deleted'; deletedProducts: number; cancelledBookings: number }
  /** No user with this id and role (any more). */
  | { status: 'not_found' }
  /** An order that would be cancelled has a payment that succeeded or is being processed. */
  | { status: 'payment_in_flight' };

export type ProductsDeletion =
  | { status: 'deleted'; deletedProducts: number; cancelledBookings: number }
  | { status: 'payment_in_flight' };

export type KeepReported =
  | { status: 'kept'; closedReports: number }
  /** No product with this id (any more). */
  | { status: 'not_found' }
  /** The product is there, but nobody's report of it is open: never reported, or kept already. */
  | { status: 'nothing_open' };

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

/** Deletes these listings and cancels their unpaid orders, inside the caller's transaction. */
async function deleteListings(tx: Tx, ids: string[]): Promise<{ deletedProducts: number; cancelledBookings: number }> {
  const cancelledBookings = await bookingsInTransaction(tx).cancelUnpaidOfProducts(ids);
  const deletedProducts = await productsInTransaction(tx).deleteMany(ids);
  return { deletedProducts, cancelledBookings };
}

/**
 * A deletion locks the user, then their listings, then orders; a buyer booking one of those listings at the
 * same moment locks them the other way round, and PostgreSQL ends one of the two. Ours simply runs again.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !hasSqlState(error, SQL_STATE.deadlockDetected)) throw error;
    }
  }
}

/** Users, products, orders and reports as the admin pages see them; the only place with SQL for them. */
export function adminUsersRepository(db: Db) {
  return {
    /** Newest first (users_role_created_idx). */
    listByRole: (role: 'buyer' | 'seller', { page, limit, after }: PaginationQuery) =>
      db
        .select()
        .from(users)
        .where(
          and(
            eq(users.role, role),
            // Keyset: the rows after the cursor's, read by its primary key in the same query.
            after
              ? sql`(${users.createdAt}, ${users.id}) < (select cursor_row.created_at, cursor_row.id from ${users} as cursor_row where cursor_row.id = ${after})`
              : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(after ? 0 : (page - 1) * limit),

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
          const orders = bookingsInTransaction(tx);
          const listings = role === 'seller' ? await productsInTransaction(tx).lockUnsold({ sellerId: id }) : [];
          // Checked before any change, so a refusal leaves everything as it was.
          if (await orders.paymentInFlight({ buyerId: id, productIds: listings }))
            return { status: 'payment_in_flight' };
          const cancelledOwn = await orders.cancelUnpaidOfBuyer(id);
          const removed = await deleteListings(tx, listings);
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
          const listings = productsInTransaction(tx);
          const ids = await listings.lockUnsold({ sellerEmail: email });
          if (ids.length === 0) return { status: 'deleted', deletedProducts: 0, cancelledBookings: 0 };
          if (await bookingsInTransaction(tx).paymentInFlight({ productIds: ids }))
            return { status: 'payment_in_flight' };
          const listing = await listings.sellerOf(ids[0]!);
          const result = await deleteListings(tx, ids);
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

    /**
     * The admin keeps a reported product: its open reports are closed, its report flag lowered, the decision
     * written to the audit log and the seller told, in one transaction. The product row is locked first, so two
     * admins deciding at once (or one deleting it) take turns: the second finds nothing open.
     */
    keepReported: (productId: string, actor: AuditActor): Promise<KeepReported> =>
      db.transaction(async (tx) => {
        const product = await productsInTransaction(tx).lockForDecision(productId);
        if (!product) return { status: 'not_found' };
        const closed = await tx
          .update(reports)
          .set({ closedAt: sql`now()` })
          .where(and(eq(reports.productId, productId), isNull(reports.closedAt)))
          .returning({ id: reports.id, reporterId: reports.reporterId });
        if (closed.length === 0) return { status: 'nothing_open' };
        await tx.update(products).set({ report: false, updatedAt: new Date() }).where(eq(products.id, productId));
        await auditLogRepository(tx).record(actor, {
          action: 'reported_product.kept',
          target: { type: 'product', id: product.id, name: product.productName },
          details: {
            sellerId: product.sellerId,
            sellerName: product.sellerName,
            sellerEmail: product.sellerEmail,
            closedReports: closed.length,
          },
        });
        await notify(tx, {
          userId: product.sellerId,
          kind: 'listing_report_closed',
          productId: product.id,
          productName: product.productName,
        });
        await tellReporters(tx, closed, product, 'kept');
        return { status: 'kept', closedReports: closed.length };
      }),

    /**
     * Products with at least one open report, most recently reported first, each with its open reports' reporters
     * newest first.
     */
    listReportedItems: async ({ page, limit, after }: PaginationQuery): Promise<ReportedItemRow[]> => {
      const lastReported = sql`max(${reports.createdAt})`;
      // Keyset: the products after the cursor's in (last reported, id) order.
      const afterCursor = after
        ? sql`(${lastReported}, ${products.id}) < (select max(cursor_report.created_at), ${after}::uuid from ${reports} as cursor_report where cursor_report.product_id = ${after} and cursor_report.closed_at is null)`
        : undefined;
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
        .innerJoin(reports, and(eq(reports.productId, products.id), isNull(reports.closedAt)))
        .groupBy(products.id)
        .having(afterCursor)
        .orderBy(desc(lastReported), desc(products.id))
        .limit(limit)
        .offset(after ? 0 : (page - 1) * limit);
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;

import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import type { PaymentProviderName, PaymentStatus } from './provider.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export type ChargeClaim =
  | { claimed: true; row: PaymentRow }
  /** Nothing to charge: already charged, being charged, or another intent charged this booking. */
  | { claimed: false; reason: 'not_payable' | 'booking_already_charged' };

export type AttemptOutcome =
  | { status: 'succeeded'; transactionId: string }
  | { status: 'failed'; failureMessage: string };

/** The rows a reconciler pass took; each row is taken by one pass only (claimUnsettled). */
export interface UnsettledClaim {
  /** Sandbox charges left `processing` by a process that died: ended `failed` by the claim itself. */
  interrupted: PaymentRow[];
  /** Payments whose order may be Paid: a succeeded row of a Booked order, or an open Stripe intent of one. */
  toSettle: PaymentRow[];
}

/**
 * The one "payment in flight" rule: a payment that succeeded, or an attempt `processing` for less than this many
 * minutes by the database clock, may still make its order Paid, so the order is not cancelled under it.
 */
export const PAYMENT_IN_FLIGHT_MINUTES = 15;

/** Updated less than PAYMENT_IN_FLIGHT_MINUTES ago, by the database clock (every process agrees). */
const updatedRecently = gt(payments.updatedAt, sql`now() - make_interval(mins => ${PAYMENT_IN_FLIGHT_MINUTES})`);

/** SQL: the order `bookingId` (a column of the outer query, or an id) has a payment in flight (see above). */
export const hasPaymentInFlight = (bookingId: AnyColumn | string): SQL =>
  sql`exists (select 1 from ${payments} where ${and(
    eq(payments.bookingId, bookingId),
    or(eq(payments.status, 'succeeded'), and(eq(payments.status, 'processing'), updatedRecently)),
  )})`;

/** How an attempt ends: the one `set` both the sandbox's confirm and the reconciler write. */
const attemptEnd = (outcome: AttemptOutcome) =>
  outcome.status === 'succeeded'
    ? {
        status: 'succeeded' as const,
        transactionId: outcome.transactionId,
        failureMessage: null,
        updatedAt: sql`now()`,
      }
    : { status: 'failed' as const, failureMessage: outcome.failureMessage, updatedAt: sql`now()` };

/** Payment rows; the only place with SQL about payments. Times come from the database clock, so processes agree. */
export function paymentsRepository(db: Db) {
  const byRef = (providerRef: string) => eq(payments.providerRef, providerRef);

  return {
    /**
     * Inserts a new intent, or answers the one already created with the same (provider, idempotency key)
     * or provider reference: `created` says which.
     */
    async insertIntent(row: NewPaymentRow): Promise<{ row: PaymentRow; created: boolean }> {
      const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = row.idempotencyKey
        ? await db
            .select()
            .from(payments)
            .where(and(eq(payments.provider, row.provider), eq(payments.idempotencyKey, row.idempotencyKey)))
        : await db.select().from(payments).where(byRef(row.providerRef));
      if (!existing) throw new Error('payment insert conflicted but no row was found');
      return { row: existing, created: false };
    },

    findByProviderRef: async (providerRef: string): Promise<PaymentRow | undefined> =>
      (await db.select().from(payments).where(byRef(providerRef)))[0],

    /**
     * Newest first: the route reuses an open intent instead of creating a second one for a booking. `recent`:
     * updated within PAYMENT_IN_FLIGHT_MINUTES, by the database clock.
     */
    listForBooking: (bookingId: string): Promise<(PaymentRow & { recent: boolean })[]> =>
      db
        .select({ ...getTableColumns(payments), recent: sql<boolean>`${updatedRecently}`.mapWith(Boolean) })
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(desc(payments.createdAt), desc(payments.id)),

    /**
     * Atomically moves a payable intent (never tried, or last attempt failed) to `processing`, so two
     * confirms racing in two processes charge once. An attempt left `processing` longer than
     * `staleAfterSeconds` (its process died mid-way) may be taken over.
     */
    async claimForCharge(providerRef: string, staleAfterSeconds: number): Promise<ChargeClaim> {
      try {
        const [row] = await db
          .update(payments)
          .set({ status: 'processing', failureMessage: null, updatedAt: sql`now()` })
          .where(
            and(
              byRef(providerRef),
              or(
                inArray(payments.status, ['requires_payment', 'failed']),
                and(
                  eq(payments.status, 'processing'),
                  lt(payments.updatedAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`),
                ),
              ),
            ),
          )
          .returning();
        return row ? { claimed: true, row } : { claimed: false, reason: 'not_payable' };
      } catch (error) {
        // payments_sandbox_one_charge_idx: another intent of this booking is being charged or has been.
        if (isUniqueViolation(error)) return { claimed: false, reason: 'booking_already_charged' };
        throw error;
      }
    },

    /** Ends the attempt claimed above; nothing happens unless the row is still `processing`. */
    finishCharge: async (providerRef: string, outcome: AttemptOutcome): Promise<PaymentRow | undefined> =>
      (
        await db
          .update(payments)
          .set(attemptEnd(outcome))
          .where(and(byRef(providerRef), eq(payments.status, 'processing')))
          .returning()
      )[0],

    /**
     * Takes up to `limit` rows a crash may have left half-done, untouched for `afterSeconds`, for one reconciler
     * pass (docs/decisions/0012-payment-reconciler.md). `FOR UPDATE SKIP LOCKED` hands each row to one pass only,
     * however many processes run one; the claim then ends it or stamps `updated_at`, so no pass takes it again
     * for another `afterSeconds`. An interrupted sandbox charge ends `failed` here (never stamped: a fresh
     * `processing` row means a charge in progress).
     */
    claimUnsettled: (options: {
      provider: PaymentProviderName;
      afterSeconds: number;
      limit: number;
      interruptedMessage: string;
    }): Promise<UnsettledClaim> =>
      db.transaction(async (tx) => {
        const booked = eq(bookings.status, 'Booked');
        const rows = (
          await tx
            .select({ payment: payments })
            .from(payments)
            .leftJoin(bookings, eq(bookings.id, payments.bookingId))
            .where(
              and(
                eq(payments.provider, options.provider),
                lt(payments.updatedAt, sql`now() - make_interval(secs => ${options.afterSeconds})`),
                or(
                  and(eq(payments.status, 'succeeded'), booked),
                  and(eq(payments.provider, 'sandbox'), eq(payments.status, 'processing')),
                  // Stripe alone knows whether an open intent was paid; intents older than a day are left to the buyer.
                  and(
                    eq(payments.provider, 'stripe'),
                    booked,
                    or(
                      eq(payments.status, 'processing'),
                      and(
                        inArray(payments.status, ['requires_payment', 'failed']),
                        gt(payments.createdAt, sql`now() - interval '1 day'`),
                      ),
                    ),
                  ),
                ),
              ),
            )
            .orderBy(asc(payments.updatedAt))
            .limit(options.limit)
            .for('update', { of: payments, skipLocked: true })
        ).map((row) => row.payment);
        const isInterrupted = (row: PaymentRow) => row.provider === 'sandbox' && row.status === 'processing';
        const interruptedIds = rows.filter(isInterrupted).map((row) => row.id);
        const otherIds = rows.filter((row) => !isInterrupted(row)).map((row) => row.id);
        const interrupted =
          interruptedIds.length === 0
            ? []
            : await tx
                .update(payments)
                .set(attemptEnd({ status: 'failed', failureMessage: options.interruptedMessage }))
                .where(and(inArray(payments.id, interruptedIds), eq(payments.status, 'processing')))
                .returning();
        const toSettle =
          otherIds.length === 0
            ? []
            : await tx
                .update(payments)
                .set({ updatedAt: sql`now()` })
                .where(inArray(payments.id, otherIds))
                .returning();
        return { interrupted, toSettle };
      }),

    /**
     * Records what a provider reported (Stripe webhook or retrieve). A succeeded payment is final: a late
     * or replayed event never moves it back.
     */
    recordStatus: async (
      providerRef: string,
      state: { status: PaymentStatus; failureMessage?: string; transactionId?: string },
    ): Promise<PaymentRow | undefined> =>
      (
        await db
          .update(payments)
          .set({
            status: state.status,
            failureMessage: state.failureMessage ?? null,
            transactionId: state.transactionId ?? null,
            updatedAt: sql`now()`,
          })
          .where(and(byRef(providerRef), ne(payments.status, 'succeeded')))
          .returning()
      )[0],
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

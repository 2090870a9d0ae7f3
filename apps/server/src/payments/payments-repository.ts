import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type { PaymentStatus } from './provider.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

export type ChargeClaim =
  | { claimed: true; row: PaymentRow }
  /** Nothing to charge: already charged, being charged, or another intent charged this booking. */
  | { claimed: false; reason: 'not_payable' | 'booking_already_charged' };

export type AttemptOutcome =
  | { status: 'succeeded'; transactionId: string }
  | { status: 'failed'; failureMessage: string };

const UNIQUE_VIOLATION = '23505';

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
        ? await db.select().from(payments)
          .where(and(eq(payments.provider, row.provider), eq(payments.idempotencyKey, row.idempotencyKey)))
        : await db.select().from(payments).where(byRef(row.providerRef));
      if (!existing) throw new Error('payment insert conflicted but no row was found');
      return { row: existing, created: false };
    },

    findByProviderRef: async (providerRef: string): Promise<PaymentRow | undefined> =>
      (await db.select().from(payments).where(byRef(providerRef)))[0],

    /** Newest first: the route reuses an open intent instead of creating a second one for a booking. */
    listForBooking: (bookingId: string): Promise<PaymentRow[]> =>
      db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(desc(payments.createdAt), desc(payments.id)),

    /**
     * Atomically moves a payable intent (never tried, or last attempt failed) to `processing`, so two
     * confirms racing in two processes charge once. An attempt left `processing` longer than
     * `staleAfterSeconds` (its process died mid-way) may be taken over.
     */
    async claimForCharge(providerRef: string, staleAfterSeconds: number): Promise<ChargeClaim> {
      try {
        const [row] = await db.update(payments)
          .set({ status: 'processing', failureMessage: null, updatedAt: sql`now()` })
          .where(and(byRef(providerRef), or(
            inArray(payments.status, ['requires_payment', 'failed']),
            and(eq(payments.status, 'processing'), lt(payments.updatedAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`)),
          )))
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
      (await db.update(payments)
        .set(outcome.status === 'succeeded'
          ? { status: 'succeeded', transactionId: outcome.transactionId, failureMessage: null, updatedAt: sql`now()` }
          : { status: 'failed', failureMessage: outcome.failureMessage, updatedAt: sql`now()` })
        .where(and(byRef(providerRef), eq(payments.status, 'processing')))
        .returning())[0],

    /**
     * Records what a provider reported (Stripe webhook or retrieve). A succeeded payment is final: a late
     * or replayed event never moves it back.
     */
    recordStatus: async (
      providerRef: string,
      state: { status: PaymentStatus; failureMessage?: string; transactionId?: string },
    ): Promise<PaymentRow | undefined> =>
      (await db.update(payments)
        .set({
          status: state.status,
          failureMessage: state.failureMessage ?? null,
          transactionId: state.transactionId ?? null,
          updatedAt: sql`now()`,
        })
        .where(and(byRef(providerRef), ne(payments.status, 'succeeded')))
        .returning())[0],
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

/** PGlite and node-postgres both carry the SQLSTATE in `code`; drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

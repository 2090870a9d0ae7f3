import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { BookingsRepository } from './repository.ts';
import type { PaymentReconciler } from './service.ts';

export interface HoldExpirySettings {
  reminderHours: number;
  batchSize?: number;
}

export interface HoldExpiryReport {
  /** Orders cancelled because their hold ended. */
  expired: string[];
  /** Orders whose hold ended but whose payment went through or is still going: left to the payment. */
  keptForPayment: string[];
  reminded: number;
}

/**
 * Ends unpaid holds (issue 13): reminds buyers once when BOOKING_HOLD_REMINDER_HOURS are left, and cancels the
 * order when the hold ends, putting the guitar back on sale. Any number of processes may run it: rows are
 * claimed with SKIP LOCKED, and all its state is in the database, so a restart simply carries on. The provider is
 * asked first, as when a buyer deletes an order, so a payment made at the last minute is recorded, not lost.
 * `now` moves the clock in tests; by default the database's clock decides.
 */
export function holdExpiry(
  deps: { bookings: BookingsRepository; payments: PaymentReconciler; log: FastifyBaseLogger },
  settings: HoldExpirySettings,
) {
  const limit = settings.batchSize ?? 50;
  return {
    async runOnce(now: Date | null = null): Promise<HoldExpiryReport> {
      const report: HoldExpiryReport = { expired: [], keptForPayment: [], reminded: 0 };
      for (;;) {
        const reminded = await deps.bookings.remindHolds(now, settings.reminderHours, limit);
        report.reminded += reminded;
        if (reminded < limit) break;
      }
      const seen = new Set<string>();
      for (;;) {
        const due = (await deps.bookings.listExpiredHolds(now, limit)).filter((row) => !seen.has(row.id));
        if (due.length === 0) break;
        for (const order of due) {
          seen.add(order.id);
          try {
            const check = await deps.payments.reconcile(order);
            if (check.state !== 'unpaid') {
              report.keptForPayment.push(order.id);
              continue;
            }
            if ((await deps.bookings.expireHold(order.id, now)) === 'expired') report.expired.push(order.id);
            else report.keptForPayment.push(order.id);
          } catch (err) {
            // A provider outage: the order is looked at again on the next pass.
            deps.log.error({ err, bookingId: order.id }, 'could not end an expired hold; will try again');
          }
        }
      }
      return report;
    },
  };
}
export type HoldExpiry = ReturnType<typeof holdExpiry>;

/** Runs the job at once (a restart catches up) and every `intervalSeconds`; the function returned stops it. */
export function startHoldExpiry(job: HoldExpiry, intervalSeconds: number, log: FastifyBaseLogger) {
  const runOnce = async () => {
    const report = await job.runOnce();
    if (report.expired.length + report.reminded > 0) log.info({ ...report }, 'holds ended or reminded');
  };
  return startPeriodicJob(runOnce, intervalSeconds * 1000, log, { name: 'hold expiry' });
}

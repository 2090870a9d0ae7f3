import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_INTERRUPTED_MESSAGE } from '@restrung/shared/payment-recovery';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { paymentsRepository } from './repository.ts';
import { bookingsRepository } from '../bookings/repository.ts';
import { checkoutService } from './service.ts';

/** What one pass did, by provider reference: for the log and the tests. */
export interface ReconcileReport {
  /** Sandbox charges a crash interrupted, ended `failed` (their orders stay Booked and payable). */
  failed: string[];
  /** Payments asked about again (a succeeded payment of a Booked order, an open Stripe intent). */
  checked: string[];
  /** Of those, the ones whose order this pass made Paid. */
  paid: string[];
}

export type ReconcilerSettings = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
> & { afterSeconds: number; batchSize?: number };

/**
 * Settles what a crash left half-done (issue 9, item 5; docs/decisions/0012-payment-reconciler.md): a payment that
 * succeeded while its order is still Booked, a sandbox charge stuck in `processing`, and a Stripe intent paid at
 * Stripe that we never heard about. Any number of processes may run it at once: each row is claimed by one pass
 * (claimUnsettled), and the order is settled on the payment page's own path (settleClaimed: confirmsPaymentOf,
 * then one transaction), which changes nothing the second time.
 */
export function paymentReconciler(settings: ReconcilerSettings, db: Db, log: FastifyBaseLogger) {
  const provider = createPaymentProvider(settings, db, log);
  const payments = paymentsRepository(db);
  const checkout = checkoutService({ provider, payments, bookings: bookingsRepository(db), log });
  const limit = settings.batchSize ?? 50;

  return {
    async runOnce(): Promise<ReconcileReport> {
      const report: ReconcileReport = { failed: [], checked: [], paid: [] };
      for (;;) {
        const claim = await payments.claimUnsettled({
          provider: provider.name,
          afterSeconds: settings.afterSeconds,
          limit,
          interruptedMessage: PAYMENT_INTERRUPTED_MESSAGE,
        });
        for (const row of claim.interrupted) {
          log.warn(
            { providerRef: row.providerRef, bookingId: row.bookingId },
            'a card charge interrupted before its outcome was recorded has no proof of payment; marked failed',
          );
          report.failed.push(row.providerRef);
        }
        for (const row of claim.toSettle) {
          report.checked.push(row.providerRef);
          try {
            if (await checkout.settleClaimed(row)) report.paid.push(row.providerRef);
          } catch (err) {
            // A provider outage: the row is claimed again after afterSeconds.
            log.error({ err, providerRef: row.providerRef }, 'could not settle a payment; will try again');
          }
        }
        // Every claimed row was ended or stamped, so the next claim takes new rows only.
        if (claim.interrupted.length + claim.toSettle.length < limit) return report;
      }
    },
  };
}

/**
 * Runs the reconciler at once (a restart settles what the last process left) and then every `intervalSeconds`,
 * one pass at a time per process. The function returned stops it and waits for a pass under way.
 */
export function startPaymentReconciler(
  settings: ReconcilerSettings & { intervalSeconds: number },
  db: Db,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const reconciler = paymentReconciler(settings, db, log);
  const runOnce = async () => {
    const report = await reconciler.runOnce();
    if (report.failed.length + report.paid.length > 0) log.info({ ...report }, 'payment reconciler settled payments');
  };
  return startPeriodicJob(runOnce, settings.intervalSeconds * 1000, log, { name: 'payment reconciler' });
}

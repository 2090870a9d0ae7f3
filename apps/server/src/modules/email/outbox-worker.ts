import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { OutboxRepository, OutboxRow } from './outbox-repository.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  /** Rows one pass takes. */
  batchSize?: number;
  /** How long a claimed row is ours; past it another worker presumes us dead and sends it again. */
  leaseMs?: number;
  /** First retry after this long, then twice as long each time, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts the row is marked failed and left for a person to look at. */
  maxAttempts?: number;
  /** Sent emails are deleted this long after sending, failed ones this long after queueing. */
  keepSentMs?: number;
  keepFailedMs?: number;
  /** How often a worker looks for emails to delete. */
  clearOutEveryMs?: number;
  /** The clock: tests move it by hand. */
  now?: () => Date;
}

export const OUTBOX_DEFAULTS = {
  batchSize: 20,
  leaseMs: 5 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 8,
  // A sent email's body can hold a sign-in or reset link and always a person's address: kept long enough to
  // answer "did it go out?", not for ever. A failed one waits longer for a person to look at it.
  keepSentMs: 14 * 24 * 60 * 60_000,
  keepFailedMs: 90 * 24 * 60 * 60_000,
  clearOutEveryMs: 60 * 60_000,
} as const;

/** Exponential back-off: attempt 1 failed -> base, 2 -> 2 x base, 3 -> 4 x base..., capped. */
export const retryDelayMs = (attempts: number, baseDelayMs: number, maxDelayMs: number) =>
  Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));

/**
 * Sends what the outbox holds. Safe with any number of workers in any number of processes: each row is claimed
 * by one of them (FOR UPDATE SKIP LOCKED plus a lease). Delivery is at least once: a worker that dies after the
 * server accepted a mail but before marking it sent leaves a row whose lease runs out and is sent again, with the
 * same Message-ID so mail programs can tell the copies apart. That window is one SMTP round trip; the other way
 * round (at most once) would silently lose a password reset whenever a process dies mid-send.
 */
export function outboxWorker(
  repository: OutboxRepository,
  transport: MailTransport,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  options: OutboxWorkerOptions = {},
) {
  const settings = { ...OUTBOX_DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  let lastClearOut = Number.NEGATIVE_INFINITY;

  const clearOut = async (at: Date): Promise<void> => {
    if (at.getTime() - lastClearOut < settings.clearOutEveryMs) return;
    lastClearOut = at.getTime();
    const deleted = await repository.deleteSettled({
      sentBefore: new Date(at.getTime() - settings.keepSentMs),
      failedBefore: new Date(at.getTime() - settings.keepFailedMs),
    });
    if (deleted > 0) log.info({ deleted }, 'old emails cleared out of the outbox');
  };

  const deliver = async (row: OutboxRow): Promise<'sent' | 'retry' | 'failed'> => {
    try {
      await transport.send({ id: row.id, to: row.recipient, subject: row.subject, text: row.body });
      await repository.markSent(row, now());
      log.info({ emailId: row.id, kind: row.kind, via: transport.description }, 'email sent');
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= settings.maxAttempts;
      const retryAt = giveUp
        ? null
        : new Date(now().getTime() + retryDelayMs(row.attempts, settings.baseDelayMs, settings.maxDelayMs));
      await repository.markFailedAttempt(row, reason.slice(0, 500), retryAt);
      // The address stays out of the log: the row id finds it for whoever may look.
      if (giveUp) log.error({ emailId: row.id, kind: row.kind, attempts: row.attempts, reason }, 'email failed');
      else
        log.warn({ emailId: row.id, kind: row.kind, attempts: row.attempts, retryAt, reason }, 'email will be retried');
      return giveUp ? 'failed' : 'retry';
    }
  };

  return {
    /** One pass: claims due rows and sends them. Answers what happened to each, for tests. */
    async runOnce(): Promise<Array<'sent' | 'retry' | 'failed'>> {
      const rows = await repository.claimDue(now(), settings.batchSize, settings.leaseMs);
      const results: Array<'sent' | 'retry' | 'failed'> = [];
      for (const row of rows) results.push(await deliver(row));
      await clearOut(now());
      return results;
    },
  };
}
export type OutboxWorker = ReturnType<typeof outboxWorker>;

/** Runs the worker every `intervalMs` (the first pass after one interval) until stopped; passes never overlap. */
export function startOutboxWorker(
  worker: OutboxWorker,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => Promise<void> {
  return startPeriodicJob(() => worker.runOnce(), intervalMs, log, { name: 'email outbox', runAtStart: false });
}

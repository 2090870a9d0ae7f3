import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { notificationsRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How long the bell keeps a notification. A read one has done its work; three months still answers "what was that
 * about my order?". An unread one may be the only word a person who has not signed in for a while has of a
 * cancellation, so it waits a year. Orders and messages keep their own history; this is only the bell.
 */
export const NOTIFICATION_KEEP = {
  readMs: 90 * DAY_MS,
  unreadMs: 365 * DAY_MS,
  /** How often a process deletes old ones: the delete is cheap, the table only grows by the hour. */
  purgeEveryMs: 60 * 60_000,
} as const;

/** Deletes notifications past NOTIFICATION_KEEP; any number of processes may run it (a delete is idempotent). */
export function notificationPurge(db: Db, log: Pick<FastifyBaseLogger, 'info'>) {
  const repository = notificationsRepository(db);
  return {
    /** Answers how many it deleted; `now` moves the clock in tests. */
    async runOnce(now: Date = new Date()): Promise<number> {
      const deleted = await repository.deleteOld({
        readBefore: new Date(now.getTime() - NOTIFICATION_KEEP.readMs),
        unreadBefore: new Date(now.getTime() - NOTIFICATION_KEEP.unreadMs),
      });
      if (deleted > 0) log.info({ deleted }, 'old notifications deleted');
      return deleted;
    },
  };
}

/** Runs the purge at start and every hour; the function returned stops it. */
export function startNotificationPurge(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  const purge = notificationPurge(db, log);
  return startPeriodicJob(() => purge.runOnce(), NOTIFICATION_KEEP.purgeEveryMs, log, { name: 'notification purge' });
}

import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { isOptionalEmailKind } from '@restrung/shared/email';
import type { Db } from '../../db/client.ts';
import type { NotificationDetails, NotificationKind } from '@restrung/shared/notification';
import { emailOptOuts, emailOutbox, users } from '../../db/schema.ts';
import { notificationEmail } from './notification-emails.ts';
import { newId } from '../../lib/ids.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface NewEmail {
  /** An account email kind or a notification kind (packages/shared/src/email.ts). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The person it is for, when they have an account: their email settings are respected. */
  userId?: string;
}

/**
 * Queues an email in the caller's transaction: it exists exactly when the change it tells about commits.
 * A kind the person turned off is not queued; account emails always are. Answers whether it was queued.
 */
export async function enqueueEmail(tx: Db | Tx, email: NewEmail): Promise<boolean> {
  if (email.userId && isOptionalEmailKind(email.kind)) {
    const [optedOut] = await tx
      .select({ kind: emailOptOuts.kind })
      .from(emailOptOuts)
      .where(and(eq(emailOptOuts.userId, email.userId), eq(emailOptOuts.kind, email.kind)));
    if (optedOut) return false;
  }
  await tx.insert(emailOutbox).values({
    id: newId(),
    kind: email.kind,
    recipient: email.to,
    subject: email.subject,
    body: email.text,
    // Stamped by the clock the workers compare with (theirs, in milliseconds), not the database's default now()
    // in microseconds, which a worker reading the same millisecond saw as not yet due.
    nextAttemptAt: new Date(),
  });
  return true;
}

/**
 * Queues the email twin of an in-app notification in the notification's transaction, unless its person turned
 * this kind off on the email settings page.
 */
export async function enqueueNotificationEmail(
  tx: Db | Tx,
  n: {
    userId: string;
    kind: NotificationKind;
    productName: string;
    productId?: string | null;
    details?: NotificationDetails;
  },
): Promise<void> {
  const [person] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, n.userId));
  if (person)
    await enqueueEmail(tx, { kind: n.kind, userId: n.userId, to: person.email, ...notificationEmail(person, n) });
}

/** The worker's side of the outbox: claim, then record what happened. */
export function outboxRepository(db: Db) {
  return {
    /**
     * Takes up to `limit` due rows for this worker: pending ones whose time has come, and `sending` ones whose
     * lease ran out (their worker died mid-send). SKIP LOCKED lets workers in other processes take other rows
     * at the same moment; the lease keeps a claimed row from everyone else after this statement commits.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          or(
            and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)),
            and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(emailOutbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${emailOutbox.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(emailOutbox.id, due))
        .returning();
    },

    /** Only the claim that is still ours: a row another worker took over after our lease ran out stays theirs. */
    async markSent(row: OutboxRow, now: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
        .where(
          and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, row.attempts)),
        );
    },

    /** Sent emails sent before `sentBefore` and failed ones queued before `failedBefore`; answers how many. */
    async deleteSettled({ sentBefore, failedBefore }: { sentBefore: Date; failedBefore: Date }): Promise<number> {
      const deleted = await db
        .delete(emailOutbox)
        .where(
          or(
            and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, sentBefore)),
            and(eq(emailOutbox.status, 'failed'), lt(emailOutbox.createdAt, failedBefore)),
          ),
        )
        .returning({ id: emailOutbox.id });
      return deleted.length;
    },

    async markFailedAttempt(row: OutboxRow, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(emailOutbox)
        .set(
          retryAt
            ? { status: 'pending', nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
            : { status: 'failed', lockedUntil: null, lastError: error },
        )
        .where(
          and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, row.attempts)),
        );
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;

import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { NotificationDetails, NotificationKind } from '@restrung/shared/notification';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { enqueueNotificationEmail } from '../email/outbox-repository.ts';

/** A transaction of the caller's change. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NotificationRow = typeof notifications.$inferSelect;

/** The channel every process LISTENs on; the payload is the id of the user who has something new. */
export const NOTIFICATION_CHANNEL = 'restrung_notifications';

export interface NewNotification {
  /** Null when the account has since been deleted: nobody to tell. */
  userId: string | null;
  kind: NotificationKind;
  productId?: string | null;
  productName: string;
  bookingId?: string | null;
  details?: NotificationDetails;
}

/**
 * Writes a notification inside the caller's transaction, and NOTIFYs the live channel in the same transaction:
 * PostgreSQL delivers a NOTIFY only when its transaction commits, so a change that rolled back leaves neither a
 * row nor a message, nor an email. A null user (an account since deleted) gets nothing.
 */
export async function notify(tx: Tx, input: NewNotification): Promise<void> {
  if (!input.userId) return;
  await tx.insert(notifications).values({
    id: newId(),
    userId: input.userId,
    kind: input.kind,
    productId: input.productId ?? null,
    productName: input.productName,
    bookingId: input.bookingId ?? null,
    details: input.details ?? {},
  });
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${input.userId})`);
  // And by email, through the outbox in this same transaction (the person's email settings decide).
  await enqueueNotificationEmail(tx, { ...input, userId: input.userId });
}

/** A person's notifications; the only place with SQL about them besides `notify`. */
export function notificationsRepository(db: Db) {
  return {
    /** Newest first (notifications_user_created_idx); `after` is the id of the last one already shown. */
    list: (userId: string, { limit, after }: { limit: number; after?: string }): Promise<NotificationRow[]> =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            after
              ? sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from notifications as c where c.id = ${after} and c.user_id = ${userId})`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit),

    unreadCount: async (userId: string): Promise<number> => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    /** Answers whether the notification is the user's (read before or not). */
    markRead: async (userId: string, id: string): Promise<{ found: boolean; modified: number }> => {
      const changed = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      if (changed.length > 0) return { found: true, modified: 1 };
      const [mine] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return { found: Boolean(mine), modified: 0 };
    },

    markAllRead: async (userId: string): Promise<number> =>
      (
        await db
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
          .returning({ id: notifications.id })
      ).length,

    /** Read notifications created before `readBefore` and any created before `unreadBefore`; answers how many. */
    deleteOld: async ({ readBefore, unreadBefore }: { readBefore: Date; unreadBefore: Date }): Promise<number> =>
      (
        await db
          .delete(notifications)
          .where(
            or(
              and(isNotNull(notifications.readAt), lt(notifications.createdAt, readBefore)),
              lt(notifications.createdAt, unreadBefore),
            ),
          )
          .returning({ id: notifications.id })
      ).length,
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;

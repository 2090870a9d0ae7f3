import {
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationList,
  notificationLink,
  notificationText,
} from '@restrung/shared/notification';
import { isUuid } from '@restrung/shared/product';
import { notFound } from '../../lib/http-errors.ts';
import type { NotificationRow, NotificationsRepository } from './repository.ts';

export const toNotification = (row: NotificationRow): Notification => {
  const base = { kind: row.kind, productName: row.productName, details: row.details };
  return {
    _id: row.id,
    ...base,
    productId: row.productId,
    bookingId: row.bookingId,
    text: notificationText(base),
    link: notificationLink({ ...base, productId: row.productId }),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
};

/** The bell: a person reads and marks only their own notifications (the user always comes from the session). */
export function notificationsService(repository: NotificationsRepository) {
  return {
    async list(userId: string, query: { limit: number; after?: string }): Promise<NotificationList> {
      const rows = await repository.list(userId, query);
      return {
        items: rows.map(toNotification),
        nextCursor: rows.length === query.limit ? rows[rows.length - 1]!.id : null,
      };
    },

    unreadCount: (userId: string) => repository.unreadCount(userId),

    /** The newest one, for the live stream to announce. */
    async latest(userId: string): Promise<Notification | null> {
      const [row] = await repository.list(userId, { limit: 1 });
      return row ? toNotification(row) : null;
    },

    /** Idempotent: marking a read one again answers modifiedCount 0. Another person's answers 404 like an unknown one. */
    async markRead(userId: string, id: string): Promise<number> {
      const result = isUuid(id) ? await repository.markRead(userId, id) : { found: false, modified: 0 };
      if (!result.found) throw notFound(NOTIFICATION_MESSAGES.noSuchNotification);
      return result.modified;
    },

    markAllRead: (userId: string) => repository.markAllRead(userId),
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;

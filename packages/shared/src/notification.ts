import { z } from 'zod';
import { formatPrice } from './format-number.ts';

/**
 * In-app notifications (issue 13): the bell in the header. Each is written in the same database transaction as
 * the change it tells about. The sentence a person reads is built here, once, from the kind and its facts, so
 * the bell, the list and any email say the same thing.
 */

export const NOTIFICATION_KINDS = [
  /** Seller: a buyer booked your guitar. */
  'booking_received',
  /** Seller: the booking of your guitar was paid. */
  'booking_paid',
  /** Buyer: an unpaid booking's hold is running out (sent once, BOOKING_HOLD_REMINDER_HOURS before the end). */
  'hold_expiring',
  /** Buyer and seller: an unpaid booking's hold ended; the order was cancelled and the guitar is Available. */
  'hold_expired',
  /** Buyer or seller: the other side (or an admin) cancelled an unpaid booking. */
  'booking_cancelled',
  /** Seller: a buyer reported your listing to the admin. */
  'listing_reported',
  /** Seller: an admin judged the reports of your listing unfounded and kept it on sale. */
  'listing_report_closed',
  /** Buyer: what an admin decided about a listing you reported (details.outcome). */
  'report_outcome',
  /** Buyer or seller: an admin dealt with the conversation you reported and closed the report. */
  'conversation_report_closed',
  /** Seller: your listing was hidden from buyers (e.g. a confirmed stolen serial number). */
  'listing_hidden',
  /** Seller: an admin removed your listing. */
  'listing_removed',
  /** Seller: an admin verified you; your listings are public. */
  'seller_verified',
  /** Seller: a buyer reviewed you after a sale. */
  'review_received',
  /** Watcher: the asking price of a guitar on your watchlist was lowered. */
  'watched_price_drop',
  /** Watcher: a guitar on your watchlist is Available again (its booking ended). */
  'watched_available',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_AUDIENCES = ['buyer', 'seller'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** Kind-specific facts, all optional: a notification is a snapshot taken when the change happened. */
export const notificationDetailsSchema = z.object({
  /** Whom the notification is for, where a kind goes to both sides of an order. */
  audience: z.enum(NOTIFICATION_AUDIENCES).optional(),
  /** booking_received, booking_paid: who booked. */
  buyerName: z.string().optional(),
  /** booking_cancelled: who cancelled. */
  cancelledBy: z.enum(['buyer', 'seller', 'admin']).optional(),
  /** booking_cancelled by a seller, listing_hidden: why, in the words of whoever did it. */
  reason: z.string().optional(),
  /** hold_expiring, booking_received: when the hold ends (ISO 8601, UTC). */
  holdExpiresAt: z.string().optional(),
  /** review_received: the stars given, and whose page shows the review. */
  rating: z.number().int().optional(),
  sellerId: z.string().optional(),
  /** conversation_report_closed: the conversation, for the link. */
  conversationId: z.string().optional(),
  /** report_outcome: whether the reported listing was removed or kept on sale. */
  outcome: z.enum(['removed', 'kept']).optional(),
  /** watched_price_drop: the asking price before and after, in dollars. */
  oldPrice: z.number().optional(),
  newPrice: z.number().optional(),
});
export type NotificationDetails = z.infer<typeof notificationDetailsSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  productId: z.string().nullable(),
  productName: z.string(),
  bookingId: z.string().nullable(),
  details: notificationDetailsSchema,
  /** The sentence shown in the list (notificationText). */
  text: z.string(),
  /** The page that shows what the notification is about. */
  link: z.string(),
  read: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 50;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markedReadSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });

export const NOTIFICATION_MESSAGES = {
  noSuchNotification: 'No such notification.',
} as const;

export { NOTIFICATION_STREAM_EVENT } from './notification-stream.ts';

const CANCELLED_BY: Record<string, string> = {
  buyer: 'the buyer',
  seller: 'the seller',
  admin: 'an admin',
};

const dollars = (amount: number | undefined) => (amount === undefined ? 'a lower price' : formatPrice(amount));

const withReason = (sentence: string, reason: string | undefined) =>
  reason ? `${sentence} Reason: ${reason}` : sentence;

/** The sentence a person reads. */
export function notificationText(n: Pick<Notification, 'kind' | 'productName' | 'details'>): string {
  const { productName: name, details } = n;
  switch (n.kind) {
    case 'booking_received':
      return `${details.buyerName ?? 'A buyer'} booked your ${name}.`;
    case 'booking_paid':
      return `Your ${name} was paid${details.buyerName ? ` by ${details.buyerName}` : ''}. Arrange the handover.`;
    case 'hold_expiring':
      return `Your booking of ${name} ends soon. Pay for it before the hold runs out, or it will be cancelled.`;
    case 'hold_expired':
      return details.audience === 'seller'
        ? `The booking of your ${name} was not paid in time and was cancelled. It is Available again.`
        : `Your booking of ${name} was not paid in time and was cancelled.`;
    case 'booking_cancelled':
      return withReason(
        details.audience === 'seller'
          ? `The booking of your ${name} was cancelled by ${CANCELLED_BY[details.cancelledBy ?? 'buyer']}. It is Available again.`
          : `Your booking of ${name} was cancelled by ${CANCELLED_BY[details.cancelledBy ?? 'seller']}.`,
        details.reason,
      );
    case 'listing_reported':
      return `Your listing ${name} was reported to the admin.`;
    case 'listing_report_closed':
      return `An admin looked into the reports of your listing ${name} and kept it on sale.`;
    case 'report_outcome':
      return details.outcome === 'removed'
        ? `Thank you for your report: an admin removed ${name}.`
        : `Thank you for your report: an admin looked into ${name} and kept it on sale.`;
    case 'conversation_report_closed':
      return `Thank you for your report: an admin looked into your conversation about ${name} and closed the report.`;
    case 'listing_hidden':
      return withReason(`Your listing ${name} is hidden from buyers.`, details.reason);
    case 'listing_removed':
      return `Your listing ${name} was removed by an admin.`;
    case 'seller_verified':
      return 'You are now a verified seller. Your listings are public.';
    case 'review_received':
      return `${details.buyerName ?? 'A buyer'} reviewed you${details.rating ? ` (${details.rating} of 5 stars)` : ''} after buying ${name}.`;
    case 'watched_price_drop':
      return `The price of ${name} on your watchlist dropped from ${dollars(details.oldPrice)} to ${dollars(details.newPrice)}.`;
    case 'watched_available':
      return `${name} on your watchlist is Available again.`;
  }
}

/** Where the notification leads: the page that shows the order or listing it is about. */
export function notificationLink(n: Pick<Notification, 'kind' | 'details'> & { productId?: string | null }): string {
  switch (n.kind) {
    case 'watched_price_drop':
    case 'watched_available':
      return n.productId ? `/product/${n.productId}` : '/dashboard/watchlist';
    case 'booking_received':
    case 'booking_paid':
      return '/dashboard/mysales';
    case 'hold_expiring':
      return '/dashboard/myorders';
    case 'hold_expired':
    case 'booking_cancelled':
      return n.details.audience === 'seller' ? '/dashboard/mysales' : '/dashboard/myorders';
    case 'review_received':
      return n.details.sellerId ? `/seller/${n.details.sellerId}` : '/dashboard/mysales';
    case 'report_outcome':
      return n.productId && n.details.outcome === 'kept' ? `/product/${n.productId}` : '/dashboard';
    case 'conversation_report_closed':
      return n.details.conversationId ? `/dashboard/messages/${n.details.conversationId}` : '/dashboard/messages';
    default:
      return '/dashboard/myproducts';
  }
}

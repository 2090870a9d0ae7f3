import type { OptionalEmailKind } from '@restrung/shared/email';
import {
  type NotificationDetails,
  type NotificationKind,
  notificationLink,
  notificationText,
} from '@restrung/shared/notification';

/** A short subject per kind; the sentence itself (with names and reasons) goes in the body, never in a header. */
const SUBJECTS: Record<NotificationKind & OptionalEmailKind, string> = {
  booking_received: 'Your guitar was booked',
  booking_paid: 'Your guitar was paid for',
  hold_expiring: 'Your booking ends soon',
  hold_expired: 'A booking was cancelled: not paid in time',
  booking_cancelled: 'A booking was cancelled',
  listing_reported: 'Your listing was reported',
  listing_report_closed: 'Your reported listing stays on sale',
  report_outcome: 'About the listing you reported',
  conversation_report_closed: 'About the conversation you reported',
  listing_hidden: 'Your listing is hidden',
  listing_removed: 'Your listing was removed',
  seller_verified: 'You are a verified seller',
  review_received: 'A buyer reviewed you',
  watched_price_drop: 'A guitar on your watchlist is cheaper',
  watched_available: 'A guitar on your watchlist is Available again',
};

let linkBase = 'http://localhost:3000';
/**
 * The web address links in notification emails point to (PUBLIC_URL): `notify` is called from many repositories
 * with only a transaction in hand, so buildApp sets it once at start-up.
 */
export function setNotificationLinkBase(url: string): void {
  linkBase = url.replace(/\/$/, '');
}

/** The email twin of an in-app notification: the same sentence, a link to the page it is about. */
export function notificationEmail(
  person: { name: string },
  n: { kind: NotificationKind; productName: string; productId?: string | null; details?: NotificationDetails },
): { subject: string; text: string } {
  const facts = { kind: n.kind, productName: n.productName, productId: n.productId, details: n.details ?? {} };
  return {
    subject: SUBJECTS[n.kind],
    text:
      `Hello ${person.name},\n\n${notificationText(facts)}\n\n${linkBase}${notificationLink(facts)}\n\n` +
      `You can choose which emails Restrung sends you at ${linkBase}/dashboard/email-settings.\n\n` +
      '-- \nRestrung, second-hand guitars\n',
  };
}

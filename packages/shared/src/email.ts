import { z } from 'zod';

/**
 * Email (issue 13). Account emails (confirming the address, resetting the password, a sign-up attempt with an
 * address that already has an account) always go out; every other kind can be turned off on the email settings
 * page. The optional kinds are the in-app notification kinds, so the bell and the inbox tell the same events.
 */
export const ACCOUNT_EMAIL_KINDS = ['verify_email', 'reset_password', 'existing_account'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

/** Kinds a person may turn off, with the label the settings page shows. */
export const OPTIONAL_EMAIL_KINDS = {
  booking_received: 'One of my guitars was booked',
  booking_paid: 'A booking of my guitar was paid',
  hold_expiring: 'A hold on a guitar I booked is running out',
  hold_expired: 'A hold ended and the booking was cancelled',
  booking_cancelled: 'A booking was cancelled',
  listing_reported: 'My listing was reported',
  listing_report_closed: 'An admin kept my reported listing on sale',
  report_outcome: 'An admin decided on a listing I reported',
  conversation_report_closed: 'An admin closed a conversation I reported',
  listing_hidden: 'My listing was hidden',
  listing_removed: 'My listing was removed',
  seller_verified: 'I was verified as a seller',
  conversation_message: 'A message to me has been unread for 10 minutes',
  review_received: 'A buyer reviewed me',
  watched_price_drop: 'The price of a guitar on my watchlist dropped',
  watched_available: 'A guitar on my watchlist is Available again',
} as const;
export type OptionalEmailKind = keyof typeof OPTIONAL_EMAIL_KINDS;
export const OPTIONAL_EMAIL_KIND_LIST = Object.keys(OPTIONAL_EMAIL_KINDS) as [
  OptionalEmailKind,
  ...OptionalEmailKind[],
];

export const isOptionalEmailKind = (kind: string): kind is OptionalEmailKind => kind in OPTIONAL_EMAIL_KINDS;

/** GET and PUT /api/email-settings: every optional kind with whether it is sent. */
export const emailSettingsSchema = z.strictObject(
  Object.fromEntries(OPTIONAL_EMAIL_KIND_LIST.map((kind) => [kind, z.boolean()])) as Record<
    OptionalEmailKind,
    z.ZodBoolean
  >,
);
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** PUT may name only the kinds it changes. */
export const emailSettingsUpdateSchema = emailSettingsSchema.partial();
export type EmailSettingsUpdate = z.infer<typeof emailSettingsUpdateSchema>;

export const EMAIL_MESSAGES = {
  verifyFirst:
    'Please confirm your email address first: open the link we emailed you, or send a new one from the banner at the top of the page.',
  settingsSaved: 'Email settings saved',
} as const;

import { formatCount } from './format-number.ts';
import { z } from 'zod';

/**
 * "Ask the seller" (issue 14): one conversation per listing and buyer, text only. Both sides read it; an admin
 * reads it only after one side reported it, and that reading is written to the audit log.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const REPORT_REASON_MAX_LENGTH = 500;
/** An unread message is emailed to its reader after this long (the conversation email job). */
export const MESSAGE_EMAIL_DELAY_MINUTES = 10;

export const CONVERSATION_MESSAGES = {
  textRequired: 'Please write a message.',
  textTooLong: `A message can be at most ${formatCount(MESSAGE_MAX_LENGTH)} characters.`,
  reasonRequired: 'Please say why you are reporting this conversation.',
  reasonTooLong: `A reason can be at most ${REPORT_REASON_MAX_LENGTH} characters.`,
  noSuchConversation: 'No such conversation.',
  ownGuitar: 'You cannot ask about your own guitar.',
  adminsOnlyReported: 'Admins can read a conversation only after one of its people reported it.',
  adminsCannotWrite: 'Admins can read a reported conversation but not write in it.',
  onlyPeopleReport: 'Only the buyer and the seller of a conversation can report it.',
  otherSideGone: 'The other person has deleted their account, so this conversation is closed.',
  reported: 'Thank you. An admin will read this conversation.',
  noOpenReport: 'This conversation has no open report: another admin may have closed it already.',
  signInToAsk: 'Sign in to ask the seller',
  empty: 'No messages yet',
} as const;

export const conversationStartedSchema = z.object({
  acknowledged: z.literal(true),
  conversationId: z.string(),
  /** False when the caller already had a conversation about this listing. */
  created: z.boolean(),
});
export type ConversationStarted = z.infer<typeof conversationStartedSchema>;

export const conversationReportedSchema = z.object({
  acknowledged: z.literal(true),
  /** True when the conversation had been reported before (by either side): the first report stands. */
  alreadyReported: z.boolean(),
});

/** POST /conversations/{id}/report/close (admins). */
export const reportClosedSchema = z.object({ acknowledged: z.literal(true) });

/** Closing a report (admins), which SPEC.md does not have. */
export const CLOSE_REPORT_TEXTS = {
  button: 'Close Report',
  confirm:
    'Close this report? The conversation leaves this list and admins can no longer read it, unless one of its people reports it again.',
  done: 'Report closed.',
} as const;

export const messageSchema = z.object({
  _id: z.string(),
  /** Null when the sender has since deleted their account. */
  senderId: z.string().nullable(),
  senderName: z.string(),
  /** Plain text; never rendered as markup or as links. */
  text: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const CONVERSATION_ROLES = ['buyer', 'seller', 'admin'] as const;

export const conversationSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  productPhoto: z.string(),
  buyerName: z.string(),
  sellerName: z.string(),
  /** Which side the caller is on; "admin" for an admin reading a reported conversation. */
  myRole: z.enum(CONVERSATION_ROLES),
  /** The other person's name (for an admin: the buyer's). */
  otherName: z.string(),
  /** Messages from the other side the caller has not read (0 for admins). */
  unread: z.number().int(),
  lastMessageAt: z.string().nullable(),
  /** The newest message, cut for the inbox. */
  lastMessage: z.string().nullable(),
  reported: z.boolean(),
  reportReason: z.string().nullable(),
  reportedAt: z.string().nullable(),
  /** False when the other side deleted their account: the conversation reads but takes no more messages. */
  open: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

export const messageListSchema = z.array(messageSchema);

export const messageSentSchema = z.object({ acknowledged: z.literal(true), message: messageSchema });
export const conversationReadSchema = z.object({ acknowledged: z.literal(true), unread: z.number().int() });
export const messagesUnreadSchema = z.object({ unread: z.number().int() });

/** The event the live stream (GET /notifications/stream) sends when a message arrives or is read: {unread}. */
export const MESSAGE_STREAM_EVENT = 'message';
export const messageStreamUpdateSchema = z.object({
  /** Unread messages across all the person's conversations. */
  unread: z.number().int(),
  /** The conversation that changed; null on the first event of a connection. */
  conversationId: z.string().nullable(),
});
export type MessageStreamUpdate = z.infer<typeof messageStreamUpdateSchema>;

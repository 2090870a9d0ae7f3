import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from './conversation.ts';
import { queryInteger } from './pagination.ts';
import { plainText } from './text.ts';

/**
 * What callers send about conversations: the composer's and the report's forms, the bodies, queries and path. Apart
 * from the texts and answers (`conversation.ts`), which Ask the Seller loads on every product page (decision 0062).
 */

const messageText = plainText({ multiline: true, error: CONVERSATION_MESSAGES.textRequired })
  .trim()
  .min(1, CONVERSATION_MESSAGES.textRequired)
  .max(MESSAGE_MAX_LENGTH, CONVERSATION_MESSAGES.textTooLong);

/** POST /conversations: ask about a listing. Asking again answers the same conversation. */
export const startConversationSchema = z.object({
  productId: plainText().max(100).describe('UUID of the listing'),
});
/** POST /conversations/{id}/messages: the composer's form and the route's body. */
export const messageInputSchema = z.object({ text: messageText });
export type MessageInput = z.infer<typeof messageInputSchema>;

/** POST /conversations/{id}/report. */
export const conversationReportInputSchema = z.object({
  reason: plainText({ multiline: true, error: CONVERSATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, CONVERSATION_MESSAGES.reasonRequired)
    .max(REPORT_REASON_MAX_LENGTH, CONVERSATION_MESSAGES.reasonTooLong),
});
export type ConversationReportInput = z.infer<typeof conversationReportInputSchema>;
const afterSchema = z.uuid({ message: 'after must be the _id of the last item of the previous page.' }).optional();
const limitSchema = queryInteger({ min: 1, max: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE });

/** GET /conversations: mine, newest activity first; `productId` narrows it to one listing (an order's link). */
export const conversationListQuerySchema = z.object({
  limit: limitSchema,
  after: afterSchema,
  productId: z.uuid({ message: 'productId must be the _id of a listing.' }).optional(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/** GET /admin/conversations: reported ones, newest report first. */
export const reportedConversationQuerySchema = z.object({ limit: limitSchema, after: afterSchema });

/** GET /conversations/{id}/messages: newest first, a page at a time; `after` is the oldest message shown. */
export const messageListQuerySchema = z.object({ limit: limitSchema, after: afterSchema });
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const conversationIdParamsSchema = z.object({ id: plainText().max(100).describe('UUID') });

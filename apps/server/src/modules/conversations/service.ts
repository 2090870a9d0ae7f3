import {
  CONVERSATION_MESSAGES,
  type Conversation,
  type ConversationStarted,
  type Message,
} from '@restrung/shared/conversation';
import type { ConversationListQuery, MessageListQuery } from '@restrung/shared/conversation-input';
import { isUuid } from '@restrung/shared/product';
import type { SessionUser } from '@restrung/shared/user';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { actorOf, type AuditLogRepository } from '../audit-log/repository.ts';
import type { ProductsService } from '../products/service.ts';
import {
  aboutConversation,
  type ConversationRow,
  type ConversationsRepository,
  type MessageRow,
  type Side,
} from './repository.ts';

type Role = Side | 'admin';

export const toMessage = (row: MessageRow): Message => ({
  _id: row.id,
  senderId: row.senderId,
  senderName: row.senderName,
  text: row.body,
  createdAt: row.createdAt.toISOString(),
});

const toConversation = (row: ConversationRow, myRole: Role): Conversation => ({
  _id: row.id,
  productId: row.productId,
  productName: row.productName,
  productPhoto: row.productPhoto,
  buyerName: row.buyerName,
  sellerName: row.sellerName,
  myRole,
  otherName: myRole === 'buyer' ? row.sellerName : row.buyerName,
  unread: myRole === 'buyer' ? row.buyerUnread : myRole === 'seller' ? row.sellerUnread : 0,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  lastMessage: row.lastMessage,
  reported: row.reportedAt !== null,
  reportReason: row.reportReason,
  reportedAt: row.reportedAt?.toISOString() ?? null,
  open: row.buyerId !== null && row.sellerId !== null,
});

export interface ConversationsServiceDeps {
  conversations: ConversationsRepository;
  products: Pick<ProductsService, 'findVisible'>;
  audit: AuditLogRepository;
}

/**
 * Who may do what: the buyer and the seller read and write their conversation; an admin reads it only once it
 * is reported (each reading kept in the audit log), and never writes; anyone else is told it does not exist.
 */
export function conversationsService({ conversations, products, audit }: ConversationsServiceDeps) {
  const access = async (id: string, caller: SessionUser): Promise<{ row: ConversationRow; role: Role }> => {
    const row = isUuid(id) ? await conversations.findById(id) : undefined;
    if (row && row.buyerId === caller.id) return { row, role: 'buyer' };
    if (row && row.sellerId === caller.id) return { row, role: 'seller' };
    if (row && caller.role === 'admin') {
      if (!row.reportedAt) throw forbidden(CONVERSATION_MESSAGES.adminsOnlyReported);
      return { row, role: 'admin' };
    }
    throw notFound(CONVERSATION_MESSAGES.noSuchConversation);
  };
  const participant = async (id: string, caller: SessionUser, refusal: string) => {
    const found = await access(id, caller);
    if (found.role === 'admin') throw forbidden(refusal);
    return found as { row: ConversationRow; role: Side };
  };

  return {
    /** Asking about a listing the caller may see; asking again answers the same conversation. */
    async start(productId: string, caller: SessionUser): Promise<ConversationStarted> {
      const product = await products.findVisible(productId, caller);
      if (product.sellerId === caller.id) throw forbidden(CONVERSATION_MESSAGES.ownGuitar);
      if (!product.sellerId) throw conflict(CONVERSATION_MESSAGES.otherSideGone);
      const { id, created } = await conversations.findOrCreate({
        productId: product.id,
        productName: product.productName,
        productPhoto: product.productPhoto,
        buyerId: caller.id,
        buyerName: caller.name,
        sellerId: product.sellerId,
        sellerName: product.sellerName,
      });
      return { acknowledged: true, conversationId: id, created };
    },

    list: async (caller: SessionUser, query: ConversationListQuery): Promise<Conversation[]> =>
      (await conversations.listFor(caller.id, query)).map((row) =>
        toConversation(row, row.buyerId === caller.id ? 'buyer' : 'seller'),
      ),

    listReported: async (query: { limit: number; after?: string }): Promise<Conversation[]> =>
      (await conversations.listReported(query)).map((row) => toConversation(row, 'admin')),

    unreadTotal: (userId: string) => conversations.unreadTotal(userId),

    async get(id: string, caller: SessionUser): Promise<Conversation> {
      const { row, role } = await access(id, caller);
      return toConversation(row, role);
    },

    /** Newest first. An admin's reading is recorded before anything is shown. */
    async messages(id: string, caller: SessionUser, query: MessageListQuery): Promise<Message[]> {
      const { row, role } = await access(id, caller);
      if (role === 'admin')
        await audit.record(actorOf(caller), {
          action: 'conversation.read',
          target: {
            type: 'conversation',
            id: row.id,
            name: aboutConversation(row),
          },
          details: { reportReason: row.reportReason, after: query.after ?? null },
        });
      return (await conversations.listMessages(row.id, query)).map(toMessage);
    },

    async send(id: string, caller: SessionUser, text: string): Promise<Message> {
      const { row, role } = await participant(id, caller, CONVERSATION_MESSAGES.adminsCannotWrite);
      if (!row.buyerId || !row.sellerId) throw conflict(CONVERSATION_MESSAGES.otherSideGone);
      const message = await conversations.send({
        conversation: row,
        senderSide: role,
        senderId: caller.id,
        senderName: caller.name,
        text,
      });
      return toMessage(message);
    },

    /** Answers the caller's unread count across all conversations afterwards (an admin's reading marks nothing). */
    async markRead(id: string, caller: SessionUser): Promise<number> {
      const { row, role } = await access(id, caller);
      if (role !== 'admin') await conversations.markRead(row, role, caller.id);
      return conversations.unreadTotal(caller.id);
    },

    /** Admins (the route checks the role): the report is handled; the conversation is private again. */
    async closeReport(id: string, caller: SessionUser): Promise<void> {
      const row = isUuid(id) ? await conversations.findById(id) : undefined;
      if (!row) throw notFound(CONVERSATION_MESSAGES.noSuchConversation);
      if (!(await conversations.closeReport(row.id, actorOf(caller))))
        throw conflict(CONVERSATION_MESSAGES.noOpenReport);
    },

    async report(id: string, caller: SessionUser, reason: string): Promise<{ alreadyReported: boolean }> {
      const { row } = await participant(id, caller, CONVERSATION_MESSAGES.onlyPeopleReport);
      return { alreadyReported: !(await conversations.report(row.id, caller.id, reason)) };
    },
  };
}
export type ConversationsService = ReturnType<typeof conversationsService>;

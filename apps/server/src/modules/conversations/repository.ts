import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversationMessages, conversations, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { auditLogRepository, type AuditActor } from '../audit-log/repository.ts';
import { notify } from '../notifications/repository.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type Side = 'buyer' | 'seller';

/** The channel every process LISTENs on; the payload is "<user id>:<conversation id>" of whoever has news. */
export const MESSAGE_CHANNEL = 'restrung_messages';

/** How the audit log names a conversation. */
export const aboutConversation = (row: Pick<ConversationRow, 'productName' | 'buyerName' | 'sellerName'>) =>
  `about "${row.productName}" between ${row.buyerName} and ${row.sellerName}`;

/** How much of the newest message the inbox shows. */
const PREVIEW_LENGTH = 140;

const unreadOf = (side: Side) => (side === 'buyer' ? conversations.buyerUnread : conversations.sellerUnread);
const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');
const at = (now: Date | null): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** NOTIFYs in the caller's transaction: the live stream hears of it only once the change commits. */
const tell = (tx: Tx, userId: string | null, conversationId: string) =>
  userId ? tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${`${userId}:${conversationId}`})`) : undefined;

/** The side's last reading, read inside SQL to keep the database's microseconds. */
const readAtSql = (side: Side, conversationId: string): SQL =>
  sql`(select ${sql.raw(side === 'buyer' ? 'c.buyer_read_at' : 'c.seller_read_at')} from conversations as c where c.id = ${conversationId})`;

export interface NewConversation {
  productId: string;
  productName: string;
  productPhoto: string;
  buyerId: string;
  buyerName: string;
  sellerId: string;
  sellerName: string;
}

/** Whom an email about unread messages goes to. */
export interface Reader {
  id: string;
  name: string;
  email: string;
}

export interface NewMessage {
  conversation: ConversationRow;
  senderSide: Side;
  senderId: string;
  senderName: string;
  text: string;
}

export function conversationsRepository(db: Db) {
  return {
    /** One per listing and buyer (conversations_product_buyer_idx): asking again answers the existing one. */
    async findOrCreate(input: NewConversation): Promise<{ id: string; created: boolean }> {
      const [inserted] = await db
        .insert(conversations)
        .values({ id: newId(), ...input })
        .onConflictDoNothing({ target: [conversations.productId, conversations.buyerId] })
        .returning({ id: conversations.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.productId, input.productId), eq(conversations.buyerId, input.buyerId)));
      return { id: existing!.id, created: false };
    },

    findById: async (id: string): Promise<ConversationRow | undefined> =>
      (await db.select().from(conversations).where(eq(conversations.id, id)))[0],

    /**
     * A person's conversations with at least one message, newest activity first (the activity indexes);
     * `after` is the _id of the last one already shown.
     */
    listFor(userId: string, query: { limit: number; after?: string; productId?: string }): Promise<ConversationRow[]> {
      const mine = or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));
      const cursor = query.after
        ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (select c.last_message_at, c.id from conversations as c where c.id = ${query.after} and (c.buyer_id = ${userId} or c.seller_id = ${userId}))`
        : undefined;
      return db
        .select()
        .from(conversations)
        .where(
          and(
            mine,
            isNotNull(conversations.lastMessageAt),
            query.productId ? eq(conversations.productId, query.productId) : undefined,
            cursor,
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(query.limit);
    },

    /** Reported conversations, newest report first (conversations_reported_idx). */
    listReported(query: { limit: number; after?: string }): Promise<ConversationRow[]> {
      const cursor = query.after
        ? sql`(${conversations.reportedAt}, ${conversations.id}) < (select c.reported_at, c.id from conversations as c where c.id = ${query.after})`
        : undefined;
      return db
        .select()
        .from(conversations)
        .where(and(isNotNull(conversations.reportedAt), cursor))
        .orderBy(desc(conversations.reportedAt), desc(conversations.id))
        .limit(query.limit);
    },

    /** Newest first; `after` is the oldest message already shown. */
    listMessages(conversationId: string, query: { limit: number; after?: string }): Promise<MessageRow[]> {
      const m = conversationMessages;
      return db
        .select()
        .from(m)
        .where(
          and(
            eq(m.conversationId, conversationId),
            query.after
              ? sql`(${m.createdAt}, ${m.id}) < (select o.created_at, o.id from conversation_messages as o where o.id = ${query.after} and o.conversation_id = ${conversationId})`
              : undefined,
          ),
        )
        .orderBy(desc(m.createdAt), desc(m.id))
        .limit(query.limit);
    },

    /** Unread messages across every conversation the person is in. */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({
          unread: sql<number>`coalesce(sum(case when ${conversations.buyerId} = ${userId} then ${conversations.buyerUnread} else ${conversations.sellerUnread} end), 0)::int`,
        })
        .from(conversations)
        .where(
          and(
            or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
            isNotNull(conversations.lastMessageAt),
          ),
        );
      return row?.unread ?? 0;
    },

    /**
     * One transaction: the conversation row is updated first, so its lock keeps the email job (which locks
     * conversations) from reading a half-written exchange; the sender has read everything before writing; the
     * reader's count goes up; both are told live once it commits.
     */
    send: (input: NewMessage): Promise<MessageRow> =>
      db.transaction(async (tx) => {
        const { conversation, senderSide } = input;
        const readerSide = other(senderSide);
        await tx
          .update(conversations)
          .set({
            lastMessageAt: sql`now()`,
            lastMessage: input.text.slice(0, PREVIEW_LENGTH),
            [readerSide === 'buyer' ? 'buyerUnread' : 'sellerUnread']: sql`${unreadOf(readerSide)} + 1`,
            [senderSide === 'buyer' ? 'buyerUnread' : 'sellerUnread']: 0,
            [senderSide === 'buyer' ? 'buyerReadAt' : 'sellerReadAt']: sql`now()`,
          })
          .where(eq(conversations.id, conversation.id));
        const [message] = await tx
          .insert(conversationMessages)
          .values({
            id: newId(),
            conversationId: conversation.id,
            senderId: input.senderId,
            senderName: input.senderName,
            senderSide,
            body: input.text,
          })
          .returning();
        await tell(tx, conversation.buyerId, conversation.id);
        await tell(tx, conversation.sellerId, conversation.id);
        return message!;
      }),

    /** The side has read everything so far; its other tabs hear the new count live. */
    markRead: (conversation: ConversationRow, side: Side, userId: string): Promise<void> =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(conversations)
          .set({
            [side === 'buyer' ? 'buyerUnread' : 'sellerUnread']: 0,
            [side === 'buyer' ? 'buyerReadAt' : 'sellerReadAt']: sql`now()`,
          })
          .where(and(eq(conversations.id, conversation.id), sql`${unreadOf(side)} > 0`))
          .returning({ id: conversations.id });
        if (changed.length > 0) await tell(tx, userId, conversation.id);
      }),

    /**
     * An admin closes the report: it is cleared (admins can no longer read the conversation, and either side may
     * report it again), the closing goes to the audit log with the reason that was given, and whoever reported it
     * is told, in one transaction.
     * Answers false when there was no open report (never reported, or closed by another admin first).
     */
    closeReport: (id: string, actor: AuditActor): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(conversations)
          .where(and(eq(conversations.id, id), isNotNull(conversations.reportedAt)))
          .for('update');
        if (!row) return false;
        await tx
          .update(conversations)
          .set({ reportedAt: null, reportedBy: null, reportReason: null })
          .where(eq(conversations.id, id));
        await auditLogRepository(tx).record(actor, {
          action: 'conversation.report_closed',
          target: { type: 'conversation', id: row.id, name: aboutConversation(row) },
          details: { reportReason: row.reportReason, reportedAt: row.reportedAt?.toISOString() ?? null },
        });
        // Whoever reported it sees it as not reported any more: they are told why.
        await notify(tx, {
          userId: row.reportedBy,
          kind: 'conversation_report_closed',
          productId: row.productId,
          productName: row.productName,
          details: { conversationId: row.id },
        });
        return true;
      }),

    /** The first report stands; answers whether this one was it. */
    report: async (id: string, reporterId: string, reason: string): Promise<boolean> =>
      (
        await db
          .update(conversations)
          .set({ reportedAt: sql`now()`, reportedBy: reporterId, reportReason: reason })
          .where(and(eq(conversations.id, id), isNull(conversations.reportedAt)))
          .returning({ id: conversations.id })
      ).length > 0,

    /**
     * The email job's pass: locks up to `limit` conversations with a message unread for MESSAGE_EMAIL_DELAY
     * minutes (SKIP LOCKED: other processes take others), and for each side with unread messages whose oldest is
     * due hands them to `email` once, as one batch, in this same transaction. Messages read meanwhile are only
     * marked checked. Answers how many conversations it looked at.
     */
    emailUnread: (
      now: Date | null,
      delayMinutes: number,
      limit: number,
      email: (
        tx: Tx,
        batch: { conversation: ConversationRow; readerSide: Side; reader: Reader; unread: MessageRow[] },
      ) => Promise<void>,
    ): Promise<number> =>
      db.transaction(async (tx) => {
        const m = conversationMessages;
        const due = sql`${at(now)} - make_interval(mins => ${delayMinutes})`;
        const locked = await tx
          .select()
          .from(conversations)
          .where(
            sql`exists (select 1 from conversation_messages as d where d.conversation_id = ${conversations.id} and d.email_checked_at is null and d.created_at <= ${due})`,
          )
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const conversation of locked) {
          for (const readerSide of ['buyer', 'seller'] as const) {
            const toReader = and(
              eq(m.conversationId, conversation.id),
              eq(m.senderSide, other(readerSide)),
              isNull(m.emailCheckedAt),
            );
            // Read already: nothing to tell.
            await tx
              .update(m)
              .set({ emailCheckedAt: at(now) })
              .where(
                and(
                  toReader,
                  sql`${m.createdAt} <= coalesce(${readAtSql(readerSide, conversation.id)}, '-infinity'::timestamptz)`,
                ),
              );
            const [batch] = await tx
              .select({ isDue: sql<boolean>`coalesce(min(${m.createdAt}) <= ${due}, false)` })
              .from(m)
              .where(toReader);
            if (!batch?.isDue) continue;
            const unread = await tx.select().from(m).where(toReader).orderBy(asc(m.createdAt), asc(m.id));
            const readerId = readerSide === 'buyer' ? conversation.buyerId : conversation.sellerId;
            // A deleted account has nobody to tell; its messages are only marked handled.
            const [reader] = readerId
              ? await tx
                  .select({ id: users.id, name: users.name, email: users.email })
                  .from(users)
                  .where(eq(users.id, readerId))
              : [];
            if (reader) await email(tx, { conversation, readerSide, reader, unread });
            await tx
              .update(m)
              .set({ emailCheckedAt: at(now) })
              .where(toReader);
          }
        }
        return locked.length;
      }),
  };
}
export type ConversationsRepository = ReturnType<typeof conversationsRepository>;

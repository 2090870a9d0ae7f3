import type { FastifyBaseLogger } from 'fastify';
import { MESSAGE_EMAIL_DELAY_MINUTES } from '@restrung/shared/conversation';
import type { Tx } from '../../db/client.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import type { ConversationRow, ConversationsRepository, MessageRow, Reader, Side } from './repository.ts';

/** The optional email kind (packages/shared/src/email.ts): a person can turn it off on the email settings page. */
export const MESSAGE_EMAIL_KIND = 'conversation_message';
/** How often server.ts looks for unread messages to email: a minute late at most, on top of the ten. */
export const MESSAGE_EMAIL_INTERVAL_SECONDS = 60;

/**
 * The email about unread messages. It says who wrote and about which guitar, not what: the words stay on the
 * site, behind the sign-in. The names go in the body, never in a header.
 */
export function unreadMessagesEmail(
  reader: { name: string },
  conversation: ConversationRow,
  readerSide: Side,
  unread: MessageRow[],
  linkBase: string,
): { subject: string; text: string } {
  const from = readerSide === 'buyer' ? conversation.sellerName : conversation.buyerName;
  const count = unread.length === 1 ? 'a message' : `${unread.length} messages`;
  return {
    subject: 'You have an unread message on Restrung',
    text:
      `Hello ${reader.name},\n\n${from} sent you ${count} about ${conversation.productName} that you have not read yet.\n\n` +
      `Read and answer: ${linkBase}/dashboard/messages/${conversation.id}\n\n` +
      `You can choose which emails Restrung sends you at ${linkBase}/dashboard/email-settings.\n\n` +
      '-- \nRestrung, second-hand guitars\n',
  };
}

/**
 * Emails a person whose message has waited unread for MESSAGE_EMAIL_DELAY_MINUTES, once per conversation batch,
 * through the outbox in the same transaction that marks the messages handled. Any number of processes may run it
 * (conversations are claimed with SKIP LOCKED). `now` moves the clock in tests; by default the database's decides.
 */
export function messageEmails(
  deps: { conversations: ConversationsRepository; linkBase: string },
  settings: { batchSize?: number } = {},
) {
  const limit = settings.batchSize ?? 50;
  const email = async (
    tx: Tx,
    batch: { conversation: ConversationRow; readerSide: Side; reader: Reader; unread: MessageRow[] },
  ) => {
    const { conversation, readerSide, reader, unread } = batch;
    await enqueueEmail(tx, {
      kind: MESSAGE_EMAIL_KIND,
      userId: reader.id,
      to: reader.email,
      ...unreadMessagesEmail(reader, conversation, readerSide, unread, deps.linkBase.replace(/\/$/, '')),
    });
  };
  return {
    /** Answers how many conversations it looked at. */
    async runOnce(now: Date | null = null): Promise<number> {
      let total = 0;
      for (;;) {
        const seen = await deps.conversations.emailUnread(now, MESSAGE_EMAIL_DELAY_MINUTES, limit, email);
        total += seen;
        if (seen < limit) return total;
      }
    },
  };
}
export type MessageEmails = ReturnType<typeof messageEmails>;

/** Runs the job at once and every `intervalSeconds`; the function returned stops it. */
export function startMessageEmails(job: MessageEmails, intervalSeconds: number, log: FastifyBaseLogger) {
  return startPeriodicJob(() => job.runOnce(), intervalSeconds * 1000, log, { name: 'unread message email' });
}

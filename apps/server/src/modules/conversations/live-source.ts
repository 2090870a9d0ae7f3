import { MESSAGE_STREAM_EVENT, type MessageStreamUpdate } from '@restrung/shared/conversation';
import type { LiveSource } from '../notifications/live-hub.ts';
import { MESSAGE_CHANNEL } from './repository.ts';
import type { ConversationsService } from './service.ts';

/** Messages on the notifications' live stream: the person's unread count and the conversation that changed. */
export const messageLiveSource = (conversations: ConversationsService): LiveSource => ({
  channel: MESSAGE_CHANNEL,
  event: MESSAGE_STREAM_EVENT,
  read: async (userId, conversationId): Promise<MessageStreamUpdate> => ({
    unread: await conversations.unreadTotal(userId),
    conversationId,
  }),
});

import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@restrung/shared/notification';
import type { Database } from '../../db/client.ts';
import { NOTIFICATION_CHANNEL } from './repository.ts';
import type { NotificationsService } from './service.ts';

/** What a live stream is sent when something new arrived for its user. */
export interface LiveUpdate {
  unread: number;
  latest: Notification | null;
}
type Subscriber = (update: LiveUpdate) => void;

/**
 * Fans new notifications out to the live streams open in this process. Every process LISTENs on the
 * database's channel (`notify` NOTIFYs it in the change's own transaction), so a notification written by any
 * process reaches the streams of every process, and only once the change has committed. PGlite, which runs in
 * one process, delivers its NOTIFYs in-process the same way.
 */
export function liveHub(database: Database, notifications: NotificationsService, log: FastifyBaseLogger) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let unlisten: (() => Promise<void>) | undefined;

  const push = async (userId: string) => {
    const listeners = subscribers.get(userId);
    if (!listeners?.size) return;
    try {
      const [unread, latest] = await Promise.all([notifications.unreadCount(userId), notifications.latest(userId)]);
      for (const listener of listeners) listener({ unread, latest });
    } catch (err) {
      log.error({ err }, 'could not send a live notification');
    }
  };

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(NOTIFICATION_CHANNEL, (userId) => {
        // An empty payload follows a reconnect: anything may have been missed, so everyone catches up.
        if (userId === '') for (const id of subscribers.keys()) void push(id);
        else void push(userId);
      });
    },

    subscribe(userId: string, listener: Subscriber): () => void {
      const set = subscribers.get(userId) ?? new Set();
      set.add(listener);
      subscribers.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) subscribers.delete(userId);
      };
    },

    async stop(): Promise<void> {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;

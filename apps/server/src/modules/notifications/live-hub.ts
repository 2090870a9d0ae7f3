import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_STREAM_EVENT, type Notification } from '@restrung/shared/notification';
import type { Database } from '../../db/client.ts';
import { NOTIFICATION_CHANNEL } from './repository.ts';
import type { NotificationsService } from './service.ts';

/** What a live stream is sent when something new arrived for its user. */
export interface LiveUpdate {
  unread: number;
  latest: Notification | null;
}

/**
 * Another kind of news the one stream carries (e.g. messages, issue 14): the database channel its changes
 * NOTIFY with the payload "<user id>" or "<user id>:<detail>", the SSE event name, and what to send.
 */
export interface LiveSource {
  channel: string;
  event: string;
  /** `detail` is what followed the user id in the payload; null for the first event of a connection. */
  read(userId: string, detail: string | null): Promise<unknown>;
}

export interface LiveEvent {
  event: string;
  data: unknown;
}
type Subscriber = (event: LiveEvent) => void;

/**
 * Fans news out to the live streams open in this process. Every process LISTENs on the database's channels
 * (`notify` NOTIFYs in the change's own transaction), so a change written by any process reaches the streams of
 * every process, and only once it has committed. PGlite, which runs in one process, delivers its NOTIFYs
 * in-process the same way.
 */
export function liveHub(
  database: Database,
  notifications: NotificationsService,
  log: FastifyBaseLogger,
  extraSources: LiveSource[] = [],
) {
  const subscribers = new Map<string, Set<Subscriber>>();
  const unlisteners: (() => Promise<void>)[] = [];
  const notificationSource: LiveSource = {
    channel: NOTIFICATION_CHANNEL,
    event: NOTIFICATION_STREAM_EVENT,
    read: async (userId): Promise<LiveUpdate> => {
      const [unread, latest] = await Promise.all([notifications.unreadCount(userId), notifications.latest(userId)]);
      return { unread, latest };
    },
  };
  const sources = [notificationSource, ...extraSources];

  const push = async (source: LiveSource, userId: string, detail: string | null) => {
    const listeners = subscribers.get(userId);
    if (!listeners?.size) return;
    try {
      const data = await source.read(userId, detail);
      for (const listener of listeners) listener({ event: source.event, data });
    } catch (err) {
      log.error({ err }, 'could not send a live update');
    }
  };

  return {
    async start(): Promise<void> {
      for (const source of sources)
        unlisteners.push(
          await database.listen(source.channel, (payload) => {
            // An empty payload follows a reconnect: anything may have been missed, so everyone catches up.
            if (payload === '') for (const id of subscribers.keys()) void push(source, id, null);
            else {
              const at = payload.indexOf(':');
              if (at < 0) void push(source, payload, null);
              else void push(source, payload.slice(0, at), payload.slice(at + 1));
            }
          }),
        );
    },

    /** What a stream is sent first: each kind of news as it stands. */
    snapshot: (userId: string): Promise<LiveEvent[]> =>
      Promise.all(sources.map(async (source) => ({ event: source.event, data: await source.read(userId, null) }))),

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
      await Promise.all(unlisteners.splice(0).map((unlisten) => unlisten()));
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;

import { useEffect, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@restrung/shared/notification';
import { NOTIFICATION_STREAM_EVENT } from '@restrung/shared/notification-stream';
import { api, schemasFrom } from '../../lib/api-client.ts';
import { followEventStream } from '../../lib/event-stream.ts';
import { publishLiveEvent } from '../../lib/live-events.ts';
import { isListLeftBehind } from '../../lib/use-return-scroll.ts';
import { useContentShown } from '../../lib/content-first.ts';

/** Response schemas are fetched beside the request that needs them (see `SchemaSource`). */
const response = schemasFrom(() => import('./responses.ts'));

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

/** The bell's count, once the page's main content has been shown (lib/content-first.ts). */
export function useUnreadCount(enabled: boolean) {
  const contentShown = useContentShown();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await api('/notifications/unread-count', { schema: response('unreadCountSchema') })).unread,
    enabled: enabled && contentShown,
  });
}

/** The bell's list, newest first, a page at a time (keyset). */
export const useNotificationList = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) =>
      api(`/notifications?limit=10${pageParam ? `&after=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: response('notificationListSchema'),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT', schema: response('markedReadSchema') }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/notifications/read-all', { method: 'PUT', schema: response('markedReadSchema') }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * Follows the live stream while someone is signed in: the unread count updates without a reload, and the lists a
 * notification is about (orders, sales, products) are read again. Answers the newest notification that arrived
 * while the page was open, for the polite live region.
 */
export function useLiveNotifications(userId: string | undefined): Notification | null {
  const client = useQueryClient();
  const [arrived, setArrived] = useState<Notification | null>(null);
  const contentShown = useContentShown();
  useEffect(() => {
    if (!userId || !contentShown) return;
    const controller = new AbortController();
    let newestSeen: string | undefined;
    let first = true;
    followEventStream(
      '/notifications/stream',
      async (event) => {
        publishLiveEvent(event);
        if (event.event !== NOTIFICATION_STREAM_EVENT) return;
        // Events wait for the schema in the order they came, so `first` and `newestSeen` keep their meaning.
        const update = (await response('liveUpdateSchema')()).safeParse(JSON.parse(event.data));
        if (!update.success || controller.signal.aborted) return;
        client.setQueryData(notificationKeys.unread, update.data.unread);
        const latest = update.data.latest;
        // The first event of a connection tells what is already there; later ones tell what is new.
        if (latest && !first && latest._id !== newestSeen && !latest.read) {
          setArrived(latest);
          void client.invalidateQueries({ queryKey: notificationKeys.list });
          void client.invalidateQueries({ queryKey: ['orders'] });
          void client.invalidateQueries({ queryKey: ['sales'] });
          // A list of guitars the reader left stays as it was for Back; a new visit reads it again once stale.
          void client.invalidateQueries({ queryKey: ['products'], predicate: (query) => !isListLeftBehind(query) });
        }
        newestSeen = latest?._id ?? newestSeen;
        first = false;
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [userId, client, contentShown]);
  return arrived;
}

import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  conversationListSchema,
  conversationReadSchema,
  conversationReportedSchema,
  conversationSchema,
  conversationStartedSchema,
  MESSAGE_STREAM_EVENT,
  messageListSchema,
  messageSentSchema,
  messageStreamUpdateSchema,
  messagesUnreadSchema,
  reportClosedSchema,
  type Conversation,
} from '@restrung/shared/conversation';
import { api } from '../../lib/api-client.ts';
import { useContentShown } from '../../lib/content-first.ts';
import { keysetParams, updateKeysetRows, useKeysetList } from '../../lib/keyset-list.ts';
import { onLiveEvent } from '../../lib/live-events.ts';

export const conversationKeys = {
  all: ['conversations'] as const,
  unread: ['conversations', 'unread'] as const,
  inbox: ['conversations', 'inbox'] as const,
  reported: ['conversations', 'reported'] as const,
  about: (productId: string) => ['conversations', 'about', productId] as const,
  one: (id: string) => ['conversations', 'one', id] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
};

export const conversationPath = (id: string) => `/dashboard/messages/${id}`;

/** Ask the seller: answers the conversation about this listing (the same one when asked again). */
export const useStartConversation = () =>
  useMutation({
    mutationFn: (productId: string) =>
      api('/conversations', { method: 'POST', body: { productId }, schema: conversationStartedSchema }),
  });

/** The inbox: my conversations, newest activity first, a page at a time. */
export const useInbox = () =>
  useKeysetList({
    queryKey: conversationKeys.inbox,
    fetchPage: (page) =>
      api(`/conversations?${keysetParams(page)}`, { schema: conversationListSchema, signal: page.signal }),
  });

/** Admins: reported conversations, newest report first. */
export const useReportedConversations = () =>
  useKeysetList({
    queryKey: conversationKeys.reported,
    fetchPage: (page) =>
      api(`/conversations/reported?${keysetParams(page)}`, { schema: conversationListSchema, signal: page.signal }),
  });

/** The buyer's conversation about one listing, if any (an order links to it). */
export const useConversationAbout = (productId: string | null | undefined) =>
  useQuery({
    queryKey: conversationKeys.about(productId ?? ''),
    queryFn: async () =>
      (
        await api(`/conversations?limit=1&productId=${encodeURIComponent(productId!)}`, {
          schema: conversationListSchema,
        })
      )[0] ?? null,
    enabled: Boolean(productId),
  });

export const useConversation = (id: string) =>
  useQuery({
    queryKey: conversationKeys.one(id),
    queryFn: () => api(`/conversations/${encodeURIComponent(id)}`, { schema: conversationSchema }),
  });

/** Newest first, a page at a time; the view shows them oldest first. */
export const useMessages = (id: string, enabled = true) =>
  useKeysetList({
    queryKey: conversationKeys.messages(id),
    fetchPage: (page) =>
      api(`/conversations/${encodeURIComponent(id)}/messages?${keysetParams(page)}`, {
        schema: messageListSchema,
        signal: page.signal,
      }),
    limit: 30,
    enabled,
  });

export function useSendMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api(`/conversations/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        body: { text },
        schema: messageSentSchema,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: conversationKeys.messages(id) });
      void client.invalidateQueries({ queryKey: conversationKeys.inbox });
    },
  });
}

export function useMarkConversationRead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/conversations/${encodeURIComponent(id)}/read`, { method: 'PUT', schema: conversationReadSchema }),
    onSuccess: (answer) => {
      client.setQueryData(conversationKeys.unread, answer.unread);
      void client.invalidateQueries({ queryKey: conversationKeys.inbox });
    },
  });
}

export function useReportConversation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api(`/conversations/${encodeURIComponent(id)}/report`, {
        method: 'POST',
        body: { reason },
        schema: conversationReportedSchema,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: conversationKeys.one(id) }),
  });
}

/**
 * Admins close a report they have dealt with: the conversation leaves the reported list, and admins can no longer
 * read it. Refused (another admin closed it first), the list is read again so the row goes too.
 */
export function useCloseConversationReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/conversations/${encodeURIComponent(id)}/report/close`, { method: 'POST', schema: reportClosedSchema }),
    onSuccess: () => {
      updateKeysetRows<Conversation>(client, conversationKeys.reported, (rows) => rows.filter((row) => row._id !== id));
      // Not read again now (an admin may no longer read it); opened again, it is asked for afresh.
      void client.invalidateQueries({ queryKey: conversationKeys.one(id), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: conversationKeys.messages(id), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: conversationKeys.reported });
    },
    onError: () => void client.invalidateQueries({ queryKey: conversationKeys.reported }),
  });
}

/** Unread messages across my conversations: read once, then kept current by the live stream. */
export function useMessagesUnread(enabled: boolean) {
  // Once the page's main content has been shown (lib/content-first.ts).
  const contentShown = useContentShown();
  return useQuery({
    queryKey: conversationKeys.unread,
    queryFn: async () => (await api('/conversations/unread-count', { schema: messagesUnreadSchema })).unread,
    enabled: enabled && contentShown,
  });
}

/**
 * Follows message news on the live stream: the unread count is set, and the conversation that changed (and the
 * inbox) are read again, so an open conversation shows a new message without a reload.
 */
export function useLiveMessages(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onLiveEvent(MESSAGE_STREAM_EVENT, (data) => {
        const update = messageStreamUpdateSchema.safeParse(JSON.parse(data));
        if (!update.success) return;
        client.setQueryData(conversationKeys.unread, update.data.unread);
        if (!update.data.conversationId) return;
        void client.invalidateQueries({ queryKey: conversationKeys.messages(update.data.conversationId) });
        void client.invalidateQueries({ queryKey: conversationKeys.inbox });
      }),
    [client],
  );
}

import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import {
  markedReadSchema,
  NOTIFICATION_STREAM_EVENT,
  notificationListSchema,
  unreadCountSchema,
} from '@restrung/shared/notification';
import { notificationIdParamsSchema, notificationListQuerySchema } from '@restrung/shared/notification-input';
import { requireUser } from '../../plugins/authenticate.ts';
import type { LiveEvent, LiveHub } from './live-hub.ts';
import type { NotificationsService } from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const RETRY_MS = 3_000;

const sseEvent = ({ event, data }: LiveEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const notificationRoutes =
  (service: NotificationsService, hub: LiveHub, options: { heartbeatMs?: number } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    // Open streams end when the server closes, or close would wait for them forever.
    const streams = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });

    app.get(
      '/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: "The signed-in person's notifications, newest first (the bell)",
          description:
            'Keyset pagination: ?limit (default 20, at most 50) and ?after (the _id of the last notification already shown; ' +
            'the answer carries nextCursor, null on the last page).',
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.list(request.user!.id, request.query),
    );

    app.get(
      '/notifications/unread-count',
      {
        schema: {
          tags: ['notifications'],
          summary: 'How many notifications the signed-in person has not read',
          response: { 200: unreadCountSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => ({ unread: await service.unreadCount(request.user!.id) }),
    );

    app.put(
      '/notifications/:id/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Marks one of your notifications read',
          description: "modifiedCount 0 when it was already read. Another person's notification answers 404.",
          params: notificationIdParamsSchema,
          response: { 200: markedReadSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => ({
        acknowledged: true as const,
        modifiedCount: await service.markRead(request.user!.id, request.params.id),
      }),
    );

    app.put(
      '/notifications/read-all',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Marks all your notifications read',
          response: { 200: markedReadSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => ({ acknowledged: true as const, modifiedCount: await service.markAllRead(request.user!.id) }),
    );

    app.get(
      '/notifications/stream',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Server-Sent Events: the unread count and the newest notification, whenever one arrives',
          description:
            `Authenticated with the bearer header (read it with fetch, not EventSource). Sends \`event: ${NOTIFICATION_STREAM_EVENT}\` ` +
            'with {unread, latest} at once and after every new notification, from any server process; likewise `event: message` ' +
            'with {unread, conversationId} for conversations (issue 14); a comment line every ' +
            `${HEARTBEAT_MS / 1000} s; \`retry: ${RETRY_MS}\` for reconnecting.`,
          response: errors,
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        const userId = request.user!.id;
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          // nginx and similar proxies would otherwise buffer the stream.
          'x-accel-buffering': 'no',
        });
        res.write(`retry: ${RETRY_MS}\n\n`);
        streams.add(res);
        const unsubscribe = hub.subscribe(userId, (event) => res.write(sseEvent(event)));
        const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
        const end = () => {
          clearInterval(heartbeat);
          unsubscribe();
          streams.delete(res);
        };
        request.raw.on('close', end);
        res.on('close', end);
        try {
          for (const event of await hub.snapshot(userId)) res.write(sseEvent(event));
        } catch (err) {
          request.log.error({ err }, 'could not start a notification stream');
          res.end();
        }
      },
    );
  };

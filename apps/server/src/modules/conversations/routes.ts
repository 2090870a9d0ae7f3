import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import {
  conversationListSchema,
  conversationReadSchema,
  conversationReportedSchema,
  conversationSchema,
  conversationStartedSchema,
  MESSAGE_MAX_LENGTH,
  messageListSchema,
  messageSentSchema,
  messagesUnreadSchema,
  reportClosedSchema,
} from '@restrung/shared/conversation';
import {
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationReportInputSchema,
  messageInputSchema,
  messageListQuerySchema,
  reportedConversationQuerySchema,
  startConversationSchema,
} from '@restrung/shared/conversation-input';
import { requireRole, requireUser } from '../../plugins/authenticate.ts';
import type { RateLimits } from '../../plugins/rate-limits.ts';
import type { ConversationsService } from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['conversations'];

/** After requireUser, so a signed-out call is refused (401) before it counts, and counted per person. */
const perPerson = (limit: RateLimits['message']) => ({
  ...limit,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
});

export const conversationRoutes =
  (service: ConversationsService, limits: RateLimits): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/conversations',
      {
        schema: {
          tags,
          summary: 'Asks the seller about a listing: starts the conversation, or answers the one you already have',
          description:
            'Buyers and sellers, about a listing they can see and do not sell themselves (403). One conversation per ' +
            'listing and buyer: asking again answers the same conversationId with created false.',
          body: startConversationSchema,
          response: { 200: conversationStartedSchema, ...errors },
        },
        preHandler: requireRole('buyer', 'seller'),
      },
      async (request) => service.start(request.body.productId, request.user!),
    );

    app.get(
      '/conversations',
      {
        schema: {
          tags,
          summary: 'My conversations (as buyer and as seller), newest activity first, with unread counts',
          description:
            'Only conversations with at least one message. Keyset pagination: ?limit and ?after (the _id of the last ' +
            'one shown). ?productId narrows to one listing (an order links to its conversation this way).',
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.list(request.user!, request.query),
    );

    app.get(
      '/conversations/unread-count',
      {
        schema: {
          tags,
          summary: 'Unread messages across all my conversations',
          response: { 200: messagesUnreadSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => ({ unread: await service.unreadTotal(request.user!.id) }),
    );

    app.get(
      '/conversations/reported',
      {
        schema: {
          tags,
          summary: 'Reported conversations, newest report first (admins)',
          description: 'Keyset pagination: ?limit and ?after. Reading one is written to the audit log.',
          querystring: reportedConversationQuerySchema,
          response: { 200: conversationListSchema, ...errors },
        },
        preHandler: requireRole('admin'),
      },
      async (request) => service.listReported(request.query),
    );

    app.get(
      '/conversations/:id',
      {
        schema: {
          tags,
          summary: 'One conversation: the listing, the two people, the unread count and whether it was reported',
          description:
            'Its buyer and seller; admins only once it is reported (403 before). Anyone else: 404, as for an unknown id.',
          params: conversationIdParamsSchema,
          response: { 200: conversationSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.get(request.params.id, request.user!),
    );

    app.get(
      '/conversations/:id/messages',
      {
        schema: {
          tags,
          summary: "A conversation's messages, newest first",
          description:
            'Keyset pagination: ?limit and ?after (the _id of the oldest message shown). Who may read: as ' +
            'GET /conversations/{id}. An admin reading a reported conversation is written to the audit log.',
          params: conversationIdParamsSchema,
          querystring: messageListQuerySchema,
          response: { 200: messageListSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => service.messages(request.params.id, request.user!, request.query),
    );

    app.post(
      '/conversations/:id/messages',
      {
        schema: {
          tags,
          summary: 'Writes a message (its buyer and seller only)',
          description:
            `Text only, 1 to ${MESSAGE_MAX_LENGTH} characters after trimming; control characters are refused. ` +
            'Admins may not write (403). Rate-limited per person. The other side hears of it live and, if it stays ' +
            'unread for 10 minutes, by email.',
          params: conversationIdParamsSchema,
          body: messageInputSchema,
          response: { 200: messageSentSchema, ...errors },
        },
        preHandler: requireUser,
        config: { rateLimit: perPerson(limits.message) },
      },
      async (request) => ({
        acknowledged: true as const,
        message: await service.send(request.params.id, request.user!, request.body.text),
      }),
    );

    app.put(
      '/conversations/:id/read',
      {
        schema: {
          tags,
          summary: 'Marks a conversation read up to now; answers my unread count across all conversations',
          params: conversationIdParamsSchema,
          response: { 200: conversationReadSchema, ...errors },
        },
        preHandler: requireUser,
      },
      async (request) => ({
        acknowledged: true as const,
        unread: await service.markRead(request.params.id, request.user!),
      }),
    );

    app.post(
      '/conversations/:id/report',
      {
        schema: {
          tags,
          summary: 'Reports a conversation to the admins, with a reason (its buyer and seller only)',
          description:
            'Once reported, admins can read it. The first report stands: reporting again answers alreadyReported true.',
          params: conversationIdParamsSchema,
          body: conversationReportInputSchema,
          response: { 200: conversationReportedSchema, ...errors },
        },
        preHandler: requireUser,
        config: { rateLimit: limits.report },
      },
      async (request) => ({
        acknowledged: true as const,
        ...(await service.report(request.params.id, request.user!, request.body.reason)),
      }),
    );

    app.post(
      '/conversations/:id/report/close',
      {
        schema: {
          tags,
          summary: "Closes a conversation's report (admins)",
          description:
            'For a report an admin has dealt with: the conversation leaves the reported list, admins can no longer ' +
            'read it, and either of its people may report it again. Written to the audit log with the reason given. ' +
            'No body. 404 for an unknown id, 409 when it has no open report. SPEC.md does not have it.',
          params: conversationIdParamsSchema,
          response: { 200: reportClosedSchema, ...errors },
        },
        preHandler: requireRole('admin'),
      },
      async (request) => {
        await service.closeReport(request.params.id, request.user!);
        return { acknowledged: true as const };
      },
    );
  };

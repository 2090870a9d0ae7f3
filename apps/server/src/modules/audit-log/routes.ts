// biome-ignore-all lint/style/noRestrictedImports: no service yet, the routes use the repository directly (issue 15 left this open)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@restrung/shared/api-error';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  AUDIT_LOG_MAX_LIMIT,
  type AuditLogPage,
} from '@restrung/shared/audit-log';
import { requireRole } from '../../plugins/authenticate.ts';
import type { AuditLogRepository } from './repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const auditLogRoutes =
  (repository: AuditLogRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/auditlog',
      {
        preHandler: requireRole('admin'),
        schema: {
          tags: ['admin'],
          summary: 'The admin audit log, newest first',
          description:
            'Admins only. Every role change, seller verification, deletion and report decision, with who, when and what. ' +
            `Pass nextCursor as ?before for the next (older) page; ?limit up to ${AUDIT_LOG_MAX_LIMIT}. Entries written meanwhile never shift a page.`,
          querystring: auditLogQuerySchema,
          response: { 200: auditLogPageSchema, ...errors },
        },
      },
      async (request): Promise<AuditLogPage> => {
        const { limit, before } = request.query;
        // One more than asked tells whether an older page exists.
        const rows = await repository.list({ before, limit: limit + 1 });
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          entries: page.map((r) => ({
            _id: r.id,
            createdAt: r.createdAt,
            actor: { id: r.actorId, name: r.actorName, email: r.actorEmail },
            action: r.action,
            target: { type: r.targetType, id: r.targetId, name: r.targetName, email: r.targetEmail },
            details: r.details,
          })),
          nextCursor: rows.length > limit && last ? `${last.cursorAt}_${last.id}` : null,
        };
      },
    );
  };

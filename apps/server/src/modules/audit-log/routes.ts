import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  AUDIT_LOG_MAX_LIMIT,
  type AuditLogPage,
} from '@restrung/shared/audit-log';
import { requireRole } from '../../plugins/authenticate.ts';
import type { AuditLogService } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403);

export const auditLogRoutes =
  (service: AuditLogService): FastifyPluginAsyncZod =>
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
      async (request): Promise<AuditLogPage> => service.page(request.query),
    );
  };

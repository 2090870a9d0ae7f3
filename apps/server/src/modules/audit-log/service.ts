import type { AuditLogPage } from '@restrung/shared/audit-log';
import type { AuditLogRepository } from './repository.ts';

/** The admin audit log as the admin page reads it: newest first, one keyset page at a time. */
export function auditLogService(repository: AuditLogRepository) {
  return {
    async page({ before, limit }: { before?: string | undefined; limit: number }): Promise<AuditLogPage> {
      // One more than asked tells whether an older page exists.
      const rows = await repository.list({ ...(before ? { before } : {}), limit: limit + 1 });
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
  };
}
export type AuditLogService = ReturnType<typeof auditLogService>;

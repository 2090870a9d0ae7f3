import { desc, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import {
  COMMAND_LINE_ACTOR,
  parseAuditCursor,
  type AuditAction,
  type AuditTargetType,
} from '@restrung/shared/audit-log';

/** Who made a change: a signed-in admin (snapshot of name and email) or the command line. */
export interface AuditActor {
  id: string | null;
  name: string;
  email: string | null;
}
export const COMMAND_LINE: AuditActor = { id: null, name: COMMAND_LINE_ACTOR, email: null };
export const actorOf = (user: { id: string; name: string; email: string }): AuditActor => ({
  id: user.id,
  name: user.name,
  email: user.email,
});

export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: string | null; name: string; email?: string | null };
  details?: Record<string, unknown>;
}

export interface AuditRow {
  id: string;
  createdAt: string;
  /** created_at to the microsecond, for the cursor. */
  cursorAt: string;
  actorId: string | null;
  actorName: string;
  actorEmail: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  targetName: string;
  targetEmail: string | null;
  details: Record<string, unknown>;
}

const utc = (format: string) => sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', ${format})`;

/** Writes entries with `db` or, for a change, with its transaction; reads pages newest first. */
export function auditLogRepository(db: Db | Tx) {
  return {
    /** The time is the database's (now(): the start of the transaction making the change). */
    record: async (actor: AuditActor, entry: AuditRecord): Promise<void> => {
      await db.insert(auditLog).values({
        id: newId(),
        actorId: actor.id,
        actorName: actor.name,
        actorEmail: actor.email,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        targetName: entry.target.name,
        targetEmail: entry.target.email ?? null,
        details: entry.details ?? {},
      });
    },

    /** Newest first, keyset-paginated on (created_at, id) through audit_log_created_idx. */
    list: (options: { before?: string; limit: number }): Promise<AuditRow[]> => {
      const cursor = options.before ? parseAuditCursor(options.before) : undefined;
      return db
        .select({
          id: auditLog.id,
          createdAt: utc('YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          cursorAt: utc('YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
          actorId: auditLog.actorId,
          actorName: auditLog.actorName,
          actorEmail: auditLog.actorEmail,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          targetName: auditLog.targetName,
          targetEmail: auditLog.targetEmail,
          details: auditLog.details,
        })
        .from(auditLog)
        .where(
          cursor
            ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(options.limit);
    },
  };
}
export type AuditLogRepository = ReturnType<typeof auditLogRepository>;

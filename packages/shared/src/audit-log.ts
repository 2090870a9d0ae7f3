import { z } from 'zod';

/**
 * The admin audit log (issue 9): who changed what, when. GET /auditlog answers newest first, a page at a time,
 * with a cursor: pass `nextCursor` as `before` for the next page. The cursor is the last entry's time (to the
 * microsecond, as the database keeps it) and id, so entries written meanwhile never shift a page.
 */

export const AUDIT_ACTIONS = [
  'admin.demoted',
  'admin.promoted',
  'admin.created',
  'seller.verified',
  'buyer.deleted',
  'seller.deleted',
  'seller_products.deleted',
  'product.deleted',
  'reported_product.deleted',
  /** The admin judged the reports and kept the listing: its reports are closed. */
  'reported_product.kept',
  'stolen_report.confirmed',
  'stolen_report.rejected',
  /** An admin read a reported conversation: private correspondence, so every reading is kept. */
  'conversation.read',
  /** An admin closed a conversation's report: admins can no longer read it until it is reported again. */
  'conversation.report_closed',
  'review.removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'user',
  'product',
  'seller_products',
  'stolen_report',
  'conversation',
  'review',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The actor name of entries written by the command line (npm run create-admin, npm run demote-admin). */
export const COMMAND_LINE_ACTOR = 'command line';

export const AUDIT_LOG_DEFAULT_LIMIT = 20;
export const AUDIT_LOG_MAX_LIMIT = 100;

const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const INVALID_CURSOR_MESSAGE = 'This page link is not valid. Reload the audit log from the start.';

/** A real instant: the database refuses (with an error, not an empty page) a day or hour that does not exist. */
const isRealTime = (cursor: string) => {
  const ms = Date.parse(`${cursor.slice(0, 23)}Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === cursor.slice(0, 19);
};

export const auditLogQuerySchema = z.object({
  before: z.string().regex(CURSOR, INVALID_CURSOR_MESSAGE).refine(isRealTime, INVALID_CURSOR_MESSAGE).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_LIMIT).default(AUDIT_LOG_DEFAULT_LIMIT),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** A cursor's two parts: the entry's time (microseconds) and id. */
export const parseAuditCursor = (cursor: string) => {
  const at = cursor.lastIndexOf('_');
  return { createdAt: cursor.slice(0, at), id: cursor.slice(at + 1) };
};

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
  }),
  /** Small facts about the change, e.g. { cancelledBookings: 2 }. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

const count = (n: unknown, one: string, many: string) =>
  typeof n === 'number' ? `${n} ${n === 1 ? one : many}` : undefined;
const withEmail = (name: string, email: string | null) => (email ? `${name} (${email})` : name);

/** One sentence a person reads, e.g. "Ada Admin verified seller Sam Seller (sam@example.test)". */
export function describeAuditEntry(entry: Pick<AuditEntry, 'actor' | 'action' | 'target' | 'details'>): string {
  const who = entry.actor.name;
  const target = withEmail(entry.target.name, entry.target.email);
  const d = entry.details;
  const extras = (parts: (string | undefined)[]) => {
    const kept = parts.filter(Boolean);
    return kept.length ? ` — ${kept.join(', ')}` : '';
  };
  switch (entry.action) {
    case 'admin.demoted':
      return `${who} removed the admin rights of ${target}; the account is now a buyer`;
    case 'admin.promoted':
      return `${who} made ${target} an admin (was ${String(d.previousRole ?? 'another role')})`;
    case 'admin.created':
      return `${who} created the admin account ${target}`;
    case 'seller.verified':
      return `${who} verified seller ${target}`;
    case 'buyer.deleted':
      return `${who} deleted buyer ${target}${extras([count(d.cancelledBookings, 'unpaid order cancelled', 'unpaid orders cancelled')])}`;
    case 'seller.deleted':
      return `${who} deleted seller ${target}${extras([
        count(d.deletedProducts, 'listing removed', 'listings removed'),
        count(d.cancelledBookings, 'unpaid order cancelled', 'unpaid orders cancelled'),
      ])}`;
    case 'seller_products.deleted':
      return `${who} deleted the unsold listings of ${target}${extras([
        count(d.deletedProducts, 'listing', 'listings'),
        count(d.cancelledBookings, 'unpaid order cancelled', 'unpaid orders cancelled'),
      ])}`;
    case 'product.deleted':
      return `${who} deleted the listing "${entry.target.name}"${d.sellerName ? ` by ${withEmail(String(d.sellerName), (d.sellerEmail as string) ?? null)}` : ''}`;
    case 'reported_product.deleted':
      return `${who} deleted the reported listing "${entry.target.name}"${d.sellerName ? ` by ${withEmail(String(d.sellerName), (d.sellerEmail as string) ?? null)}` : ''}${extras([count(d.reportCount, 'report', 'reports')])}`;
    case 'reported_product.kept':
      return `${who} kept the reported listing "${entry.target.name}"${d.sellerName ? ` by ${withEmail(String(d.sellerName), (d.sellerEmail as string) ?? null)}` : ''}${extras([count(d.closedReports, 'report closed', 'reports closed')])}`;
    case 'stolen_report.confirmed':
      return `${who} confirmed the stolen-gear report of ${entry.target.name}${extras([count(d.matchingListings, 'listing held', 'listings held')])}`;
    case 'stolen_report.rejected':
      return `${who} rejected the stolen-gear report of ${entry.target.name}${extras([count(d.matchingListings, 'listing released', 'listings released')])}`;
    case 'conversation.read':
      return `${who} read the reported conversation ${entry.target.name}`;
    case 'conversation.report_closed':
      return `${who} closed the report of the conversation ${entry.target.name}${d.reportReason ? ` — reason given: ${String(d.reportReason)}` : ''}`;
    case 'review.removed':
      return `${who} removed the ${entry.target.name.replace(/^Review/, 'review')}${d.reason ? ` — reason: ${String(d.reason)}` : ''}`;
  }
}

export const AUDIT_LOG_TEXTS = {
  title: 'Audit Log',
  intro: 'Every role change, verification, deletion and report decision, newest first.',
  empty: 'No admin actions yet',
  loadError: 'The audit log could not be loaded.',
  retry: 'Retry',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  end: 'That is everything.',
} as const;

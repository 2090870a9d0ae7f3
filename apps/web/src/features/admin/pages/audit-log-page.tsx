import { AUDIT_LOG_TEXTS as TEXT, describeAuditEntry, type AuditEntry } from '@restrung/shared/audit-log';
import { ListSection } from '../../../components/list-section.tsx';
import { useAuditLog } from '../audit-log-api.ts';
import { EmptyState, PageHeading } from '../components/admin-table.tsx';
import { onFirstUse } from '@restrung/shared/on-first-use';

const when = onFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/** Audit Log: what admins changed, newest first, one sentence per entry; "Load more" reads older ones. */
export function AuditLogPage() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="audit-log-title">
      <PageHeading id="audit-log-title" title={TEXT.title} intro={TEXT.intro} />
      <ListSection
        query={log}
        what="the audit log"
        loadingLabel="Loading the audit log"
        isEmpty={entries.length === 0}
        empty={<EmptyState>{TEXT.empty}</EmptyState>}
        loadMoreLabel={TEXT.loadMore}
        moreWhat="older entries"
        endNote={TEXT.end}
      >
        <ol aria-labelledby="audit-log-title" className="flex flex-col gap-3">
          {entries.map((entry) => (
            <AuditLogItem key={entry._id} entry={entry} />
          ))}
        </ol>
      </ListSection>
    </section>
  );
}

function AuditLogItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
      <p className="wrap-anywhere">{describeAuditEntry(entry)}</p>
      <p className="mt-1 text-sm text-base-content/70">
        <time dateTime={entry.createdAt}>{when().format(new Date(entry.createdAt))}</time>
      </p>
    </li>
  );
}

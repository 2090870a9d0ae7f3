import { AUDIT_LOG_TEXTS as TEXT, describeAuditEntry, type AuditEntry } from '@restrung/shared/audit-log';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useAuditLog } from '../audit-log-api.ts';
import { EmptyState, PageHeading } from '../components/admin-table.tsx';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Audit Log: what admins changed, newest first, one sentence per entry; "Load more" reads older ones. */
export function AuditLogPage() {
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch, isFetchNextPageError } =
    useAuditLog();
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="audit-log-title">
      <PageHeading id="audit-log-title" title={TEXT.title} intro={TEXT.intro} />
      {!data ? (
        error ? (
          <QueryError what="the audit log" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <Spinner label="Loading the audit log" />
        )
      ) : entries.length === 0 ? (
        <EmptyState>{TEXT.empty}</EmptyState>
      ) : (
        <>
          <ol aria-labelledby="audit-log-title" className="flex flex-col gap-3">
            {entries.map((entry) => (
              <AuditLogItem key={entry._id} entry={entry} />
            ))}
          </ol>
          <div className="mt-6 flex flex-col items-center gap-3">
            {isFetchNextPageError && error && (
              <QueryError
                what="older entries"
                error={error}
                onRetry={() => void fetchNextPage()}
                retrying={isFetchingNextPage}
              />
            )}
            {hasNextPage ? (
              !isFetchNextPageError && (
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void fetchNextPage()}
                  disabled={isFetchingNextPage}
                >
                  {isFetchingNextPage && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                  {isFetchingNextPage ? TEXT.loadingMore : TEXT.loadMore}
                </button>
              )
            ) : (
              <p className="text-sm text-base-content/70">{TEXT.end}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function AuditLogItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
      <p className="break-words">{describeAuditEntry(entry)}</p>
      <p className="mt-1 text-sm text-base-content/70">
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
      </p>
    </li>
  );
}

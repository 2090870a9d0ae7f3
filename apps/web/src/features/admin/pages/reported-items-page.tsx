import { toast } from 'react-toastify';
import type { ReportedItem } from '@restrung/shared/admin';
import { MESSAGES } from '@restrung/shared/messages';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ADMIN_PAGE_SIZE, useDeleteReportedItem, usePendingIds, useReportedItems } from '../api.ts';
import { EmptyState, PageHeading } from '../components/admin-table.tsx';
import { Pager, useLeaveEmptyPage, usePageParam } from '../components/pager.tsx';
import { ReportedItemsTable } from '../components/reported-items-table.tsx';

export function ReportedItemsPage() {
  const [page, setPage] = usePageParam();
  const { data, error, isFetching, isPlaceholderData, refetch } = useReportedItems(page);
  const remove = useDeleteReportedItem();
  const deleting = usePendingIds('deleteReported');
  const confirm = useConfirm();

  useLeaveEmptyPage(data, page, setPage, !isPlaceholderData && !isFetching);

  const onDelete = async (item: ReportedItem) => {
    if (!(await confirm(MESSAGES.confirmDeleteReported, { confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(item, {
      onSuccess: () => toast.success(MESSAGES.toastReportedItemDeleted),
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <section aria-labelledby="reported-items-title">
      <PageHeading
        id="reported-items-title"
        title="Reported Items"
        intro="Listings buyers reported to you, most recently reported first. Open one to judge it; delete it if it breaks the rules."
      />
      {!data ? (
        error ? (
          <QueryError what="the reported items" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <Spinner label="Loading reported items" />
        )
      ) : data.length === 0 ? (
        <EmptyState>{MESSAGES.noReportedItems}</EmptyState>
      ) : (
        <ReportedItemsTable
          labelledBy="reported-items-title"
          items={data}
          busy={isPlaceholderData}
          deleting={deleting}
          onDelete={(item) => void onDelete(item)}
        />
      )}
      {data && (
        <Pager
          page={page}
          hasNext={data.length >= ADMIN_PAGE_SIZE}
          onChange={setPage}
          label="reported items"
          busy={isPlaceholderData}
        />
      )}
    </section>
  );
}

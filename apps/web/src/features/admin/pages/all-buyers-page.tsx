import { toast } from 'react-toastify';
import { MESSAGES } from '@restrung/shared/messages';
import type { UserRow } from '@restrung/shared/user';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ADMIN_PAGE_SIZE, useBuyers, useDeleteBuyer, usePendingIds } from '../api.ts';
import { EmptyState, PageHeading } from '../components/admin-table.tsx';
import { Pager, useLeaveEmptyPage, usePageParam } from '../components/pager.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { deletionSummary } from '../components/deletion-summary.ts';

export function AllBuyersPage() {
  const [page, setPage] = usePageParam();
  const { data, error, isFetching, isPlaceholderData, refetch } = useBuyers(page);
  const remove = useDeleteBuyer();
  const deleting = usePendingIds('deleteBuyer');
  const confirm = useConfirm();

  useLeaveEmptyPage(data, page, setPage, !isPlaceholderData && !isFetching);

  const onDelete = async (buyer: UserRow) => {
    if (!(await confirm(MESSAGES.confirmDeleteUser, { confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(buyer, {
      onSuccess: (result) => {
        // SPEC.md section 8: this one is error-styled.
        toast.error(MESSAGES.toastBuyerDeleted);
        const summary = deletionSummary(result);
        if (summary) toast.info(summary);
      },
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <section aria-labelledby="all-buyers-title">
      <PageHeading
        id="all-buyers-title"
        title="All Buyers"
        intro="Everyone who shops here. Deleting a buyer cancels their unpaid orders and ends their sessions at once."
      />
      {!data ? (
        error ? (
          <QueryError what="the buyers" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <Spinner label="Loading buyers" />
        )
      ) : data.length === 0 ? (
        <EmptyState>{page > 1 ? 'No more buyers.' : 'No buyers yet.'}</EmptyState>
      ) : (
        <UsersTable
          labelledBy="all-buyers-title"
          users={data}
          firstIndex={(page - 1) * ADMIN_PAGE_SIZE + 1}
          busy={isPlaceholderData}
          deleting={deleting}
          onDelete={(buyer) => void onDelete(buyer)}
        />
      )}
      {data && (
        <Pager
          page={page}
          hasNext={data.length >= ADMIN_PAGE_SIZE}
          onChange={setPage}
          label="buyers"
          busy={isPlaceholderData}
        />
      )}
    </section>
  );
}

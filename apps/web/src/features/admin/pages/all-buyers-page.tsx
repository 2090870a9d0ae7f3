import { toast } from '../../../lib/toast.ts';
import { MESSAGES } from '@restrung/shared/messages';
import type { UserRow } from '@restrung/shared/user';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListSection } from '../../../components/list-section.tsx';
import { useBuyers, useDeleteBuyer, usePendingIds } from '../api.ts';
import { EmptyState, PageHeading, useRowsFocusFallback } from '../components/admin-table.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { deletionSummary } from '../components/deletion-summary.ts';
import { toastFailure } from '../../../lib/failure.ts';

export function AllBuyersPage() {
  const list = useBuyers();
  const remove = useDeleteBuyer();
  const deleting = usePendingIds('deleteBuyer');
  const confirm = useConfirm();

  const onDelete = async (buyer: UserRow) => {
    if (!(await confirm(MESSAGES.confirmDeleteUser, { confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(buyer, {
      onSuccess: (result) => {
        // SPEC.md section 8: this one is error-styled.
        toast.error(MESSAGES.toastBuyerDeleted);
        const summary = deletionSummary(result);
        if (summary) toast.info(summary);
      },
      onError: (failure) => toastFailure(failure),
    });
  };

  const focus = useRowsFocusFallback(list.rows);

  return (
    <section ref={focus.list} aria-labelledby="all-buyers-title">
      <PageHeading
        id="all-buyers-title"
        headingRef={focus.heading}
        title="All Buyers"
        intro="Everyone who shops here. Deleting a buyer cancels their unpaid orders and ends their sessions at once."
      />
      <ListSection
        query={list}
        what="the buyers"
        loadingLabel="Loading buyers"
        isEmpty={list.rows?.length === 0}
        empty={<EmptyState>No buyers yet.</EmptyState>}
      >
        <UsersTable
          labelledBy="all-buyers-title"
          users={list.rows ?? []}
          deleting={deleting}
          onDelete={(buyer) => void onDelete(buyer)}
        />
      </ListSection>
    </section>
  );
}

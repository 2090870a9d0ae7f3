import { PendingButton } from '../../../components/pending-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { MESSAGES } from '@restrung/shared/messages';
import type { UserRow } from '@restrung/shared/user';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListSection } from '../../../components/list-section.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { useDeleteSeller, usePendingIds, useSellers, useVerifySeller } from '../api.ts';
import { EmptyState, PageHeading, useRowsFocusFallback } from '../components/admin-table.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { deletionSummary } from '../components/deletion-summary.ts';
import { toastFailure } from '../../../lib/failure.ts';

export function AllSellersPage() {
  const list = useSellers();
  const verify = useVerifySeller();
  const remove = useDeleteSeller();
  const verifying = usePendingIds('verifySeller');
  const deleting = usePendingIds('deleteSeller');
  const confirm = useConfirm();

  const onVerify = async (seller: UserRow) => {
    if (!(await confirm(MESSAGES.confirmVerifySeller, { confirmLabel: 'Verify' }))) return;
    verify.mutate(seller, {
      onSuccess: () => toast.success(MESSAGES.toastVerified),
      onError: (failure) => toastFailure(failure),
    });
  };

  const onDelete = async (seller: UserRow) => {
    if (!(await confirm(MESSAGES.confirmDeleteUser, { confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(seller, {
      onSuccess: (result) => {
        toast.success(MESSAGES.toastSellerDeleted);
        const summary = deletionSummary(result);
        if (summary) toast.info(summary);
      },
      onError: (failure) => toastFailure(failure),
    });
  };

  const focus = useRowsFocusFallback(list.rows);

  return (
    <section ref={focus.list} aria-labelledby="all-sellers-title">
      <PageHeading
        id="all-sellers-title"
        headingRef={focus.heading}
        title="All Sellers"
        intro="Verify sellers so their listings become public, or remove accounts that should not sell here."
      />
      <ListSection
        query={list}
        what="the sellers"
        loadingLabel="Loading sellers"
        isEmpty={list.rows?.length === 0}
        empty={<EmptyState>No sellers yet.</EmptyState>}
      >
        <UsersTable
          labelledBy="all-sellers-title"
          users={list.rows ?? []}
          deleting={deleting}
          onDelete={(seller) => void onDelete(seller)}
          status={{
            header: 'Verification',
            render: (seller, nameId) =>
              seller.verified ? (
                <VerifiedBadge size="md" />
              ) : (
                <PendingButton
                  className="btn btn-sm btn-primary whitespace-nowrap"
                  onClick={() => void onVerify(seller)}
                  pending={verifying.has(seller._id)}
                  aria-describedby={nameId}
                >
                  Verify Seller
                </PendingButton>
              ),
          }}
        />
      </ListSection>
    </section>
  );
}

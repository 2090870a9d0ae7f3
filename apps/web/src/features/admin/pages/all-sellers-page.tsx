import { toast } from 'react-toastify';
import { MESSAGES } from '@restrung/shared/messages';
import type { UserRow } from '@restrung/shared/user';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListSection } from '../../../components/list-section.tsx';
import { useDeleteSeller, usePendingIds, useSellers, useVerifySeller } from '../api.ts';
import { EmptyState, PageHeading } from '../components/admin-table.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { deletionSummary } from '../components/deletion-summary.ts';

function VerifiedLabel() {
  return (
    <span className="badge badge-success gap-1 font-semibold whitespace-nowrap">
      <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      Verified
    </span>
  );
}

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
      onError: (failure) => toast.error(failure.message),
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
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <section aria-labelledby="all-sellers-title">
      <PageHeading
        id="all-sellers-title"
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
                <VerifiedLabel />
              ) : (
                <button
                  type="button"
                  className="btn btn-sm btn-primary whitespace-nowrap"
                  onClick={() => void onVerify(seller)}
                  disabled={verifying.has(seller._id)}
                  aria-describedby={nameId}
                >
                  {verifying.has(seller._id) && (
                    <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                  )}
                  Verify Seller
                </button>
              ),
          }}
        />
      </ListSection>
    </section>
  );
}

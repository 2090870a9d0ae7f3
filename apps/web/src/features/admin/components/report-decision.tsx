import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { KEEP_REPORTED_TEXTS } from '@restrung/shared/admin';
import { MESSAGES } from '@restrung/shared/messages';
import type { Product } from '@restrung/shared/product';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { toastFailure } from '../../../lib/failure.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteReportedItem, useKeepReportedItem } from '../api.ts';
import { DeleteButton } from './admin-table.tsx';

const REPORTED_ITEMS = '/dashboard/reporteditem';

/**
 * On a reported listing's page, for admins: Reported Items asks them to open a listing to judge it, so the two
 * decisions are here too. Either one ends the listing's place in the queue, so the admin goes back to it.
 * Loaded only for an admin on a reported listing (the app layer gives it to the product page), never for buyers.
 */
export function ReportDecision({ product }: { product: Product }) {
  const keep = useKeepReportedItem();
  const remove = useDeleteReportedItem();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const headingId = useId();

  const onKeep = async () => {
    if (!(await confirm(KEEP_REPORTED_TEXTS.confirm, { confirmLabel: KEEP_REPORTED_TEXTS.button }))) return;
    keep.mutate(product, {
      onSuccess: () => {
        toast.success(KEEP_REPORTED_TEXTS.done);
        navigate(REPORTED_ITEMS);
      },
      onError: (failure) => toastFailure(failure),
    });
  };
  const onDelete = async () => {
    if (!(await confirm(MESSAGES.confirmDeleteReported, { confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(product, {
      onSuccess: () => {
        toast.success(MESSAGES.toastReportedItemDeleted);
        navigate(REPORTED_ITEMS);
      },
      onError: (failure) => toastFailure(failure),
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-warning/50 bg-warning/10 p-4">
      <h2 id={headingId} className="font-bold">
        Reported to the admins
      </h2>
      <p className="mt-1 text-sm">
        Keep it if the reports are unfounded; delete it if it breaks the rules.{' '}
        <Link to={REPORTED_ITEMS} className="link">
          Who reported it
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <PendingButton
          className="btn btn-sm btn-outline"
          onClick={() => void onKeep()}
          pending={keep.isPending}
          aria-describedby={headingId}
        >
          {KEEP_REPORTED_TEXTS.button}
        </PendingButton>
        <DeleteButton onClick={() => void onDelete()} busy={remove.isPending} describedBy={headingId} />
      </div>
    </section>
  );
}

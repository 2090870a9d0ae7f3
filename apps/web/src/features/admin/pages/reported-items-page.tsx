import { toast } from '../../../lib/toast.ts';
import { KEEP_REPORTED_TEXTS, type ReportedItem } from '@restrung/shared/admin';
import { MESSAGES } from '@restrung/shared/messages';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ListSection } from '../../../components/list-section.tsx';
import { useDeleteReportedItem, useKeepReportedItem, usePendingIds, useReportedItems } from '../api.ts';
import { EmptyState, PageHeading, useRowsFocusFallback } from '../components/admin-table.tsx';
import { ReportedItemsTable } from '../components/reported-items-table.tsx';
import { toastFailure } from '../../../lib/failure.ts';

export function ReportedItemsPage() {
  const list = useReportedItems();
  const remove = useDeleteReportedItem();
  const deleting = usePendingIds('deleteReported');
  const keep = useKeepReportedItem();
  const keeping = usePendingIds('keepReported');
  const confirm = useConfirm();

  const onDelete = async (item: ReportedItem) => {
    if (!(await confirm(MESSAGES.confirmDeleteReported, { confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(item, {
      onSuccess: () => toast.success(MESSAGES.toastReportedItemDeleted),
      onError: (failure) => toastFailure(failure),
    });
  };

  const onKeep = async (item: ReportedItem) => {
    if (!(await confirm(KEEP_REPORTED_TEXTS.confirm, { confirmLabel: KEEP_REPORTED_TEXTS.button }))) return;
    keep.mutate(item, {
      onSuccess: () => toast.success(KEEP_REPORTED_TEXTS.done),
      onError: (failure) => toastFailure(failure),
    });
  };

  const focus = useRowsFocusFallback(list.rows);

  return (
    <section ref={focus.list} aria-labelledby="reported-items-title">
      <PageHeading
        id="reported-items-title"
        headingRef={focus.heading}
        title="Reported Items"
        intro="Listings buyers reported to you, most recently reported first. Open one to judge it: delete it if it breaks the rules, keep it if the reports are unfounded."
      />
      <ListSection
        query={list}
        what="the reported items"
        loadingLabel="Loading reported items"
        isEmpty={list.rows?.length === 0}
        empty={<EmptyState>{MESSAGES.noReportedItems}</EmptyState>}
      >
        <ReportedItemsTable
          labelledBy="reported-items-title"
          items={list.rows ?? []}
          deleting={deleting}
          onDelete={(item) => void onDelete(item)}
          keeping={keeping}
          onKeep={(item) => void onKeep(item)}
        />
      </ListSection>
    </section>
  );
}

import { CLOSE_REPORT_TEXTS } from '@restrung/shared/conversation';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { toastFailure } from '../../../lib/failure.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseConversationReport } from '../api.ts';

/**
 * An admin closes a conversation's report once it is dealt with (after asking). `describedBy` names the
 * conversation in a list of them; `onClosed` runs after the toast, for a page that can no longer be read.
 */
export function CloseReportButton({
  conversationId,
  describedBy,
  onClosed,
}: {
  conversationId: string;
  describedBy?: string;
  onClosed?: () => void;
}) {
  const close = useCloseConversationReport(conversationId);
  const confirm = useConfirm();
  const onClick = async () => {
    if (!(await confirm(CLOSE_REPORT_TEXTS.confirm, { confirmLabel: CLOSE_REPORT_TEXTS.button }))) return;
    close.mutate(undefined, {
      onSuccess: () => {
        toast.success(CLOSE_REPORT_TEXTS.done);
        onClosed?.();
      },
      onError: (failure) => toastFailure(failure),
    });
  };
  return (
    <PendingButton
      className="btn btn-sm btn-outline"
      onClick={() => void onClick()}
      pending={close.isPending}
      aria-describedby={describedBy}
    >
      {CLOSE_REPORT_TEXTS.button}
    </PendingButton>
  );
}

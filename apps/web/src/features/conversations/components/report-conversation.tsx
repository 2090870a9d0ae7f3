import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { CONVERSATION_MESSAGES } from '@restrung/shared/conversation';
import { conversationReportInputSchema } from '@restrung/shared/conversation-input';
import { ShortTextForm } from '../../../components/short-text-form.tsx';
import { toastFailure } from '../../../lib/failure.ts';
import { useReportConversation } from '../api.ts';

/** Either side reports the conversation to the admins, saying why; admins can then read it. */
export function ReportConversation({ conversationId }: { conversationId: string }) {
  const report = useReportConversation(conversationId);
  const [open, setOpen] = useState(false);

  if (!open)
    return (
      <button type="button" className="btn btn-outline btn-error btn-sm" onClick={() => setOpen(true)}>
        Report conversation
      </button>
    );
  return (
    <ShortTextForm
      label="Why are you reporting this conversation?"
      submitLabel="Report"
      schema={conversationReportInputSchema.shape.reason}
      danger
      className="flex w-full flex-col gap-2 rounded-box bg-base-200 p-4"
      onCancel={() => setOpen(false)}
      onSubmit={async (reason) => {
        // A refusal is a toast here, as for the conversation's other actions; the form stays open with the text.
        try {
          await report.mutateAsync(reason);
        } catch (failure) {
          toastFailure(failure);
          return;
        }
        toast.success(CONVERSATION_MESSAGES.reported);
        setOpen(false);
      }}
    />
  );
}

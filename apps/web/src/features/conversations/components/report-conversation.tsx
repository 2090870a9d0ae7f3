import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { CONVERSATION_MESSAGES, conversationReportInputSchema } from '@restrung/shared/conversation';
import { toastFailure } from '../../../lib/failure.ts';
import { useReportConversation } from '../api.ts';

/** Either side reports the conversation to the admins, saying why; admins can then read it. */
export function ReportConversation({ conversationId }: { conversationId: string }) {
  const report = useReportConversation(conversationId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = conversationReportInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    report.mutate(parsed.data.reason, {
      onSuccess: () => {
        toast.success(CONVERSATION_MESSAGES.reported);
        setOpen(false);
      },
      onError: (failure) => toastFailure(failure),
    });
  };

  if (!open)
    return (
      <button type="button" className="btn btn-outline btn-error btn-sm" onClick={() => setOpen(true)}>
        Report conversation
      </button>
    );
  return (
    <form onSubmit={onSubmit} className="flex w-full flex-col gap-2 rounded-box bg-base-200 p-4" noValidate>
      <label htmlFor={fieldId} className="font-semibold">
        Why are you reporting this conversation?
      </label>
      <textarea
        id={fieldId}
        className="textarea w-full"
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-error btn-sm" disabled={report.isPending}>
          Report
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

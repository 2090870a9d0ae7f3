import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import {
  EMAIL_MESSAGES,
  OPTIONAL_EMAIL_KIND_LIST,
  OPTIONAL_EMAIL_KINDS,
  type EmailSettings,
} from '@restrung/shared/email';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useEmailSettings, useSaveEmailSettings } from '../api.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

/** Dashboard > Email Settings: each kind of email can be turned off; account emails always go out. */
export function EmailSettingsPage() {
  const query = useEmailSettings();
  const save = useSaveEmailSettings();
  const [draft, setDraft] = useState<EmailSettings | null>(null);
  useEffect(() => {
    if (query.data && !draft) setDraft(query.data);
  }, [query.data, draft]);

  if (query.error)
    return (
      <QueryError
        what="your email settings"
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!draft) return <Spinner label="Loading your email settings" />;

  const changed = OPTIONAL_EMAIL_KIND_LIST.some((kind) => draft[kind] !== query.data?.[kind]);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        toast.success(EMAIL_MESSAGES.settingsSaved);
      },
      onError: (failure) => toast.error(failure.message),
    });
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Email Settings</h1>
      <form onSubmit={onSubmit} className="card border border-base-300 bg-base-100">
        <fieldset className="card-body gap-3">
          <legend className="sr-only">Email me when</legend>
          <p className="font-medium">Email me when:</p>
          {OPTIONAL_EMAIL_KIND_LIST.map((kind) => (
            <label key={kind} className="flex cursor-pointer items-center justify-between gap-4 py-1">
              <span>{OPTIONAL_EMAIL_KINDS[kind]}</span>
              <input
                type="checkbox"
                className="toggle toggle-primary"
                checked={draft[kind]}
                onChange={(e) => setDraft({ ...draft, [kind]: e.target.checked })}
              />
            </label>
          ))}
          <p className="mt-2 text-sm text-base-content/70">
            Emails about your account (confirming your address, resetting your password) are always sent.
          </p>
          {/* Nothing to save is shown as unavailable without `disabled`: a save that works leaves nothing changed, and a
              disabled button would drop the focus of the person who just pressed it. */}
          <SubmitButton className="btn btn-primary mt-2 self-start" busy={save.isPending || !changed}>
            {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {save.isPending ? 'Saving…' : 'Save Settings'}
          </SubmitButton>
        </fieldset>
      </form>
    </div>
  );
}

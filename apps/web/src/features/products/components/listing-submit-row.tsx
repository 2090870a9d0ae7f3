import { SubmitButton } from '../../../components/submit-button.tsx';
/** The foot of the add and edit listing forms: why the last try failed, and the submit button with its step. */
export function ListingSubmitRow({ failure, busy, label }: { failure: string | null; busy: boolean; label: string }) {
  return (
    <div className="flex flex-col gap-3 md:col-span-2">
      {failure && (
        <p role="alert" className="font-medium text-error">
          {failure}
        </p>
      )}
      <SubmitButton className="btn btn-primary w-full md:w-auto md:self-start" busy={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {label}
      </SubmitButton>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiClientError } from '../lib/api-client.ts';
import { SubmitButton } from './submit-button.tsx';

interface ShortTextFormProps {
  label: string;
  submitLabel: string;
  /** The submit button's words while the call is under way; the submit label when not given. */
  busyLabel?: string;
  cancelLabel?: string;
  maxLength?: number;
  /** The shared schema of the one field, so the form refuses what the server would, with the same message. */
  schema: z.ZodType<string>;
  /** Rejects with the server's refusal, shown under the field with the text kept as typed. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
  danger?: boolean;
  /** Said when the call fails without a message written for people (a dropped connection). */
  failureText?: string;
  className?: string;
}

/**
 * One text field with its check and the server's refusal under it: a seller's answer or cancellation reason, an
 * admin's reason, a report.
 */
export function ShortTextForm(props: ShortTextFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  // The form opens because the person asked for it: typing starts here. Focused on mount rather than through the
  // autofocus attribute, which a browser honours only while the page first loads.
  useEffect(() => textRef.current?.focus(), []);
  const errorId = `${id}-error`;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check this text.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await props.onSubmit(parsed.data);
    } catch (failure) {
      setError(
        failure instanceof ApiClientError
          ? failure.message
          : (props.failureText ?? 'That did not work. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className={props.className ?? 'mt-3 flex flex-col gap-2'}>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <textarea
        id={id}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        value={text}
        maxLength={props.maxLength}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        ref={textRef}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <SubmitButton className={`btn btn-sm ${props.danger ? 'btn-error' : 'btn-primary'}`} busy={busy}>
          {busy ? (props.busyLabel ?? props.submitLabel) : props.submitLabel}
        </SubmitButton>
        <button type="button" className="btn btn-ghost btn-sm" onClick={props.onCancel}>
          {props.cancelLabel ?? 'Cancel'}
        </button>
      </div>
    </form>
  );
}

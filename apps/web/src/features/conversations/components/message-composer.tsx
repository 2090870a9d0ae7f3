import { formatCount } from '@restrung/shared/format-number';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@restrung/shared/conversation';
import { messageInputSchema } from '@restrung/shared/conversation-input';
import { ApiClientError } from '../../../lib/api-client.ts';
import { GENERIC_FAILURE } from '../../../lib/failure.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';

interface Props {
  /** Sends the text; a rejection keeps it in the box and shows why. */
  onSend: (text: string) => Promise<unknown>;
}

/**
 * Writes a message. Enter makes a new line (messages are often several lines); Ctrl+Enter or Cmd+Enter sends,
 * as the hint says. A failed send keeps the text in the box. The counter counts what will be sent (trimmed).
 */
export function MessageComposer({ onSend }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const ids = { field: useId(), hint: useId(), count: useId(), error: useId() };
  const length = text.trim().length;
  const over = length > MESSAGE_MAX_LENGTH;

  async function send() {
    if (sending) return;
    const parsed = messageInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await onSend(parsed.data.text);
      setText('');
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : GENERIC_FAILURE);
    } finally {
      setSending(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={ids.field} className="font-semibold">
        Your message
      </label>
      <textarea
        id={ids.field}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids.hint} ${ids.count}${error ? ` ${ids.error}` : ''}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span id={ids.hint} className="text-base-content/70">
          Enter starts a new line; Ctrl+Enter (⌘+Enter on a Mac) sends.
        </span>
        <span id={ids.count} className={over ? 'font-semibold text-error' : 'text-base-content/70'}>
          {formatCount(length)} / {formatCount(MESSAGE_MAX_LENGTH)}
        </span>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      <div>
        <SubmitButton className="btn btn-primary" busy={sending}>
          {sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          Send
        </SubmitButton>
      </div>
    </form>
  );
}

import { useId, useState, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A password field with a show/hide toggle that says what it will do. */
export function PasswordInput({ label, error, id, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className="form-control w-full">
      <label htmlFor={inputId} className="label mb-1 font-medium text-base-content">
        {label}
      </label>
      <div className="join w-full">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={`input join-item w-full ${error ? 'input-error' : ''}`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button
          type="button"
          className="btn join-item"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> password</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';

interface Props {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** One input, select or textarea; it receives the id and the ARIA wiring for the label and error. */
  children: ReactElement<Record<string, unknown>>;
}

/** daisyUI's red border for each kind of control; a control with a message gets it, so the message is not missed. */
const ERROR_CLASS: [base: RegExp, error: string][] = [
  [/(^|\s)file-input(\s|$)/, 'file-input-error'],
  [/(^|\s)input(\s|$)/, 'input-error'],
  [/(^|\s)select(\s|$)/, 'select-error'],
  [/(^|\s)textarea(\s|$)/, 'textarea-error'],
];

function withErrorClass(className: unknown, error: boolean): string | undefined {
  if (typeof className !== 'string') return undefined;
  const match = error ? ERROR_CLASS.find(([base]) => base.test(className)) : undefined;
  return match ? `${className} ${match[1]}` : className;
}

/** A labelled form control with its validation message under it, announced to screen readers. */
export function FormField({ label, error, hint, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label mb-1 font-medium text-base-content">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        className: withErrorClass(children.props.className, Boolean(error)),
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

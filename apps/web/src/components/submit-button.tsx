import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** The form's call is under way: the form is not sent again. */
  busy: boolean;
};

/**
 * A form's submit button that keeps the focus while the form is being sent: marked aria-disabled, not `disabled`,
 * which drops the focus to the page, so after a refusal a keyboard user had to find the form again from the top.
 * While busy its click is cancelled, and with it Enter in a field, which the browser turns into a click on the
 * form's first submit button: the form is not sent twice. `disabled` stays for a form that cannot be sent at all.
 */
export function SubmitButton({ busy, className = '', onClick, children, ...rest }: Props) {
  return (
    <button
      type="submit"
      {...rest}
      className={`${className} ${busy ? 'btn-disabled' : ''}`}
      aria-disabled={busy || undefined}
      onClick={busy ? cancel : onClick}
    >
      {children}
    </button>
  );
}

function cancel(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

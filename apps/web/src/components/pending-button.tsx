import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type' | 'children'> & {
  /** Its call is running: a spinner shows and clicks are ignored. */
  pending: boolean;
  onClick: () => void;
  /** Shown instead of the spinner while not pending (an icon). */
  icon?: ReactNode;
  children?: ReactNode;
};

/**
 * A button whose call runs in place (a row's Delete or Verify Seller, Report To Admin, Load more): while it runs it is
 * marked aria-disabled with a spinner, not `disabled`. A disabled button loses the focus, so a keyboard user was left
 * at the top of the page: after a failed call, instead of on the button to try again; after Load more, before every
 * card again.
 */
export function PendingButton({ pending, onClick, icon, className = '', children, ...rest }: Props) {
  return (
    <button
      type="button"
      {...rest}
      className={`${className} ${pending ? 'btn-disabled' : ''}`}
      aria-disabled={pending || undefined}
      onClick={pending ? undefined : onClick}
    >
      {pending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

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
 * A row's action button (Delete, Verify Seller, Add To Advertisement) while its call runs: marked aria-disabled with
 * a spinner, not `disabled`. A disabled button loses the focus, so a keyboard user whose call failed was left at the
 * top of the page instead of on the button to try again.
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

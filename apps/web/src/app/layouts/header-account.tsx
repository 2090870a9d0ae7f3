import { NavLink } from 'react-router';
import { PATHS } from '../../components/site-links.ts';
import { useSession } from '../../features/auth/api.ts';
import { AccountMenu } from './account-menu.tsx';

interface HeaderAccountProps {
  /** The header shows the account area twice: in the bar on wide screens, inside the toggled menu on small ones. */
  placement: 'bar' | 'menu';
}

/** The right-hand account area of the header: Sign In, or Dashboard, profile photo and Sign Out. */
export function HeaderAccount({ placement }: HeaderAccountProps) {
  const { user, isLoading } = useSession();
  if (isLoading)
    return <span className="loading loading-dots loading-sm" role="status" aria-label="Loading your account" />;
  if (user) return <AccountMenu user={user} placement={placement} />;
  const className = placement === 'bar' ? 'btn btn-primary btn-sm' : 'btn btn-primary btn-block sm:w-auto';
  return (
    <NavLink to={PATHS.login} className={className}>
      Sign In
    </NavLink>
  );
}

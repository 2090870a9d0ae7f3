import { NavLink, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { MESSAGES } from '@restrung/shared/messages';
import type { SessionUser } from '@restrung/shared/user';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { signOut } from '../../features/auth/api.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { imageVariant } from '@restrung/shared/media';
import { headerLinkClass } from './header-link-class.ts';

function ProfilePhoto({ user }: { user: SessionUser }) {
  if (user.image) {
    return (
      <img
        src={imageVariant(user.image, 160)}
        alt={`${user.name}'s profile photo`}
        className="h-9 w-9 shrink-0 rounded-full object-cover ring-2 ring-primary/30"
        width={36}
        height={36}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${user.name} has no profile photo`}
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-base-300 text-base-content/70"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
      </svg>
    </span>
  );
}

/** Said when the server could not end the session: the person is still signed in (features/auth/api.ts, signOut). */
export const SIGN_OUT_FAILED =
  'You are still signed in: we could not reach the server to sign you out. Please try again.';

/** The signed-in part of the header: Dashboard, the profile photo and Sign Out (after "Are You Sure?"). */
export function AccountMenu({ user, placement }: { user: SessionUser; placement: 'bar' | 'menu' }) {
  const confirm = useConfirm();
  const navigate = useNavigate();

  const onSignOut = async () => {
    if (!(await confirm(MESSAGES.confirmSignOut, { confirmLabel: 'Sign Out' }))) return;
    try {
      await signOut();
    } catch {
      toast.error(SIGN_OUT_FAILED);
      return;
    }
    navigate('/', { replace: true });
  };

  const signOutButton = (className: string) => (
    <button type="button" className={className} onClick={onSignOut}>
      Sign Out
    </button>
  );

  if (placement === 'bar')
    return (
      <div className="flex items-center gap-2">
        <NavLink to="/dashboard" className="btn btn-ghost btn-sm">
          Dashboard
        </NavLink>
        <NotificationBell />
        <ProfilePhoto user={user} />
        {signOutButton('btn btn-outline btn-sm')}
      </div>
    );
  // In the toggled menu, Dashboard and the bell are entries like Home, Products and About above them: the same
  // inset, type and highlight. Sign Out spans a phone's width; from sm up, where a full row would be a bar several
  // hundred pixels wide, it keeps its own width.
  return (
    <div className="flex flex-col gap-2">
      <ul className="menu w-full gap-1 px-0 py-0">
        <li>
          <NavLink to="/dashboard" className={({ isActive }) => headerLinkClass(isActive)}>
            Dashboard
          </NavLink>
        </li>
      </ul>
      <NotificationBell placement="menu" />
      <div className="flex items-center gap-2 px-3">
        <ProfilePhoto user={user} />
        <span className="text-sm">{user.name}</span>
      </div>
      {signOutButton('btn btn-outline btn-block sm:w-auto sm:self-start')}
    </div>
  );
}

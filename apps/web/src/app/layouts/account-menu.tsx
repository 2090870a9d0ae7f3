import { NavLink, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { MESSAGES } from '@restrung/shared/messages';
import type { SessionUser } from '@restrung/shared/user';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { signOut } from '../../features/auth/api.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { imageVariant } from '@restrung/shared/media';

function ProfilePhoto({ user }: { user: SessionUser }) {
  if (user.image) {
    return (
      <img
        src={imageVariant(user.image, 160)}
        alt={`${user.name}'s profile photo`}
        className="h-9 w-9 rounded-full object-cover ring-2 ring-primary/30"
        width={36}
        height={36}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${user.name} has no profile photo`}
      className="flex h-9 w-9 items-center justify-center rounded-full bg-base-300 text-base-content/70"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
      </svg>
    </span>
  );
}

/** The signed-in part of the header: Dashboard, the profile photo and Sign Out (after "Are You Sure?"). */
export function AccountMenu({ user, placement }: { user: SessionUser; placement: 'bar' | 'menu' }) {
  const confirm = useConfirm();
  const navigate = useNavigate();

  const onSignOut = async () => {
    if (!(await confirm(MESSAGES.confirmSignOut, { confirmLabel: 'Sign Out' }))) return;
    try {
      await signOut();
    } catch {
      // The token is forgotten either way; the server session expires on its own.
      toast.warn('You are signed out on this device, but we could not reach the server to end the session.');
    }
    navigate('/', { replace: true });
  };

  return (
    <div className={placement === 'bar' ? 'flex items-center gap-2' : 'flex flex-col gap-2'}>
      <NavLink
        to="/dashboard"
        className={placement === 'bar' ? 'btn btn-ghost btn-sm' : 'btn btn-ghost btn-block justify-start'}
      >
        Dashboard
      </NavLink>
      <NotificationBell />
      <div className={placement === 'bar' ? '' : 'flex items-center gap-2 px-2'}>
        <ProfilePhoto user={user} />
        {placement === 'menu' && <span className="text-sm">{user.name}</span>}
      </div>
      <button
        type="button"
        className={placement === 'bar' ? 'btn btn-outline btn-sm' : 'btn btn-outline btn-block'}
        onClick={onSignOut}
      >
        Sign Out
      </button>
    </div>
  );
}

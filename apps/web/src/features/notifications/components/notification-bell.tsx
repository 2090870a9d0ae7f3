import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from '../api.ts';
import { usePopupDismiss } from '../../../lib/use-popup-dismiss.ts';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { onFirstUse } from '@restrung/shared/on-first-use';

const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The list behind the bell: a dialog with the newest notifications, each a link to what it is about. */
function NotificationPanel({ id, onClose, className }: { id: string; onClose: () => void; className: string }) {
  const list = useNotificationList(true);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const allRead = items.every((n) => n.read);
  // "Mark all read" is disabled once all are read, and "Show older" goes with the last page: the keyboard stays in
  // the panel, on its heading, instead of falling to the top of the page behind it.
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(panel, heading, `${allRead}|${list.hasNextPage}|${markAllRead.isPending}`);
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label="Notifications"
      className={`absolute ${className} top-full z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-box border border-base-300 bg-base-100 p-3 shadow-lg`}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 ref={heading} tabIndex={-1} className="font-semibold">
          Notifications
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          onClick={() => markAllRead.mutate()}
          disabled={markAllRead.isPending || allRead}
        >
          Mark all read
        </button>
      </div>
      {list.isPending ? (
        <p role="status" className="py-4 text-center text-sm">
          Loading notifications…
        </p>
      ) : list.isError ? (
        <div role="alert" className="py-2 text-sm">
          We could not load your notifications.{' '}
          <button type="button" className="link" onClick={() => list.refetch()}>
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-4 text-center text-sm">You have no notifications yet.</p>
      ) : (
        <ul className="max-h-96 overflow-y-auto" aria-label="Your notifications">
          {items.map((n) => (
            <li key={n._id} className="border-b border-base-200 last:border-0">
              <Link
                to={n.link}
                className={`block rounded-field px-2 py-2 text-sm hover:bg-base-200 ${n.read ? 'text-base-content/70' : 'font-semibold'}`}
                onClick={() => {
                  if (!n.read) markRead.mutate(n._id);
                  onClose();
                }}
              >
                {!n.read && <span className="sr-only">Unread: </span>}
                {n.text}
                <span className="block text-xs font-normal text-base-content/60">
                  {dateTime().format(new Date(n.createdAt))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <PendingButton
          className="btn btn-ghost btn-sm btn-block mt-2"
          onClick={() => void list.fetchNextPage()}
          pending={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </PendingButton>
      )}
    </div>
  );
}

/** How the bell looks where the header shows it: an icon in the bar, a row like the other entries in the menu. */
const LOOKS = {
  bar: {
    button: 'btn btn-ghost btn-sm btn-circle indicator',
    badge: 'badge badge-primary badge-xs indicator-item',
    panel: 'right-0',
  },
  menu: {
    button: 'btn btn-ghost btn-block justify-start gap-2 px-3 text-sm font-medium',
    badge: 'badge badge-primary badge-sm',
    // As wide as its row on a phone, like Sign Out below it; a dropdown's width from 640 px.
    panel: 'left-0 max-sm:w-full',
  },
};

/**
 * The header's bell: the unread count in its label and badge; it opens the list. In the bar, an icon; in the toggled
 * menu, a row with its name written out beside the icon, as every other entry there has, and the list opens under it.
 */
export function NotificationBell({ placement = 'bar' }: { placement?: 'bar' | 'menu' }) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(true).data ?? 0;
  const looks = LOOKS[placement];
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  usePopupDismiss(
    open,
    (how) => {
      setOpen(false);
      if (how === 'escape') buttonRef.current?.focus();
    },
    rootRef,
  );

  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={looks.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {placement === 'menu' && <span>Notifications</span>}
        {unread > 0 && (
          <span className={looks.badge} aria-hidden="true" data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} onClose={() => setOpen(false)} className={looks.panel} />}
    </div>
  );
}

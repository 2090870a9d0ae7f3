import { useSession } from '../../auth/api.ts';
import { useLiveMessages, useMessagesUnread } from '../api.ts';

/** The unread count beside the Messages link, kept current by the live stream. */
export function MessagesBadge() {
  const { user } = useSession();
  const unread = useMessagesUnread(Boolean(user));
  useLiveMessages();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className="badge badge-primary badge-sm">
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

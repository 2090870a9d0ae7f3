import { useLiveNotifications } from '../api.ts';

/** Follows the live stream for the signed-in person and reads new notifications out politely. */
export function LiveNotificationAnnouncer({ userId }: { userId: string | undefined }) {
  const arrived = useLiveNotifications(userId);
  return (
    <div aria-live="polite" className="sr-only">
      {arrived ? `New notification: ${arrived.text}` : ''}
    </div>
  );
}

/**
 * The event the live stream (GET /notifications/stream) sends when something new arrived: the new unread count.
 * A module of its own, without zod, because the web app's header follows the stream on every page.
 */
export const NOTIFICATION_STREAM_EVENT = 'notification';

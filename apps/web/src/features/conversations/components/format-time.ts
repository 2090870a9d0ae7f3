import { onFirstUse } from '@restrung/shared/on-first-use';
const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

/** "Nov 23, 2026, 2:15 AM": when a message was written or a conversation last moved. */
export const formatMessageTime = (iso: string): string => dateTime().format(new Date(iso));

import { onFirstUse } from '@restrung/shared/on-first-use';
const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
/** "Jan 5, 2026, 3:04 PM", in the admin's own time zone. */
export const formatDateTime = (iso: string): string => dateTime().format(new Date(iso));

export const times = (n: number): string => (n === 1 ? '1 time' : `${n} times`);

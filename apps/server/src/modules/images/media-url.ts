import { MEDIA_PREFIX } from '../../storage/storage.ts';

/** Only images we stored ourselves may be shown: no tracking pixels, nothing from another origin. */
export const isOwnMediaUrl = (url: string): boolean => url.startsWith(MEDIA_PREFIX) && !url.includes('..');

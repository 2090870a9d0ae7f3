// Not SEARCH_LIMITS: @restrung/shared/search brings the search schemas into the first script (23 kB gzip on "/").
import { SEARCH_QUERY_MAX_LENGTH } from '@restrung/shared/constants';

/*
 * The searches an account typed in the header's box on this device, newest first, offered when the box is focused
 * empty, as every marketplace's box offers them. Kept per account, so a second person signing in on the same device
 * does not see the first one's, and forgotten when an account signs out here.
 */

const KEY_PREFIX = 'restrungRecentSearches:';
/** Searches kept and offered. */
export const RECENT_SEARCHES_KEPT = 5;

const keyOf = (userId: string) => `${KEY_PREFIX}${userId}`;

/** The account's recent searches, newest first; none when storage is blocked or holds something else. */
export function recentSearches(userId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((q): q is string => typeof q === 'string' && q.trim() !== '' && q.length <= SEARCH_QUERY_MAX_LENGTH)
      .slice(0, RECENT_SEARCHES_KEPT);
  } catch {
    return [];
  }
}

/** Puts `q` first, once (case aside), keeping the newest few. */
export function rememberSearch(userId: string, q: string): void {
  const typed = q.trim();
  if (!typed) return;
  const others = recentSearches(userId).filter((other) => other.toLowerCase() !== typed.toLowerCase());
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify([typed, ...others].slice(0, RECENT_SEARCHES_KEPT)));
  } catch {
    // Storage full or blocked: the search still runs; it is only not offered again.
  }
}

/** Forgets the account's recent searches, or every account's (on signing out). */
export function forgetRecentSearches(userId?: string): void {
  try {
    const keys = userId
      ? [keyOf(userId)]
      : Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
          (key): key is string => key?.startsWith(KEY_PREFIX) ?? false,
        );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Blocked storage held nothing.
  }
}

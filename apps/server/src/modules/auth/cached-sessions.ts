import type { ReadCaches, Tag } from '../../lib/read-cache.ts';
import type { SessionRepository, SessionWithUser } from './session-repository.ts';

/** Sessions kept at once: about 0.5 kB each, so about 5 MB. */
const MAX_SESSIONS = 10_000;

/**
 * Session lookups by token, kept until the session or its user changes (signed out, refreshed, deleted, a new role,
 * verified): the trigger on either table drops the entry in every process (decision 0032). An unknown token is
 * not kept, so a session created later is found. Expiry and the sliding refresh are still decided on every
 * request from the kept expiresAt (plugins/authenticate.ts).
 */
export function cachedSessions(sessions: SessionRepository, caches: ReadCaches): SessionRepository {
  const cache = caches.create<SessionWithUser, 'sessions' | 'users'>({
    maxSize: MAX_SESSIONS,
    readsFrom: ['sessions', 'users'],
  });
  const tagsOf = (session: SessionWithUser): Tag<'sessions' | 'users'>[] => [
    `sessions:${session.id}`,
    `users:${session.user.id}`,
  ];
  return {
    findByToken: (token) => cache.read(token, () => sessions.findByToken(token), tagsOf),
  };
}

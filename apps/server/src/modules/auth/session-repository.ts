import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export interface SessionWithUser {
  id: string;
  expiresAt: Date;
  user: {
    id: string;
    name: string;
    email: string;
    image: string | null;
    role: string;
    verified: boolean;
    emailVerified: boolean;
  };
}

/**
 * A session and its user in one query on the unique index sessions.token. cachedSessions keeps what it reads
 * until a change to the session or the user is heard of (decision 0032).
 */
export function sessionRepository(db: Db) {
  const query = db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        image: users.image,
        role: users.role,
        verified: users.verified,
        emailVerified: users.emailVerified,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');
  return {
    findByToken: async (token: string): Promise<SessionWithUser | undefined> => (await query.execute({ token }))[0],
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Role } from '@restrung/shared/constants';

export function usersRepository(db: Db) {
  return {
    findByEmail: async (email: string) =>
      (
        await db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      )[0],
    findById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],
    updateProfile: (id: string, profile: { name: string; image?: string | null }) =>
      db
        .update(users)
        .set({ ...profile, updatedAt: new Date() })
        .where(eq(users.id, id)),
    setRole: (id: string, role: Role) => db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)),
    setVerified: (id: string, verified: boolean) =>
      db
        .update(users)
        .set({ verified, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.role, 'seller'))),
    /** Accounts an operator creates (admin command line, demo data) need no emailed link to prove their address. */
    markEmailVerified: (id: string) =>
      db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, id)),
    count: () => db.$count(users),
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

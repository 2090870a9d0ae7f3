import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { auditLogRepository, type AuditActor } from '../audit-log/repository.ts';

export type Demotion =
  | { status: 'demoted'; name: string; email: string }
  | { status: 'not_found' }
  | { status: 'not_admin' }
  | { status: 'self' }
  /** The one admin left: demoting it would leave nobody to run the site. */
  | { status: 'last_admin' }
  /** The caller lost their own admin rights meanwhile (another admin demoted them a moment ago). */
  | { status: 'caller_not_admin' };

export type Promotion =
  | { status: 'promoted'; previousRole: string }
  | { status: 'already_admin' }
  | { status: 'not_found' };

/** Admin accounts and role changes, each written to the audit log in the same transaction. */
export function adminAccountsRepository(db: Db) {
  return {
    listAdmins: () =>
      db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          image: users.image,
          createdAt: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.createdAt), asc(users.id)),

    /**
     * Makes an admin a buyer. Every admin row is locked first, always in id order, so two admins demoting each
     * other at the same moment run one after the other: the second finds a single admin left and is refused.
     * `by` is the target's id or email; `callerId` is null for the command line (which has no "self").
     */
    demote: (by: { id: string } | { email: string }, actor: AuditActor): Promise<Demotion> =>
      db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(eq(users.role, 'admin'))
          .orderBy(asc(users.id))
          .for('update');
        const [target] = await tx
          .select({ id: users.id, name: users.name, email: users.email, role: users.role })
          .from(users)
          .where('id' in by ? eq(users.id, by.id) : eq(sql`lower(${users.email})`, by.email.toLowerCase()));
        if (!target) return { status: 'not_found' };
        if (actor.id === target.id) return { status: 'self' };
        if (target.role !== 'admin') return { status: 'not_admin' };
        if (admins.length <= 1) return { status: 'last_admin' };
        if (actor.id !== null && !admins.some((a) => a.id === actor.id)) return { status: 'caller_not_admin' };
        await tx
          .update(users)
          .set({ role: 'buyer', updatedAt: new Date() })
          .where(and(eq(users.id, target.id), eq(users.role, 'admin')));
        await auditLogRepository(tx).record(actor, {
          action: 'admin.demoted',
          target: { type: 'user', id: target.id, name: target.name, email: target.email },
          details: { previousRole: 'admin', newRole: 'buyer' },
        });
        return { status: 'demoted', name: target.name, email: target.email };
      }),

    /** Makes an account an admin (the command line): `created` when the account was made for this. */
    promote: (id: string, actor: AuditActor, created: boolean): Promise<Promotion> =>
      db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!user) return { status: 'not_found' };
        if (user.role === 'admin') return { status: 'already_admin' };
        await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, id));
        await auditLogRepository(tx).record(actor, {
          action: created ? 'admin.created' : 'admin.promoted',
          target: { type: 'user', id: user.id, name: user.name, email: user.email },
          details: created ? {} : { previousRole: user.role, newRole: 'admin' },
        });
        return { status: 'promoted', previousRole: user.role };
      }),
  };
}
export type AdminAccountsRepository = ReturnType<typeof adminAccountsRepository>;

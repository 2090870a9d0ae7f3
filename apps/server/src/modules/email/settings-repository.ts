import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOptOuts } from '../../db/schema.ts';

/** The kinds of email each person turned off. */
export function emailSettingsRepository(db: Db) {
  return {
    async optedOut(userId: string): Promise<string[]> {
      const rows = await db
        .select({ kind: emailOptOuts.kind })
        .from(emailOptOuts)
        .where(eq(emailOptOuts.userId, userId));
      return rows.map((row) => row.kind);
    },

    /** One transaction: the page's whole change lands or none of it. */
    async update(userId: string, turnOff: string[], turnOn: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        if (turnOn.length > 0)
          await tx.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.kind, turnOn)));
        if (turnOff.length > 0)
          await tx
            .insert(emailOptOuts)
            .values(turnOff.map((kind) => ({ userId, kind })))
            .onConflictDoNothing();
      });
    },
  };
}
export type EmailSettingsRepository = ReturnType<typeof emailSettingsRepository>;

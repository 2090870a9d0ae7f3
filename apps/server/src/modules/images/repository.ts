import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

export function uploadsRepository(db: Db) {
  return {
    insert: (row: typeof uploads.$inferInsert) => db.insert(uploads).values(row),
    /** Marks an upload as used by an account or a product, so the cleanup keeps it. */
    claim: (url: string) =>
      db
        .update(uploads)
        .set({ claimedAt: new Date() })
        .where(and(eq(uploads.url, url), isNull(uploads.claimedAt))),
    findByUrl: async (url: string) => (await db.select().from(uploads).where(eq(uploads.url, url)))[0],
    unclaimedBefore: (cutoff: Date) =>
      db
        .select({ id: uploads.id, key: uploads.key })
        .from(uploads)
        .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, cutoff)))
        .limit(500),
    remove: (id: string) => db.delete(uploads).where(eq(uploads.id, id)),
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;

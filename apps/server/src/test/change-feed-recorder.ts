import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CACHE_CHANNEL } from '../db/table-changes.ts';

/**
 * Records what the read caches' change feed carries (decisions 0032, 0080, 0082), for tests of its triggers. The
 * server's own catch-up marks (a write's response waits for one) say nothing about tables and are left out.
 */
export async function recordChangeFeed(database: Database) {
  const heard: string[] = [];
  let marks = 0;
  const stop = await database.listen(CACHE_CHANNEL, (payload) => {
    if (!payload.startsWith('caught-up:')) heard.push(payload);
  });
  return {
    /** What the feed carried while `change` ran: NOTIFYs arrive in commit order, so hearing a mark sent after it ends it. */
    async during(change: () => Promise<unknown>): Promise<string[]> {
      heard.length = 0;
      await change();
      const mark = `test-mark:${++marks}`;
      await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${mark})`);
      await expect.poll(() => heard.includes(mark), { timeout: 3000 }).toBe(true);
      return heard.slice(0, heard.indexOf(mark));
    },
    stop,
  };
}

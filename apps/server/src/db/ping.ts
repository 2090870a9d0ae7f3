import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A database that answers slower than this is reported unreachable: a health check must answer, not hang. */
export const PING_TIMEOUT_MS = 3000;

export async function ping(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

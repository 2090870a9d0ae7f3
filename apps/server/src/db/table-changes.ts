import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCaches } from '../lib/read-cache.ts';
import type { Database } from './client.ts';

/**
 * The channel migration 0014's triggers NOTIFY with "<table>" or "<table>:<key>,<key>,...", migration 0018's with
 * "verified_sellers" (decision 0080), and migration 0020's with "listing_words" or "listing_words:<word>,..."
 * (decision 0082).
 */
export const CACHE_CHANNEL = 'cache_invalidation';
/**
 * Feeds whose keys are words (migration 0020: "listing_words:<word>,..."). What is kept under one is tagged with a
 * search's stems, which match a listing's word as prefixes (decision 0082), so each word is heard as all its prefixes.
 */
const WORD_FEEDS = new Set(['listing_words']);
const withPrefixes = (words: readonly string[]) => {
  const prefixes = new Set<string>();
  for (const word of words) for (let end = 1; end <= word.length; end++) prefixes.add(word.slice(0, end));
  return [...prefixes];
};

/** A payload this process sends itself to learn that it has heard every change committed before it. */
const CAUGHT_UP = 'caught-up:';
/** A catch-up not heard back within this empties the caches instead of holding the response longer. */
const CATCH_UP_TIMEOUT_MS = 2000;

/**
 * Keeps the read caches in step with the database: every process LISTENs on CACHE_CHANNEL, so a change committed
 * by any process (or by hand, or by the CLI) drops what depends on it here once the NOTIFY arrives. While the
 * listening connection is down the caches are paused; they start empty when it is back.
 */
export async function followTableChanges(database: Database, caches: ReadCaches, log: FastifyBaseLogger) {
  const prefix = `${CAUGHT_UP}${randomUUID()}:`;
  let sent = 0;
  const waiting = new Map<string, () => void>();

  const onPayload = (payload: string) => {
    if (payload === '') return caches.resume();
    if (payload.startsWith(CAUGHT_UP)) return waiting.get(payload)?.();
    const colon = payload.indexOf(':');
    if (colon < 0) return caches.invalidate(payload);
    const table = payload.slice(0, colon);
    const keys = payload.slice(colon + 1).split(',');
    caches.invalidate(table, WORD_FEEDS.has(table) ? withPrefixes(keys) : keys);
  };
  const stop = await database.listen(CACHE_CHANNEL, onPayload, () => {
    log.warn('read caches paused: the database change feed is down');
    caches.pause();
    // Paused caches serve nothing, so whoever waits to catch up has nothing left to wait for.
    for (const done of waiting.values()) done();
  });
  caches.resume();

  return {
    /**
     * Resolves once this process has heard of every change committed before the call: NOTIFYs arrive in commit
     * order, so hearing our own NOTIFY sent after them means they have been heard. A response to a write waits
     * for this, so the next request sees the write whichever process's NOTIFY carried it.
     */
    async caughtUp(): Promise<void> {
      if (!caches.serving) return;
      const payload = `${prefix}${++sent}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(payload, () => resolve(true));
        timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
      });
      try {
        await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
        if (!(await heard)) {
          log.warn('read caches emptied: a catch-up with the change feed timed out');
          caches.clear();
        }
      } catch (err) {
        log.warn({ err }, 'read caches emptied: could not catch up with the change feed');
        caches.clear();
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
      }
    },
    stop,
  };
}
export type TableChanges = Awaited<ReturnType<typeof followTableChanges>>;

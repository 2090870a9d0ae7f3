import type { FastifyInstance } from 'fastify';
import type { TableChanges } from '../db/table-changes.ts';

/** Methods that change nothing, outside better-auth (whose GETs may write: the email link, the sliding refresh). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const AUTH_PREFIX = '/api/auth/';

/**
 * A request sent after a write's response sees the write, although the write's NOTIFY reaches this process's
 * caches asynchronously: the response of every other method waits until the process has caught up with the
 * change feed (one NOTIFY round trip, about a millisecond).
 */
export function registerReadYourWrites(app: FastifyInstance, changes: TableChanges): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method) || request.url.startsWith(AUTH_PREFIX)) await changes.caughtUp();
    return payload;
  });
}

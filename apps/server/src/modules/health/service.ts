import type { Database, DbDriver } from '../../db/client.ts';
import { recentPing } from './recent-ping.ts';

/** How old a database ping /api/health may report. */
export const HEALTH_PING_MAX_AGE_MS = 1000;

/** The database's reachability, from a ping at most HEALTH_PING_MAX_AGE_MS old shared by every caller. */
export function healthService(database: Pick<Database, 'ping' | 'driver'>) {
  const reachability = recentPing(() => database.ping(), HEALTH_PING_MAX_AGE_MS);
  return {
    async database(): Promise<{ reachable: boolean; driver: DbDriver }> {
      return { reachable: await reachability(), driver: database.driver };
    },
  };
}
export type HealthService = ReturnType<typeof healthService>;

import type { Health } from '@restrung/shared/health';
import type { Database } from '../../db/client.ts';
import { recentPing } from './recent-ping.ts';

/** How old a database ping /api/health may report. */
export const HEALTH_PING_MAX_AGE_MS = 1000;

/**
 * The health answer, from a database ping at most HEALTH_PING_MAX_AGE_MS old shared by every caller. There are only
 * two answers, each built once, so the route sends bytes serialized once (lib/shared-bodies.ts).
 */
export function healthService(database: Pick<Database, 'ping' | 'driver'>) {
  const reachability = recentPing(() => database.ping(), HEALTH_PING_MAX_AGE_MS);
  const up: Health = { status: 'ok', database: { reachable: true, driver: database.driver } };
  const down: Health = { status: 'degraded', database: { reachable: false, driver: database.driver } };
  const answer = (reachable: boolean) => (reachable ? up : down);
  /** The answer at once while the last ping is fresh, so a held answer sends it without waiting a turn. */
  const current = (): Health | Promise<Health> => {
    const reachable = reachability();
    return typeof reachable === 'boolean' ? answer(reachable) : reachable.then(answer);
  };
  return { health: async (): Promise<Health> => current(), current };
}
export type HealthService = ReturnType<typeof healthService>;

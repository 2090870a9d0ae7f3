/**
 * The database's reachability as of at most `maxAgeMs` ago: one ping serves every health call in that
 * window, and callers arriving while a ping runs share it. So a load balancer polling /api/health (or a
 * benchmark hammering it) costs the database one query per window, not one per call.
 */
export function recentPing(ping: () => Promise<boolean>, maxAgeMs = 1000) {
  let last: { at: number; reachable: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  return (): boolean | Promise<boolean> => {
    const age = last ? Date.now() - last.at : -1;
    // A clock set back (age < 0) counts as stale, so the cache never outlives a clock change.
    if (last && age >= 0 && age < maxAgeMs) return last.reachable;
    running ??= ping()
      .catch(() => false)
      .then((reachable) => {
        last = { at: Date.now(), reachable };
        running = undefined;
        return reachable;
      });
    return running;
  };
}

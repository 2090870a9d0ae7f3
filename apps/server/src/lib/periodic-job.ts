import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJobOptions {
  /** Named in the log when a pass fails: "<name> pass failed". */
  name: string;
  /** Runs a first pass at once (a restarted process catches up) instead of after the first interval. */
  runAtStart?: boolean;
}

/**
 * Runs `runOnce` every `intervalMs` in the background. A pass never overlaps the previous one (a tick that finds
 * one still running is skipped); a failed pass is logged and the next tick tries again. The timer does not keep
 * the process alive. The function returned stops the ticks and waits for a pass in flight, so a shutdown never
 * closes the database under it.
 */
export function startPeriodicJob(
  runOnce: () => Promise<unknown>,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
  { name, runAtStart = true }: PeriodicJobOptions,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = Promise.resolve()
      .then(runOnce)
      .then(
        () => undefined,
        (err) => log.error({ err }, `${name} pass failed`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  if (runAtStart) run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

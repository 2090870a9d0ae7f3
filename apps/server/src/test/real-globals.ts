/**
 * The worker's own timer functions, Date and fetch, read once when a worker first loads this module: the server's
 * test files share their module graph (decision 0050), so later files get this same object even when an earlier
 * file faked or spied on the globals.
 */
export const realGlobals = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate,
  clearImmediate: globalThis.clearImmediate,
  queueMicrotask: globalThis.queueMicrotask,
  Date: globalThis.Date,
  fetch: globalThis.fetch,
} as const;

/** The test file that last started in this worker, for naming it when the next one finds what it left. */
export const worker: { previousFile?: string } = {};

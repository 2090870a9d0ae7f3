import type { FastifyInstance } from 'fastify';

/** How long responses still being sent may take once the server stops: well inside close-with-grace's 10 s. */
const SENDING_GRACE_MS = 5_000;
/** How often, while closing, connections whose response has ended are closed. */
const IDLE_CHECK_MS = 100;

/**
 * Closes the app so that the database can close after it, before close-with-grace's deadline kills the process.
 * Fastify stops taking requests and waits for every connection to end, but Node closes the idle keep-alive
 * connections only once, when closing starts: a response still being sent then left its connection open afterwards,
 * idle until the keep-alive timeout (72 s). Those are closed as they become idle, and past `graceMs` a client that
 * stopped reading (a phone that lost its network mid-download) has its connection cut.
 */
export async function closeApp(app: FastifyInstance, graceMs = SENDING_GRACE_MS): Promise<void> {
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(closeIdle);
    clearTimeout(cut);
  }
}

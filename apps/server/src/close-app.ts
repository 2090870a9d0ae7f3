import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long responses still being sent may take once the server stops: well inside close-with-grace's 10 s. */
const SENDING_GRACE_MS = 5_000;
/** How often, while closing, connections with no response under way are closed. */
const IDLE_CHECK_MS = 100;

/** The response the connection is sending; Node clears it once the response's bytes are all handed to the system. */
const responseUnderWay = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;

const closeIdle = (sockets: Set<Socket>) => {
  for (const socket of sockets) if (!responseUnderWay(socket)) socket.destroy();
};

/**
 * Keeps the server's open connections (Node keeps its own list to itself), and makes its closeIdleConnections, which
 * Fastify and Node's `server.close()` call when closing starts, spare a response that has ended but whose last
 * bytes are still queued: Node's counts it idle once `end()` was called and cut off its tail (a large download
 * arrived short when the server stopped). A connection waiting for its first request is closed too, as Node's is
 * not (nodejs/node#63452).
 */
export function trackConnections(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.closeIdleConnections = () => closeIdle(sockets);
  return sockets;
}

/**
 * Closes the app so that the database can close after it, before close-with-grace's deadline kills the process.
 * Fastify stops taking requests and waits for every connection to end, but Node closes the idle keep-alive
 * connections only once, when closing starts: a response still being sent then left its connection open afterwards,
 * idle until the keep-alive timeout (72 s). While closing, every connection with no response under way is closed
 * (`sockets` from trackConnections), and past `graceMs` a client that stopped reading (a phone that lost its network mid-download) has its connection cut.
 */
export async function closeApp(app: FastifyInstance, sockets: Set<Socket>, graceMs = SENDING_GRACE_MS): Promise<void> {
  const idleCheck = setInterval(() => closeIdle(sockets), IDLE_CHECK_MS);
  const cut = setTimeout(() => {
    for (const socket of sockets) socket.destroy();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(idleCheck);
    clearTimeout(cut);
  }
}

import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/**
 * /api/health stays honest when PostgreSQL hangs instead of refusing: a database that accepts connections but
 * never answers makes ping() say "unreachable" in bounded time (503), not leave the health check hanging.
 * The timeouts are shortened here: the silent server never answers, so an answer at all proves they fire.
 */
const timeouts = { pingTimeoutMs: 200, connectTimeoutMs: 300 };

const sockets: Socket[] = [];
const silent = createServer((socket) => {
  sockets.push(socket);
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  url = `postgres://u:p@127.0.0.1:${(silent.address() as AddressInfo).port}/x`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('database ping', () => {
  it('answers false within its timeout when the server never answers', async () => {
    const database = await openDatabase({ driver: 'postgres', url, ...timeouts });
    expect(await database.ping()).toBe(false);
    for (const socket of sockets) socket.destroy();
    await database.close();
  });
});

describe('start-up on a server that never answers', () => {
  it('gives up after the connect timeout with the one-line reason', async () => {
    const { describeDatabaseError } = await import('../startup-error.ts');
    const database = await openDatabase({ driver: 'postgres', url, ...timeouts });
    const error = await database
      .withStartupLock(async () => undefined)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(describeDatabaseError(error, url)).toBe(
      `connecting to PostgreSQL at DATABASE_URL=${url.replace(':p@', ':***@')} timed out (ETIMEDOUT)`,
    );
    await database.close();
  });
});

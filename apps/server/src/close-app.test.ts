import { Agent, request, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { closeApp, trackConnections } from './close-app.ts';

/**
 * closeApp must resolve while responses are still being sent when the server stops, so that the database closes
 * before close-with-grace kills the process. Without it each case below waits for the 72 s keep-alive timeout (the
 * server's, plugins/held-answers.ts) and fails on the test's timeout.
 */

const agent = new Agent({ keepAlive: true });
let app: FastifyInstance;
let sockets: Set<Socket>;
afterEach(async () => {
  agent.destroy();
  await app.close();
});

async function listen(body: () => Readable) {
  app = Fastify({ keepAliveTimeout: 72_000 });
  sockets = trackConnections(app.server);
  app.get('/download', async () => body());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}/download`;
}

const startDownload = (url: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    request(url, { agent }).on('response', resolve).on('error', reject).end();
  });

/** Everything the response brings until its connection ends, and whether it came whole. */
function readToEnd(response: IncomingMessage) {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('error', () => {});
  return new Promise<{ text: string; complete: boolean }>((resolve) =>
    response.on('close', () => resolve({ text, complete: response.complete })),
  );
}

/** Five parts, 50 ms apart. */
function slowBody() {
  let sent = 0;
  return new Readable({
    read() {
      setTimeout(() => this.push(sent < 5 ? `part ${sent++};` : null), 50);
    },
  });
}

it('lets a response being sent finish, then closes its connection and resolves', { timeout: 20_000 }, async () => {
  const response = await startDownload(await listen(slowBody));
  const received = readToEnd(response);
  await closeApp(app, sockets, 60_000);
  expect(await received).toEqual({ text: 'part 0;part 1;part 2;part 3;part 4;', complete: true });
});

it('cuts a response that has not ended once the grace has passed, and resolves', { timeout: 20_000 }, async () => {
  const endless = () => new Readable({ read() {} });
  const response = await startDownload(
    await listen(() => {
      const body = endless();
      body.push('the start;');
      return body;
    }),
  );
  const received = readToEnd(response);
  await closeApp(app, sockets, 200);
  expect(await received).toEqual({ text: 'the start;', complete: false });
});

it('lets a large response that has ended but is still queued reach the client whole', { timeout: 20_000 }, async () => {
  // 8 MB in one piece: ended at once, most of it still queued in the server while the client reads slowly.
  const size = 8 * 1024 * 1024;
  const response = await startDownload(await listen(() => Readable.from([Buffer.alloc(size, 'x')])));
  let length = 0;
  response.on('data', (chunk: Buffer) => {
    length += chunk.length;
    response.pause();
    setTimeout(() => response.resume(), 5);
  });
  const ended = new Promise<boolean>((resolve) => response.on('close', () => resolve(response.complete)));
  await closeApp(app, sockets, 60_000);
  expect(await ended).toBe(true);
  expect(length).toBe(size);
});

import { Agent, request, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { freePort, startServer, waitForHealth } from './test/server-process.ts';

/**
 * SIGTERM (a deploy, `docker stop`) stops the server gracefully: what is being sent may finish, then the database is
 * closed and the process exits with code 0. close-with-grace kills the process after 10 s (code 1) with the
 * database still open; a response under way must not bring that about (close-app.ts, and its test for the cases).
 */

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'restrung-graceful-stop-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * Starts a download of about 1.7 MB, uncompressed: the server is still sending it when the test stops it. The
 * connection is then kept open, as a browser keeps it (Node's default agent closes it after 5 s).
 */
function startDownload(base: string, agent: Agent) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(`${base}/api/docs/static/swagger-ui-bundle.js`, {
      agent,
      headers: { 'accept-encoding': 'identity' },
    });
    req.on('response', resolve).on('error', reject).end();
  });
}

it('finishes a download under way, closes the database and exits with code 0', { timeout: 90_000 }, async () => {
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    AUTH_SECRET: 'graceful-stop-test-secret-32-chars',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server.child, 60_000);
  const agent = new Agent({ keepAlive: true });
  onTestFinished(() => agent.destroy());
  const download = await startDownload(base, agent);
  expect(download.statusCode).toBe(200);
  let received = 0;
  download.on('data', (chunk: Buffer) => (received += chunk.length));
  const ended = new Promise<boolean>((resolve) => download.on('close', () => resolve(download.complete)));

  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(server.stderr()).toBe('');
  expect(server.stdout()).toContain('Stopped: the database is closed');
  expect(await ended).toBe(true);
  expect(received).toBe(Number(download.headers['content-length']));
});

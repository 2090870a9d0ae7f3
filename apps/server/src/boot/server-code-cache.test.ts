import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundledScript, freePort, startServer, waitForHealth } from '../test/server-process.ts';

/**
 * The built server (dist/main.js) compiles its bundle from a code cache saved by its first start (decision 0056).
 * Other test files start this run's bundle side by side, so this one starts a copy of it that no other process
 * uses. The copy stays under .test-bundle, where the bundle's external packages resolve from node_modules.
 */
let bundleDir: string;
let dataDir: string;
beforeAll(async () => {
  const runBundle = path.dirname(bundledScript('main'));
  bundleDir = `${runBundle}-code-cache`;
  await cp(runBundle, bundleDir, { recursive: true, filter: (file) => !file.endsWith('.v8-cache') });
  dataDir = await mkdtemp(path.join(tmpdir(), 'restrung-code-cache-server-'));
});
afterAll(async () => {
  await rm(bundleDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

async function startAndStop() {
  const port = await freePort();
  const server = startServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      AUTH_SECRET: 'code-cache-test-secret-32-chars!!',
    },
    path.join(bundleDir, 'main.js'),
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server.child, 120_000);
    // More than the start: a route's code runs, compiled from the cache on the second start.
    const categories = await fetch(`${base}/api/category`);
    expect(categories.status).toBe(200);
    expect(((await categories.json()) as unknown[]).length).toBeGreaterThan(0);
    // The API docs' packages are bundled with the folders they read found at run time (build.mjs, dirnameAtRunTime).
    const docs = await fetch(`${base}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    const stylesheet = await fetch(`${base}/api/docs/static/swagger-ui.css`);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toMatch(/^text\/css/);
    // Read whole: a response still being sent holds the server's graceful stop until close-with-grace kills it.
    expect(await stylesheet.text()).toContain('.swagger-ui');
    const spec = await fetch(`${base}/api/docs/json`);
    expect(((await spec.json()) as { info: { title: string } }).info.title).toBe('Restrung API');
  } finally {
    await server.stop();
  }
  expect(server.stderr()).toBe('');
}

const cacheFile = async () => {
  const name = (await readdir(bundleDir)).find((file) => file.endsWith('.v8-cache'));
  return name && path.join(bundleDir, name);
};

it('the first start saves a code cache made under PGlite flags; the next compiles from it and keeps it; both serve the API docs', {
  timeout: 240_000,
}, async () => {
  expect(await cacheFile()).toBeUndefined();
  await startAndStop();
  const file = await cacheFile();
  expect(file).toMatch(/server-\w+\.cjs\.v8-cache$/);
  // The first byte: saved after PGlite set its V8 flags (boot/code-cache.ts).
  expect((await readFile(file!))[0]).toBe(1);
  const saved = await stat(file!);

  await startAndStop();
  // A start whose cache was rejected writes a new file in its place (a new inode); an accepted one leaves it.
  const after = await stat(file!);
  expect(after.ino).toBe(saved.ino);
  expect(after.mtimeMs).toBe(saved.mtimeMs);
});

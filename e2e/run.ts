/**
 * Runs the Playwright suite against a real server on a free port with a fresh data directory.
 * Without Chromium it says so loudly, and fails when REQUIRE_E2E=1 (CI sets it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  const banner = `\n${'!'.repeat(72)}\n  END-TO-END TESTS NOT RUN: no Chromium at ${chromiumPath}.\n  Install it with 'apt-get install -y chromium' or set CHROME_PATH.\n${'!'.repeat(72)}\n`;
  console.error(banner);
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const dataDir = await mkdtemp(path.join(tmpdir(), 'restrung-e2e-'));
const port = await freePort();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, CHROME_PATH: chromiumPath },
});
await rm(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);

/**
 * Runs the Playwright suite against the real server, started here on a free port with a fresh data
 * directory, with a local OpenID Connect provider standing in for Google. The demo accounts the server
 * prints on its first start are handed to the tests (E2E_ACCOUNTS). Without Chromium it says so loudly,
 * and fails when REQUIRE_E2E=1 (CI sets it).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { freePort, waitForHealth } from '../apps/server/src/test/server-readiness.ts';
import { e2eBrowserPath } from './support/browser-path.ts';
import { parseDemoAccounts } from './support/server-process.ts';
import { GOOGLE_TEST_PERSON } from './support/google-person.ts';

const chromiumPath = e2eBrowserPath();
if (!existsSync(chromiumPath)) {
  const banner = `\n${'!'.repeat(72)}\n  END-TO-END TESTS NOT RUN: no Chromium at ${chromiumPath}.\n  Install it with 'apt-get install -y chromium-headless-shell' (or chromium), or set CHROME_PATH.\n${'!'.repeat(72)}\n`;
  console.error(banner);
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}

const google = new OAuth2Server();
await google.issuer.keys.generate('RS256');
const googlePort = await freePort();
await google.start(googlePort, '127.0.0.1');
// The issuer names itself "localhost", which the browser may resolve to ::1 where nothing listens.
google.issuer.url = `http://127.0.0.1:${googlePort}`;
google.service.on('beforeTokenSigning', (token) =>
  Object.assign(token.payload, GOOGLE_TEST_PERSON, { email_verified: true }),
);
google.service.on('beforeUserinfo', (response) => {
  response.body = { ...GOOGLE_TEST_PERSON, email_verified: true };
});

const dataDir = await mkdtemp(path.join(tmpdir(), 'restrung-e2e-'));
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
// The server as `npm run serve` runs it: the bundle `npm run build` made (test:e2e builds first).
const serverBundle = path.join('apps', 'server', 'dist', 'main.js');
if (!existsSync(serverBundle)) {
  console.error(`e2e: no server bundle at ${serverBundle}: run 'npm run build' first (npm run test:e2e does).`);
  process.exit(1);
}
const server = spawn(process.execPath, [serverBundle], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    PUBLIC_URL: baseURL,
    // Every test signs up its own people from one address.
    RATE_LIMIT_SCALE: '200',
    // The specs book many guitars as the demo buyer; the hold limit is tested through the API.
    MAX_OPEN_BOOKINGS: '1000',
    GOOGLE_CLIENT_ID: 'restrung-e2e',
    GOOGLE_CLIENT_SECRET: 'restrung-e2e-secret',
    GOOGLE_ISSUER_URL: google.issuer.url!,
    // No SMTP_URL: emails are written under DATA_DIR/outbox, where the tests read them (e2e/support/mailbox.ts).
    OUTBOX_POLL_SECONDS: '0.5',
    // The demo pictures the Vitest run (or an earlier e2e run) drew are copied, not drawn again (52 pictures).
    RESTRUNG_ARTWORK_CACHE_DIR:
      process.env.RESTRUNG_ARTWORK_CACHE_DIR ?? path.resolve('node_modules', '.cache', 'restrung-artwork'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
server.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString();
});

let status = 1;
try {
  await waitForHealth(baseURL, server, 90_000);
  const accounts = parseDemoAccounts(output);
  // Asynchronously: the OpenID provider above lives in this process and must keep answering meanwhile.
  const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseURL,
      E2E_ACCOUNTS: JSON.stringify(accounts),
      E2E_DATA_DIR: dataDir,
      CHROME_PATH: chromiumPath,
      // Each run keeps its traces apart, so runs side by side never delete each other's files.
      E2E_OUTPUT_DIR: path.join('test-results', `run-${process.pid}`),
    },
  });
  status = await new Promise<number>((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`e2e: ${(error as Error).message}\n${output}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await google.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);

import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive the system Chromium against the real server. e2e/run.ts picks the port and a
 * fresh data directory and passes them in E2E_PORT and E2E_DATA_DIR.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? './.data/e2e',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e!',
      PUBLIC_URL: baseURL,
      ...(process.env.E2E_EXTRA_ENV ? JSON.parse(process.env.E2E_EXTRA_ENV) : {}),
    },
  },
});

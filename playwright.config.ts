import { defineConfig, devices } from '@playwright/test';
import { e2eBrowserPath } from './e2e/support/browser-path.ts';
import { SAME_ON_A_PHONE } from './e2e/support/projects.ts';

/**
 * End-to-end tests drive the system Chromium against the real server, which e2e/run.ts starts on a
 * free port with a fresh data directory (E2E_BASE_URL). Run them with `npm run test:e2e`.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const chromiumPath = e2eBrowserPath();
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Specs whose pages and controls are the same on a phone as on a desktop (only spacing or a column count changes):
 * they run on the desktop project only. Every spec that goes through the header menu, a modal, a table that
 * becomes cards, or a layout a test measures also runs on the phone (decision 0036).
 */
const desktopOnlySpecs = [
  'audit-log.spec.ts',
  'conversations.spec.ts',
  'email.spec.ts',
  'listings.spec.ts',
  'seller-pages-and-stolen-gear.spec.ts',
  'smoke.spec.ts',
  'watchlist.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // A trace records a screencast and a DOM snapshot at every step, in the browser: recording one for every test and
  // keeping it only on a failure made the suite about a third slower (decision 0054). It is recorded on the retry
  // CI gives a failed test; locally, `npm run test:e2e -- --trace retain-on-failure` records one for every test.
  // A screenshot is taken only once a test has failed.
  use: { baseURL, trace: 'on-first-retry', screenshot: 'only-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'phone',
      testIgnore: desktopOnlySpecs.map((spec) => `**/${spec}`),
      grepInvert: new RegExp(SAME_ON_A_PHONE),
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
});

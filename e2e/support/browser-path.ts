import { existsSync } from 'node:fs';

/**
 * The browsers the end-to-end tests can drive, best first: Debian's `chromium-headless-shell` (Chromium's old
 * headless mode, the build Playwright itself runs headless tests on), then the full Chromium. The shell ran the
 * whole suite in 4.4 instead of 6.0 minutes on the 2-core machine, where the browsers take most of the CPU
 * (decision 0049).
 */
const candidates = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** CHROME_PATH when set, else the first candidate installed; the first candidate's path when none is. */
export function e2eBrowserPath(): string {
  return process.env.CHROME_PATH ?? candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!;
}

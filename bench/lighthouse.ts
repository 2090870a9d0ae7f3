/**
 * Lighthouse scores for a few pages, mobile and desktop, signed in where the page needs it. Lighthouse is not a
 * dependency of the project: 12.8.2 (the last that runs on Node 20; 13 needs Node 22.19) brings about 200 packages
 * and 185 MB, which every `npm ci` would pay for a figure only the bench prints. It runs through
 * `npx lighthouse@12.8.2`, fetched once into npm's cache, with the Chromium the e2e tests use; without a network
 * the bench says so and carries on. Prints; asserts nothing.
 *
 *   node --import tsx bench/lighthouse.ts --origin http://127.0.0.1:3000 [--token <bearer>] [--paths /,/category/x]
 *     [--runs 3]
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { TOKEN_KEY } from '@restrung/shared/constants';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Issue 10: performance 95 on a phone and 100 on a desktop; the rest 100 everywhere. */
export const LIGHTHOUSE_TARGETS: Record<'mobile' | 'desktop', Record<Category, number>> = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
};

export interface LighthouseRow {
  path: string;
  formFactor: 'mobile' | 'desktop';
  /** The run with the median performance score (see `lighthousePages`). */
  scores: Record<Category, number>;
  /** The median run's timings on the simulated device: what its performance score was made of. */
  metrics: Metrics;
  /** Every run's performance score, in the order they ran. */
  performanceRuns: number[];
  /** Audits that cost points in the median run, for whoever fixes them. */
  failing: string[];
  /**
   * Lighthouse's measure of the host's CPU in the median run (`environment.benchmarkIndex`). Its phone figures are the
   * host's own task times multiplied by four, calibrated for a host of 1,500-2,000; below SLOW_HOST_BENCHMARK_INDEX
   * Lighthouse warns that the scores come out low. Scores from hosts far apart are not comparable.
   */
  benchmarkIndex: number;
  /**
   * The CPU slowdown Lighthouse simulated: its default (4 on a phone, 1 on a desktop), or, for the phone's second
   * row, the one that makes this host Lighthouse's reference host (`referenceHostSlowdown`).
   */
  cpuSlowdown: number;
  /** Every run's slowdown, in the order they ran, when they differ (a reference-host run redone, `slowdownFits`). */
  slowdownRuns?: number[];
}

/** Lighthouse 12's threshold for its "slower CPU than Lighthouse expects" warning (core/gather/driver/environment.js). */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

/**
 * The host Lighthouse's phone slowdown of 4 is calibrated for: its documentation's "high-end desktop", benchmark index
 * 1,500-2,000 (docs/throttling.md), taken at the middle. On a faster host the same 4 makes a faster phone: the
 * sessions' machines have measured 1,393-3,800, and one build's phone score moved with them by 20-30 points.
 */
export const REFERENCE_BENCHMARK_INDEX = 1750;
const PHONE_SLOWDOWN = 4;

/**
 * The slowdown that makes a host of `benchmarkIndex` simulate the phone Lighthouse means (4 on its reference host),
 * or undefined when the default is within a tenth of it and a second set of runs would say nothing new. Lighthouse
 * multiplies the task times it observed by this (simulated throttling), so the scaling is linear.
 */
export function referenceHostSlowdown(benchmarkIndex: number): number | undefined {
  const slowdown = slowdownOfIndex(benchmarkIndex);
  return Math.abs(slowdown - PHONE_SLOWDOWN) <= PHONE_SLOWDOWN / 10 ? undefined : slowdown;
}

/** The slowdown that makes a host of `benchmarkIndex` the reference host, to a tenth. */
const slowdownOfIndex = (benchmarkIndex: number) =>
  Math.round(((PHONE_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 10) / 10;

/**
 * Whether a reference-host run's slowdown is still the one its own index asks for, within a tenth. The slowdown is
 * chosen from the 4x runs' index before the run; a host that got busier in between (2,585-2,871 for the 4x runs, then
 * 1,611-1,780 for the reference ones, on 2026-11-29) slows the run down on top of the simulated slowdown, and the
 * score comes out as a slower host's.
 */
export function slowdownFits(run: { benchmarkIndex: number; cpuSlowdown: number }): boolean {
  return Math.abs(slowdownOfIndex(run.benchmarkIndex) - run.cpuSlowdown) <= run.cpuSlowdown / 10;
}

/** How often a reference-host run whose slowdown no longer fits its host is run again, with the one that does. */
const REFITS = 2;

/** Milliseconds, but for the layout shift. */
interface Metrics {
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  speedIndex: number;
  cumulativeLayoutShift: number;
}
const METRIC_AUDITS: Record<keyof Metrics, string> = {
  firstContentfulPaint: 'first-contentful-paint',
  largestContentfulPaint: 'largest-contentful-paint',
  totalBlockingTime: 'total-blocking-time',
  speedIndex: 'speed-index',
  cumulativeLayoutShift: 'cumulative-layout-shift',
};

/**
 * Runs per page and form factor. One run's phone score moved by up to 18 points here on the same build and server
 * (total blocking time 160-750 ms: Lighthouse multiplies the tasks it saw by four, and their length varies from
 * run to run), so the bench reports the median of several, as Lighthouse's own documentation advises.
 */
export const LIGHTHOUSE_RUNS = 3;

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['--yes', LIGHTHOUSE, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stderr }));
  });
}

interface Report {
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number | null }>;
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }
  >;
}

/**
 * A Chromium profile signed in as a person is: the session token in the origin's localStorage, where the app and its
 * early requests (decision 0035) read it. Lighthouse 12 clears only file systems, shader and cache storage and
 * service workers of the origin before a page (its default `clearStorageTypes`), and the HTTP cache, so the token
 * stays and every download is still cold.
 */
async function signedInProfile(origin: string, token: string): Promise<string> {
  const profile = mkdtempSync(join(os.tmpdir(), 'restrung-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  } finally {
    await context.close();
  }
  return profile;
}

/** What one run measured; the row is made from the median of several. */
type Run = Omit<LighthouseRow, 'performanceRuns'>;

/**
 * How long Lighthouse waits for the network to go quiet. A signed-in page keeps its notification stream open, so
 * it never does: Lighthouse waits this long and warns that the page loaded too slowly, and the figures come from
 * the trace all the same. The pages have finished loading in 2-3 s here, unthrottled, as Lighthouse loads them;
 * its default of 45 s made each signed-in run take about 55 s.
 */
const MAX_WAIT_FOR_LOAD_MS = 15_000;

/**
 * One page in one form factor, signed in through a copy of a profile from `signedInProfile` when one is given (each
 * run starts from the same prepared state).
 */
async function audit(
  origin: string,
  path: string,
  formFactor: 'mobile' | 'desktop',
  profile: string | undefined,
  cpuSlowdown?: number,
): Promise<Run | string> {
  const dir = mkdtempSync(join(os.tmpdir(), 'restrung-lighthouse-'));
  const output = join(dir, 'report.json');
  const userDataDir = profile ? join(dir, 'profile') : undefined;
  if (profile && userDataDir) cpSync(profile, userDataDir, { recursive: true });
  try {
    const args = [
      origin + path,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--max-wait-for-load=${MAX_WAIT_FOR_LOAD_MS}`,
      `--chrome-flags=--headless=new --no-sandbox${userDataDir ? ` --user-data-dir=${userDataDir}` : ''}`,
    ];
    if (formFactor === 'desktop') args.push('--preset=desktop');
    if (cpuSlowdown !== undefined) args.push(`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`);
    const { code, stderr } = await run(args);
    if (code !== 0) {
      // npm's own warnings (an unknown user config, say) are not why Lighthouse failed.
      const lines = stderr
        .trim()
        .split('\n')
        .filter((line) => line && !line.startsWith('npm warn'));
      return lines.slice(-3).join(' ') || `exit ${code}`;
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && !['informative', 'manual'].includes(a.scoreDisplayMode))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const metrics = Object.fromEntries(
      Object.entries(METRIC_AUDITS).map(([name, id]) => [name, report.audits[id]?.numericValue ?? Number.NaN]),
    ) as unknown as Metrics;
    return {
      path,
      formFactor,
      scores,
      metrics,
      failing,
      benchmarkIndex: report.environment.benchmarkIndex,
      cpuSlowdown: cpuSlowdown ?? (formFactor === 'mobile' ? PHONE_SLOWDOWN : 1),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `runs` runs of one page in one form factor, as one row: the run with the median performance score (the lower of
 * the two middle ones for an even count), with every run's score beside it. A run that fails to record its trace
 * (about one signed-in run in ten here, "Something went wrong with recording the trace", with 12 s and 45 s load
 * waits alike) is run once more; a run that fails twice is left out.
 */
async function medianRun(runs: number, ...target: Parameters<typeof audit>): Promise<LighthouseRow | string> {
  const done: Run[] = [];
  let failure = '';
  const [origin, path, formFactor, profile, cpuSlowdown] = target;
  for (let run = 0; run < runs; run++) {
    let result = await audit(...target);
    if (typeof result === 'string') result = await audit(...target);
    // A reference-host run (one given its slowdown) is redone while the host's speed has moved away from it.
    for (let refit = 0; refit < REFITS && cpuSlowdown !== undefined && typeof result !== 'string'; refit++) {
      if (slowdownFits(result)) break;
      result = await audit(origin, path, formFactor, profile, slowdownOfIndex(result.benchmarkIndex));
    }
    if (typeof result === 'string') failure = result;
    else done.push(result);
  }
  if (done.length === 0) return failure;
  const performanceRuns = done.map((run) => run.scores.performance);
  const slowdownRuns = done.map((run) => run.cpuSlowdown);
  const byScore = [...done].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = { ...byScore[Math.floor((byScore.length - 1) / 2)]!, performanceRuns };
  return new Set(slowdownRuns).size > 1 ? { ...median, slowdownRuns } : median;
}

/**
 * Each page on a phone, then on a desktop, one at a time, printed as each finishes (a run takes 20-30 s here).
 * Unless this host is Lighthouse's reference host already, the phone runs again with the slowdown that makes it
 * one (`referenceHostSlowdown`, from the median phone run's benchmark index): that row is the one to compare across
 * machines. Rows that could not run come back as strings.
 */
export async function lighthousePages(
  origin: string,
  pages: { path: string; signedIn: boolean }[],
  token?: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<(LighthouseRow | string)[]> {
  const rows: (LighthouseRow | string)[] = [];
  const profile = token && pages.some((page) => page.signedIn) ? await signedInProfile(origin, token) : undefined;
  try {
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const signedIn = page.signedIn ? profile : undefined;
        const result = await medianRun(runs, origin, page.path, formFactor, signedIn);
        const row =
          typeof result === 'string' ? `${page.path} (${formFactor}): Lighthouse did not run: ${result}` : result;
        printLighthouse([row]);
        rows.push(row);
        const slowdown =
          typeof result === 'string' || formFactor === 'desktop'
            ? undefined
            : referenceHostSlowdown(result.benchmarkIndex);
        if (slowdown === undefined) continue;
        const reference = await medianRun(runs, origin, page.path, formFactor, signedIn, slowdown);
        const referenceRow =
          typeof reference === 'string'
            ? `${page.path} (${formFactor}, CPU ${slowdown}x): Lighthouse did not run: ${reference}`
            : reference;
        printLighthouse([referenceRow]);
        rows.push(referenceRow);
      }
    }
  } finally {
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}

function printLighthouse(rows: (LighthouseRow | string)[]): void {
  for (const row of rows) {
    if (typeof row === 'string') {
      console.log(`   ${row}`);
      continue;
    }
    const targets = LIGHTHOUSE_TARGETS[row.formFactor];
    const cells = CATEGORIES.map(
      (c) => `${c} ${String(row.scores[c]).padStart(3)}/${targets[c]}${row.scores[c] >= targets[c] ? '' : '!'}`,
    );
    const slowdown =
      row.cpuSlowdown === PHONE_SLOWDOWN || row.formFactor === 'desktop' ? '' : `, CPU ${row.cpuSlowdown}x`;
    console.log(`   ${`${row.path} (${row.formFactor}${slowdown})`.padEnd(48)} ${cells.join('  ')}`);
    const { firstContentfulPaint, largestContentfulPaint, totalBlockingTime, speedIndex, cumulativeLayoutShift } =
      row.metrics;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `      performance of each run: ${row.performanceRuns
        .map((score, run) => (row.slowdownRuns ? `${score} at ${row.slowdownRuns[run]}x` : String(score)))
        .join(', ')}; the median run: FCP ${seconds(firstContentfulPaint)}, ` +
        `LCP ${seconds(largestContentfulPaint)}, TBT ${Math.round(totalBlockingTime)} ms, SI ${seconds(speedIndex)}, ` +
        `CLS ${cumulativeLayoutShift.toFixed(3)}; host CPU index ${Math.round(row.benchmarkIndex)}` +
        (row.benchmarkIndex < SLOW_HOST_BENCHMARK_INDEX
          ? ` (under ${SLOW_HOST_BENCHMARK_INDEX}: Lighthouse warns that this host's scores come out low)`
          : ''),
    );
    if (row.failing.length > 0) console.log(`      costs points: ${row.failing.join(', ')}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const option = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const token = option('token');
  const paths = (option('paths') ?? '/').split(',');
  await lighthousePages(
    option('origin') ?? 'http://127.0.0.1:3000',
    paths.map((path) => ({ path, signedIn: Boolean(token) })),
    token,
    Number(option('runs') ?? LIGHTHOUSE_RUNS),
  );
}

/**
 * How pages behave in a real browser while they load, measured by the browser itself: the cumulative layout shift
 * (a PerformanceObserver of `layout-shift` entries, as Lighthouse and Core Web Vitals count it, shifts right
 * after input excluded) and the largest contentful paint, on a phone-sized and a desktop window, signed in through
 * the session token in localStorage where the page needs it. Chromium is the one the e2e tests use.
 * Prints; asserts nothing.
 *
 *   node --import tsx bench/page-probe.ts --origin http://127.0.0.1:3000 [--token <bearer>] [--paths /,/category/x]
 */
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { TOKEN_KEY } from '@restrung/shared/constants';

export interface PageProbe {
  path: string;
  device: 'phone' | 'desktop';
  cls: number;
  lcpMs: number | null;
  /** The elements that moved, for whoever fixes them. */
  shifted: string[];
}

/** Core Web Vitals' "good" layout shift; Lighthouse gives CLS its full score from 0.1 down. */
export const CLS_TARGET = 0.1;

const SETTLE_MS = 3000;

const DEVICES = {
  phone: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
  desktop: { viewport: { width: 1350, height: 940 } },
} as const;

// Runs in the page before its own scripts: collects shifts and paints from the first frame on. A string, not a
// function: tsx wraps named functions in a helper that does not exist in the page.
const OBSERVE = `
  const probe = { cls: 0, lcp: null, shifted: [] };
  window.__probe = probe;
  const describe = (node) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
    const id = node.id ? '#' + node.id : '';
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return node.tagName.toLowerCase() + id + '.' + String(node.className).split(' ').slice(0, 3).join('.') + ' "' + text + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      probe.cls += entry.value;
      for (const source of entry.sources ?? []) probe.shifted.push(entry.value.toFixed(3) + ' ' + describe(source.node));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) probe.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function probeOne(
  browser: Browser,
  origin: string,
  path: string,
  device: keyof typeof DEVICES,
  token: string | undefined,
): Promise<PageProbe> {
  const context = await browser.newContext({ ...DEVICES[device] });
  try {
    if (token)
      await context.addInitScript({
        content: `localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)});`,
      });
    await context.addInitScript({ content: OBSERVE });
    const page = await context.newPage();
    if (device === 'phone') {
      // Lighthouse's mobile preset: a 4x slower CPU, so a late swap of content shows as it does on a phone.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    // Not "networkidle": a signed-in page holds the live event stream open. The page has its data well within
    // SETTLE_MS of its load event on this machine; the shifts that count are the ones while it loads.
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const result = await page.evaluate(
      () => (window as unknown as { __probe: { cls: number; lcp: number | null; shifted: string[] } }).__probe,
    );
    return {
      path,
      device,
      cls: Math.round(result.cls * 1000) / 1000,
      lcpMs: result.lcp === null ? null : Math.round(result.lcp),
      shifted: result.shifted,
    };
  } finally {
    await context.close();
  }
}

/**
 * Each page on a phone and a desktop window, one after the other (no two pages compete for the CPU), signed in with
 * the token where the page says so.
 */
export async function probePages(
  origin: string,
  pages: { path: string; signedIn: boolean }[],
  token?: string,
): Promise<PageProbe[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const results: PageProbe[] = [];
    for (const { path, signedIn } of pages) {
      for (const device of ['phone', 'desktop'] as const)
        results.push(await probeOne(browser, origin, path, device, signedIn ? token : undefined));
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function printProbes(results: PageProbe[]): void {
  for (const r of results) {
    console.log(
      `   ${`${r.path} (${r.device})`.padEnd(48)} CLS ${r.cls.toFixed(3).padStart(6)}  target <= ${CLS_TARGET} ${r.cls <= CLS_TARGET ? 'met' : 'MISSED'}   LCP ${r.lcpMs ?? '?'} ms`,
    );
    for (const line of r.shifted.slice(0, 6)) console.log(`      moved: ${line}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const option = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const origin = option('origin') ?? 'http://127.0.0.1:3000';
  const token = option('token');
  const pages = (option('paths') ?? '/').split(',').map((path) => ({ path, signedIn: token !== undefined }));
  printProbes(await probePages(origin, pages, token));
}

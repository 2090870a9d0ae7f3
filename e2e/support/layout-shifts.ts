import type { Page } from '@playwright/test';

/**
 * From the page's next load on, records every layout shift the browser reports of an element inside `within` (a CSS
 * selector), as "TAG "its text"". The returned function reads what has been recorded so far, after two frames, so a
 * shift of the last frame drawn is in.
 */
export async function watchLayoutShifts(page: Page, within: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const shifts: string[] = [];
    Object.assign(window, { e2eLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node | null }[] })[])
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest(selector)) shifts.push(`${element.tagName} "${element.textContent?.slice(0, 40)}"`);
        }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as Window & { e2eLayoutShifts?: string[] }).e2eLayoutShifts ?? []);
  };
}

import { expect, type Locator, type Page } from '@playwright/test';

/** How far down the page is scrolled. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Brings `target` into view as a reader scrolling down would; answers where the page settled (past `atLeast`). */
export async function scrollDownTo(page: Page, target: Locator, atLeast = 300): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(atLeast);
  return scrollY(page);
}

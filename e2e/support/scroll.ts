import { expect, type Locator, type Page } from '@playwright/test';

/** How far down the page is scrolled. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Brings `target` into view as a reader scrolling down would; answers where the page settled (past `atLeast`). */
export async function scrollDownTo(page: Page, target: Locator, atLeast = 300): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(atLeast);
  return scrollY(page);
}

/** Where `target`'s top is in the window, in px: what a reader sees of the place they left. */
export async function topOnScreen(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  return Math.round(box.y);
}

import { expect, type Locator } from '@playwright/test';

/**
 * The picture has arrived and decoded: a broken or missing file leaves naturalWidth at 0, and so does one still on its
 * way (a visible `<img>` can be still loading), hence the poll. Lazy images load once scrolled to.
 */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

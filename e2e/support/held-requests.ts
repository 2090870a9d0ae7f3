import type { Page } from '@playwright/test';

/**
 * Holds every request of the page matching `url` until the returned function is called, to see the page as it is
 * while that answer is late; then they go on to the server, or get `answer` instead.
 */
export async function holdRequests(page: Page, url: string | RegExp, answer?: { json: unknown }): Promise<() => void> {
  let release = () => {};
  const mayGo = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await mayGo;
    if (answer) await route.fulfill(answer);
    else await route.continue();
  });
  return release;
}

import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { listProduct, signUpWithId, verifiedSeller } from './support/catalogue.ts';

/**
 * What a page can do without starts once its main content has been painted (apps/web/src/lib/content-first.ts,
 * decision 0077): the calls and chunks that decide what to draw beside it, not the guitar itself.
 */
const CAN_WAIT = [
  /\/api\/notifications\/unread-count$/,
  /\/api\/conversations\/unread-count$/,
  /\/api\/users\?email=/,
  /\/api\/watchlist\/ids$/,
  /\/assets\/(book-now-button|report-button|ask-seller-button|watch-heart)-[\w-]+\.js$/,
];
/** What a buyer's page always asks for once its guitar is shown, as paths (chunk hashes left out). */
const ALWAYS_WAITED = [
  '/api/notifications/unread-count',
  '/api/users',
  '/api/watchlist/ids',
  '/assets/book-now-button.js',
  '/assets/watch-heart.js',
];
const canWait = (name: string) => CAN_WAIT.some((pattern) => pattern.test(name));
const waitedPaths = (names: string[]) =>
  names.filter(canWait).map((name) => new URL(name).pathname.replace(/-[\w-]{8}\.js$/, '.js'));

/**
 * When the photo with this text had come (its download's end) and, if it was the page's largest paint, when it was
 * painted; and when each request of the page started.
 */
async function photoAndRequests(page: Page, alt: string) {
  return page.evaluate(async (alt) => {
    const image = [...document.querySelectorAll('main img')].find((img) => img.getAttribute('alt') === alt) as
      | HTMLImageElement
      | undefined;
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const painted = paints.find((entry) => (entry as PerformanceEntry & { element?: Element }).element === image);
    const download = image && performance.getEntriesByName(image.currentSrc)[0];
    return {
      photoCame: (download as PerformanceResourceTiming | undefined)?.responseEnd,
      photoPainted: painted?.startTime,
      requests: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
    };
  }, alt);
}

for (const path of ['product', 'category'] as const)
  test(`a signed-in ${path} page has its guitar’s photo before it asks for the counts, the role and the buttons`, async ({
    page,
    request,
  }) => {
    const listing = await listProduct(request, await verifiedSeller(request));
    const buyer = await signUpWithId(request, 'buyer', 'Pia Paint');
    await signIn(page, buyer.email, buyer.password);
    await page.goto(path === 'product' ? `/product/${listing._id}` : `/category/${listing.categoryid}`);
    const guitar = path === 'product' ? page.getByRole('main') : page.getByRole('article').first();
    // The buttons show once the role and their chunks have come, and the heart once its chunk has.
    await expect(guitar.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expect(guitar.getByRole('button', { name: /watchlist/i })).toBeVisible();
    // A request is listed once it has ended, which can be after what it serves shows: the heart shows before the
    // watchlist's ids come.
    const ended = () => page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name));
    await expect.poll(async () => waitedPaths(await ended())).toEqual(expect.arrayContaining(ALWAYS_WAITED));
    const name = path === 'product' ? listing.productName : await guitar.getByRole('heading', { level: 2 }).innerText();
    const { photoCame, photoPainted, requests } = await photoAndRequests(page, name);
    expect(photoCame, 'the photo’s download').toBeGreaterThan(0);
    // The test photos are small: only the product page's is the largest paint.
    if (path === 'product') expect(photoPainted, 'the photo’s paint').toBeGreaterThanOrEqual(photoCame!);
    const waited = requests.filter(({ name }) => canWait(name));
    expect(waitedPaths(waited.map(({ name }) => name))).toEqual(expect.arrayContaining(ALWAYS_WAITED));
    for (const { name, startTime } of waited)
      expect(startTime, name).toBeGreaterThanOrEqual(photoPainted ?? photoCame!);
  });

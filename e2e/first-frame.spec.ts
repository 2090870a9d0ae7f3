import { expect, type Page, type Response, test } from '@playwright/test';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { openMenuIfCollapsed, photoFile, signIn, signUpViaApi, uniqueEmail } from './support/accounts.ts';
import { holdRequests } from './support/held-requests.ts';
import { listProduct, signUpWithId, verifiedSeller } from './support/catalogue.ts';
import { linkInEmail } from './support/mailbox.ts';
import { watchLayoutShifts } from './support/layout-shifts.ts';
import { SAME_ON_A_PHONE } from './support/projects.ts';

/**
 * The HTML's first frame (the build's static shell) and the app that starts over it: on `/` the app adopts the
 * frame's elements, so the hero picture painted before any script ran stays the page's largest paint; elsewhere the
 * app draws the page afresh. Desktop and phone.
 */

interface HeroWatch {
  htmlHero?: HTMLImageElement;
}

/**
 * Keeps a reference to the hero picture the HTML parser inserts, before any of the app's scripts has run: the first
 * one added in the order of the mutations, so a copy the app might insert later, even in the same batch, is not it.
 */
async function keepTheHtmlHero(page: Page) {
  await page.addInitScript(() => {
    const watch = window as Window & HeroWatch;
    const isHero = (node: Node): node is HTMLImageElement =>
      node instanceof HTMLImageElement && /acoustic and an electric guitar/.test(node.alt);
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          const hero = isHero(node)
            ? node
            : node instanceof Element
              ? [...node.querySelectorAll('img')].find(isHero)
              : undefined;
          if (!hero) continue;
          watch.htmlHero = hero;
          observer.disconnect();
          return;
        }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The hero picture on the page now is the very element the HTML brought. */
async function expectTheHtmlHero(page: Page) {
  const same = await page.evaluate(() => {
    const { htmlHero } = window as Window & HeroWatch;
    return htmlHero !== undefined && htmlHero === document.querySelector('main img');
  });
  expect(same, 'the hero picture is the one the HTML brought').toBe(true);
}

/** The element of the page's last largest-contentful-paint entry is the hero picture the HTML brought. */
async function largestPaintIsTheHtmlHero(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
          resolve(element !== null && element === (window as Window & HeroWatch).htmlHero);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Holds the app's entry script back until the returned function is called; the early entry and the HTML are not held. */
const holdBackTheApp = (page: Page) => holdRequests(page, /\/assets\/index-[\w-]+\.js$/);

/**
 * Waits until the early entry, which runs before the app, holds what needs the app: it holds a form the browser would
 * send by POST (lib/forms-before-start.ts), probed with one it removes again.
 */
const earlyEntryHasRun = (page: Page) =>
  page.waitForFunction(() => {
    const probe = document.body.appendChild(Object.assign(document.createElement('form'), { method: 'post' }));
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    probe.dispatchEvent(sent);
    probe.remove();
    return sent.defaultPrevented;
  });

test('on /, the hero picture the HTML brought stays the page’s picture and largest paint once the app runs', async ({
  page,
}) => {
  await keepTheHtmlHero(page);
  await page.goto('/');
  // Drawn by the app: the page's chunk has arrived, and the session has been asked for.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expectTheHtmlHero(page);
  expect(await largestPaintIsTheHtmlHero(page)).toBe(true);

  // The adopted frame is the app's: its links navigate within the app, and back.
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: /another song/ })).toBeVisible();
  await openMenuIfCollapsed(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('every script a page loads starts with V8’s compile hint, so its functions compile off the main thread', {
  tag: SAME_ON_A_PHONE,
}, async ({ page }) => {
  // Decision 0075: the hint must be the file's first line, as the browser receives it (the precompressed forms).
  const scripts: Promise<{ url: string; firstLine: string }>[] = [];
  const readScript = (response: Response) => {
    if (!/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    scripts.push(response.text().then((text) => ({ url: response.url(), firstLine: text.split('\n')[0]! })));
  };
  page.on('response', readScript);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  // Every script the page asked for has arrived; a body still being read when the test ended failed it (CI, once).
  await page.waitForLoadState('networkidle');
  page.off('response', readScript);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  for (const { url, firstLine } of loaded) expect(firstLine, url).toBe('//# allFunctionsCalledOnLoad');
});

test('a signed-in product page starts the schemas of its first answers with them, before the app has run', async ({
  page,
  request,
}) => {
  const listing = await listProduct(request, await verifiedSeller(request));
  const buyer = await signUpWithId(request, 'buyer', 'Sia Schema');
  await signIn(page, buyer.email, buyer.password);
  // A schema module is a chunk of its own, whose exports keep their names (the app imports it by name).
  const exported = (name: string) => new RegExp(`export\\{[^}]*\\b${name}\\b[^}]*\\}`);
  const schemasLoaded = new Set<string>();
  page.on('response', async (response) => {
    if (!/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    const text = await response.text().catch(() => '');
    for (const name of ['sessionResponseSchema', 'productSchema'])
      if (exported(name).test(text)) schemasLoaded.add(name);
  });
  // Only the early entry runs: the app, which would load them itself once it reads the answers, is held back.
  const releaseApp = await holdBackTheApp(page);
  await page.goto(`/product/${listing._id}`, { waitUntil: 'commit' });
  await expect.poll(() => [...schemasLoaded].sort()).toEqual(['productSchema', 'sessionResponseSchema']);
  releaseApp();
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
});

test('text typed into the header’s box before the app starts stays, focused, and searches', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the header search box is in the menu on phones, which needs the app');
  const buyer = await signUpViaApi(request, 'buyer', 'Early Typist');
  await signIn(page, buyer.email, buyer.password);
  await keepTheHtmlHero(page);
  // The app's entry is held back until the text has been typed.
  const releaseApp = await holdBackTheApp(page);
  // Not waiting for the load event, which waits for the app's scripts.
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search guitars' });
  await box.click();
  await page.keyboard.type('stratocaster');
  releaseApp();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(box).toHaveValue('stratocaster');
  await expect(box).toBeFocused();
  await expectTheHtmlHero(page);
  await page.keyboard.type(' sunburst');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=stratocaster\+sunburst$/);
});

/** Products, and only Products, is marked as the current page: each copy, the bar's (hidden on a phone) and the menu's. */
async function expectProductsCurrent(page: Page, copies: number) {
  const links = page.getByRole('banner').locator('ul a');
  await expect(links.filter({ hasText: 'Products' })).toHaveCount(copies);
  for (const link of await links.all()) {
    if ((await link.textContent()) === 'Products') {
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(link).toHaveClass(/\bmenu-active\b/);
    } else {
      await expect(link).not.toHaveAttribute('aria-current');
      await expect(link).not.toHaveClass(/\bmenu-active\b/);
    }
  }
}

test('elsewhere the app draws its own frame: the header marks the page’s link as current while the page loads, and after', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await signUpViaApi(request, 'buyer', 'Frame Buyer');
  await signIn(page, buyer.email, buyer.password);
  // The page's chunk is held back: until it comes, the app shows its first-load frame, over the HTML's.
  const releasePage = await holdRequests(page, /\/assets\/category-page-[\w-]+\.js$/);
  await page.goto(`/category/${CATEGORY_IDS.acoustic}`, { waitUntil: 'commit' });
  const phone = testInfo.project.name === 'phone';
  // The header is the app's once the session is drawn in place of the HTML's loading dots.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('header [aria-label="Loading your account"]')).toHaveCount(0);
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading');
  await expectProductsCurrent(page, phone ? 2 : 1);

  releasePage();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openMenuIfCollapsed(page);
  await expectProductsCurrent(page, phone ? 2 : 1);
});

test('on /login, the sign-in form the HTML brought is the app’s: what is typed and sent before the app starts signs in', async ({
  page,
  request,
}) => {
  const buyer = await signUpViaApi(request, 'buyer', 'Early Signer');
  // The app's entry is held back until the form has been sent.
  const releaseApp = await holdBackTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await earlyEntryHasRun(page);
  const main = page.getByRole('main');
  const email = main.getByRole('textbox', { name: 'Email' });
  await email.fill(buyer.email);
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await main.getByLabel('Password', { exact: true }).press('Enter');
  // The browser sent nothing: still the page the HTML brought, no password in the address.
  await expect(page).toHaveURL(/\/login$/);
  // The HTML names the page, before the app has run.
  await expect(page).toHaveTitle('Sign In | Restrung');

  releaseApp();
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(page.url()).not.toContain(buyer.password);
});

test('on /login the app adopts the form the HTML brought: the same box keeps its text and focus', async ({ page }) => {
  const releaseApp = await holdBackTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const email = main.getByRole('textbox', { name: 'Email' });
  await email.fill('early@example.com');
  await page.evaluate(() => {
    (window as Window & { htmlEmailBox?: Element | null }).htmlEmailBox = document.querySelector('input[type="email"]');
  });
  releaseApp();
  // The app runs once the header shows the session in place of the HTML's loading dots.
  await expect(page.locator('header [aria-label="Loading your account"]')).toHaveCount(0);
  await expect(email).toHaveValue('early@example.com');
  await expect(email).toBeFocused();
  // The app's handler is on the form.
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main.getByText('Password is required.')).toBeVisible();
  await expect(email).toHaveValue('early@example.com');
  const same = await page.evaluate(
    () =>
      (window as Window & { htmlEmailBox?: Element | null }).htmlEmailBox ===
      document.querySelector('input[type="email"]'),
  );
  expect(same, 'the email box is the one the HTML brought').toBe(true);
});

test('on /login, Show password pressed before the app starts shows the password once it has', async ({ page }) => {
  const releaseApp = await holdBackTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const password = main.getByLabel('Password', { exact: true });
  await password.fill('typed-before-start');
  // The early entry takes presses as it takes a form's send.
  await earlyEntryHasRun(page);
  await main.getByRole('button', { name: 'Show password' }).click();
  // Nothing acts on it before the app: the frame is HTML.
  await expect(password).toHaveAttribute('type', 'password');

  releaseApp();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(main.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveValue('typed-before-start');
  // From then on each press is the app's alone: one press hides it again.
  await main.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

/** Where the bar's page links and search box are on screen, rounded to whole pixels. */
async function barPlaces(page: Page) {
  const banner = page.getByRole('banner');
  const places: Record<string, { x: number; y: number }> = {};
  for (const [name, element] of [
    ['Home', banner.getByRole('link', { name: 'Home', exact: true })],
    ['About', banner.getByRole('link', { name: 'About', exact: true })],
    ['search box', banner.getByRole('combobox', { name: 'Search guitars' })],
  ] as const) {
    const box = await element.boundingBox();
    expect(box, `${name} is on screen`).not.toBeNull();
    places[name] = { x: Math.round(box!.x), y: Math.round(box!.y) };
  }
  return places;
}

for (const who of ['signed in', 'signed out'] as const)
  test(`${who}, nothing in the desktop header moves when the session arrives`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'on a phone the links and the search box are in the toggled menu');
    if (who === 'signed in') {
      const buyer = await signUpViaApi(request, 'buyer', 'Steady Header');
      await signIn(page, buyer.email, buyer.password);
    }
    const headerShifts = await watchLayoutShifts(page, 'header');
    // The session's answer is held back: until it comes, the header shows its loading dots.
    const releaseSession = await holdRequests(page, '**/api/auth/get-session');
    await page.goto('/blogs', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('status', { name: 'Loading your account' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const whileLoading = await barPlaces(page);

    releaseSession();
    const account =
      who === 'signed in'
        ? banner.getByRole('button', { name: 'Sign Out' })
        : banner.getByRole('link', { name: 'Sign In' });
    await expect(account).toBeVisible();
    expect(await barPlaces(page)).toEqual(whileLoading);
    // The account area too: it keeps its place and its height, whatever it holds.
    expect(await headerShifts()).toEqual([]);
  });

test('on /signup, the form the HTML brought is the app’s: a seller’s account filled in and sent before the app starts is a seller’s', async ({
  page,
}) => {
  const releaseApp = await holdBackTheApp(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await main.getByLabel('Name').fill('Early Seller');
  await main.getByLabel('Email').fill(uniqueEmail('early-seller'));
  await main.getByLabel('Photo').setInputFiles(await photoFile());
  // Not the default: a role the app reset to its default on starting would make this a buyer's account.
  await main.getByLabel('Role').selectOption({ label: 'Seller' });
  await main.getByLabel('Password', { exact: true }).fill('secret1');
  await main.getByLabel('Confirm Password').fill('secret1');
  await main.getByRole('button', { name: 'Sign Up' }).click();
  // The browser sent nothing: still the page the HTML brought, no password in the address.
  await expect(page).toHaveURL(/\/signup$/);

  releaseApp();
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain('secret1');
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Products' }),
  ).toBeVisible();
});

test('on /reset-password from the emailed link, the form the HTML brought is the app’s: a password sent before the app starts is saved', async ({
  page,
  request,
}) => {
  const person = await signUpViaApi(request, 'buyer', 'Early Resetter');
  expect((await request.post('/api/auth/request-password-reset', { data: { email: person.email } })).ok()).toBe(true);
  const link = await linkInEmail(person.email, 'Reset your Restrung password', '/reset-password');
  const releaseApp = await holdBackTheApp(page);
  await page.goto(link, { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  await main.getByLabel('New Password', { exact: true }).fill('early-new-secret');
  await main.getByLabel('Confirm Password', { exact: true }).fill('early-new-secret');
  await main.getByRole('button', { name: 'Save New Password' }).click();
  // The browser sent nothing: still the emailed link, no password in the address.
  expect(page.url()).toBe(link);

  releaseApp();
  await expect(main.getByRole('heading', { level: 1, name: 'Password Changed' })).toBeVisible();
  await signIn(page, person.email, 'early-new-secret');
});

test('on /login, a form sent before even the early entry runs comes back to the page to send again, not an error', async ({
  page,
  request,
}) => {
  const buyer = await signUpViaApi(request, 'buyer', 'Very Early Signer');
  // The early entry, which holds a send made before the app runs, is itself held back: the browser sends the form.
  const releaseEarlyEntry = await holdRequests(page, /\/assets\/early-[\w-]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  const sentByTheBrowser = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/login',
  );
  await main.getByLabel('Password', { exact: true }).press('Enter');
  expect((await sentByTheBrowser).status()).toBe(303);

  releaseEarlyEntry();
  await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Sent again, once the app runs, it signs in.
  await main.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

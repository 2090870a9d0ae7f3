import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, test, type Page } from '@playwright/test';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { REVIEW_TEXTS } from '@restrung/shared/review';
import { demoAccount, signIn, signInViaUi, signUpViaApi } from './support/accounts.ts';
import { advertise, bookViaApi, listGuitar } from './support/booking.ts';
import { verifiedSeller } from './support/catalogue.ts';
import { scrollDownTo, scrollY, topOnScreen } from './support/scroll.ts';
import { holdRequests } from './support/held-requests.ts';
import { watchLayoutShifts } from './support/layout-shifts.ts';
import { SAME_ON_A_PHONE } from './support/projects.ts';

/**
 * What only a real browser shows (issue 16): scroll position after a link, focus rings as computed styles, layout
 * shift while the session is checked, requests to Stripe, the phone layout of My Products, touch-only hints, the
 * sticky header and the skip link. Desktop and phone.
 */

/** Console errors and warnings, and every request the page sends, from the moment this is called. */
function watch(page: Page) {
  const console: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  return { console, requests };
}

test('the footer Privacy Policy link opens the page at its top; Back returns to where the reader was', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('Total Sells')).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await scrollDownTo(page, footerLink);
  await footerLink.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  // Back is a back navigation: the home page comes back where it was left, not at the top.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
});

/**
 * On a category page: waits until every card fetched is drawn (a few per task), goes down to the last one, by its
 * name, and opens its details. Answers the card and where its top was in the window as the reader left.
 */
async function openTheLastCard(page: Page) {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const shown = Number((await page.getByText(/^Showing \d+ of/).textContent())?.match(/\d+/)?.[0]);
  await expect(cards).toHaveCount(shown);
  const name = (await cards.last().getByRole('heading', { level: 2 }).textContent()) ?? '';
  const lastCard = page.getByRole('article', { name });
  await scrollDownTo(page, lastCard);
  const cardTop = await topOnScreen(lastCard);
  await lastCard.getByRole('link', { name: /See Details/ }).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { lastCard, cardTop };
}

/** The electric category's page, and the API path its guitars come from. */
const ELECTRIC_LIST = { url: new RegExp(`/category/${CATEGORY_IDS.electric}$`), apiPath: '/api/search' };

/**
 * Back to the list (by default the electric category): the card the reader left at the height it had in the window,
 * without the guitar listed meanwhile, and the list not asked for again.
 */
async function backToTheListAsLeft(
  page: Page,
  lastCard: Locator,
  cardTop: number,
  listedMeanwhile: string,
  list = ELECTRIC_LIST,
) {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === list.apiPath) asked.push(sent.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(list.url);
  await expect.poll(() => topOnScreen(lastCard)).toBe(cardTop);
  await expect(page.getByRole('article', { name: listedMeanwhile })).toHaveCount(0);
  expect(asked).toEqual([]);
}

/**
 * A buyer of their own, not the demo buyer: other specs book as the demo buyer, and a notification to the reader
 * (a hold running out, a booking cancelled) marks every list stale, so Back would fetch the category again and
 * guitars other specs list meanwhile could move the card.
 */
const backBuyer = (request: APIRequestContext) => signUpViaApi(request, 'buyer', 'Back Buyer');

test("Back from a guitar's details returns the category page to where the reader left it", async ({
  page,
  request,
}) => {
  test.slow();
  const buyer = await backBuyer(request);
  await signIn(page, buyer.email, buyer.password);
  // Reached from the bottom of a long page, the category page opens at its top (SPEC.md).
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const products = page.getByRole('contentinfo').getByRole('link', { name: 'Products' });
  await scrollDownTo(page, products);
  await products.click();
  await expect(page).toHaveURL(new RegExp(`/category/${CATEGORY_IDS.electric}$`));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  const { lastCard, cardTop } = await openTheLastCard(page);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/category/${CATEGORY_IDS.electric}$`));
  // The same card at the same height in the window as when the reader left.
  await expect.poll(() => topOnScreen(lastCard)).toBe(cardTop);
});

test('Back, a minute later, returns to the list as it was left, though a guitar was listed meanwhile', async ({
  page,
  request,
}) => {
  test.slow();
  const seller = await verifiedSeller(request);
  // The page's clock, so a minute on a guitar's page takes no minute: it runs on by itself between the jumps.
  await page.clock.install();
  const buyer = await backBuyer(request);
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/category/${CATEGORY_IDS.electric}`);
  const { lastCard, cardTop } = await openTheLastCard(page);

  // While the reader looks at the guitar, someone lists a newer one in the same category, and a minute passes:
  // longer than the app holds a list's answer as fresh (30 s).
  const listed = await listGuitar(request, seller, { categoryId: CATEGORY_IDS.electric });
  await page.clock.fastForward('01:00');
  await backToTheListAsLeft(page, lastCard, cardTop, listed.productName);

  // A new visit to the category shows the new guitar, newest first.
  await page.goto(`/category/${CATEGORY_IDS.electric}`);
  await expect(page.getByRole('article', { name: listed.productName })).toBeVisible();
});

test('Back returns to the list as it was left, though a notification came while the reader looked at a guitar', async ({
  page,
  request,
}) => {
  test.slow();
  const seller = await verifiedSeller(request);
  const buyer = await backBuyer(request);
  const booked = await listGuitar(request, seller, { categoryId: CATEGORY_IDS.acoustic });
  const orderId = await bookViaApi(request, buyer, booked.id);
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/category/${CATEGORY_IDS.electric}`);
  const { lastCard, cardTop } = await openTheLastCard(page);

  // While the reader looks at a guitar, the seller lists another electric one and cancels the reader's booking:
  // the notification reaches the open page.
  const listed = await listGuitar(request, seller, { categoryId: CATEGORY_IDS.electric });
  const cancelled = await request.post(`/api/mysales/${orderId}/cancel`, {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { reason: 'Sold it at the shop, sorry' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  // What a screen reader reads out; the bell is in the closed menu on a phone.
  await expect(page.getByText(`New notification: Your booking of ${booked.productName} was cancelled`)).toBeAttached();

  await backToTheListAsLeft(page, lastCard, cardTop, listed.productName);
});

test("Back to a seller's page returns to their guitars as they were left, though a notification came meanwhile", async ({
  page,
  request,
}) => {
  test.slow();
  const seller = await verifiedSeller(request, 'Back Seller');
  const buyer = await backBuyer(request);
  const shown: string[] = [];
  for (let i = 0; i < 5; i++) shown.push((await listGuitar(request, seller)).productName);
  const booked = await listGuitar(request, seller);
  const orderId = await bookViaApi(request, buyer, booked.id);
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/seller/${seller.id}`);
  // Newest first: the first guitar listed is the last card.
  const lastCard = page.getByRole('article', { name: shown[0] });
  await expect(page.getByRole('article', { name: booked.productName })).toBeVisible();
  await scrollDownTo(page, lastCard);
  // Its link in the middle of the window, where the click needs no scrolling: a card with its photo can be taller
  // than what a desktop window shows above the email banner.
  const details = lastCard.getByRole('link', { name: /See Details/ });
  await details.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  const cardTop = await topOnScreen(lastCard);
  await details.click();
  await expect(page.getByRole('heading', { level: 1, name: shown[0] })).toBeVisible();

  // While the reader looks at the guitar, the seller lists another and cancels the reader's booking.
  const listed = await listGuitar(request, seller);
  const cancelled = await request.post(`/api/mysales/${orderId}/cancel`, {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { reason: 'Sold it at the shop, sorry' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(page.getByText(`New notification: Your booking of ${booked.productName} was cancelled`)).toBeAttached();

  await backToTheListAsLeft(page, lastCard, cardTop, listed.productName, {
    url: new RegExp(`/seller/${seller.id}$`),
    apiPath: `/api/sellers/${seller.id}/products`,
  });
  // A new visit shows the new guitar.
  await page.goto(`/seller/${seller.id}`);
  await expect(page.getByRole('article', { name: listed.productName })).toBeVisible();
});

test('a category with no guitars yet sends the reader to the home page with its categories in view', async ({
  page,
}) => {
  const buyer = demoAccount('buyer');
  await signIn(page, buyer.email, buyer.password);
  // Every category has demo guitars: the search answers as it would for an empty one.
  await page.route('**/api/search?**', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, items: [], total: 0, totalCapped: false, nextCursor: null } });
  });
  await page.goto(`/category/${CATEGORY_IDS.classical}`);
  await expect(page.getByText('No guitars in this category yet.')).toBeVisible();
  await page.getByRole('link', { name: 'See other categories' }).click();
  await expect(page).toHaveURL(/\/#categories$/);
  await expect(page.getByRole('region', { name: 'Shop by Category' })).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
});

test('Back to the About page returns to where the reader was (public-pages checks it opens at its top)', async ({
  page,
}) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  const left = await scrollDownTo(page, privacy);
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect.poll(() => scrollY(page)).toBe(left);
});

test('a featured product card shows a visible focus ring when reached with Tab', async ({
  page,
  request,
}, testInfo) => {
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  await advertise(request, seller, guitar.id);
  test.skip(testInfo.project.name === 'phone', 'Tab focus is a keyboard matter; the phone project has no keyboard');
  await page.goto('/');
  const cardLink = page
    .getByRole('region', { name: /Featured Products/i })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first();
  await expect(cardLink).toBeVisible();
  // Focus the element before the link, then Tab onto it, so the browser applies :focus-visible as for a keyboard user.
  await cardLink.evaluate((element) => {
    const all = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ];
    all[all.indexOf(element as HTMLElement) - 1]?.focus();
  });
  await page.keyboard.press('Tab');
  await expect(cardLink).toBeFocused();
  const outline = await cardLink.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('every link and button reached by Tab on the home page shows an outline', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'Tab focus is a keyboard matter; the phone project has no keyboard');
  await page.goto('/');
  await expect(page.getByText('Total Sells')).toBeVisible();
  const missing: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return visible ? null : `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`;
    });
    if (found) missing.push(found);
  }
  expect(missing).toEqual([]);
});

test('the first Tab stop is a skip link that moves focus to the main content', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'Tab focus is a keyboard matter; the phone project has no keyboard');
  await page.goto('/');
  await expect(page.getByText('Total Sells')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the header stays in view while the page scrolls, and toasts appear below it', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  const box = await header.boundingBox();
  expect(box!.y).toBeLessThanOrEqual(0.5);

  // A toast (cancelling a report: "Okay!!") must not cover the header's account controls.
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer', 'Toast Buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/product/${guitar.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Report To Admin/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
});

test('a guarded page keeps the footer below the fold while the account is checked', async ({ page, request }) => {
  const buyer = await signUpViaApi(request, 'buyer', 'Shift Buyer');
  await signIn(page, buyer.email, buyer.password);
  // Record where the footer is on every frame from the very start of a fresh load.
  await page.addInitScript(() => {
    const positions: number[] = [];
    (window as unknown as { footerTops: number[] }).footerTops = positions;
    const sample = () => {
      const footer = document.querySelector('footer');
      if (footer) positions.push(footer.getBoundingClientRect().top);
      if (positions.length < 400) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  const viewport = page.viewportSize()!;
  const tops = await page.evaluate(() => (window as unknown as { footerTops: number[] }).footerTops);
  expect(tops.length).toBeGreaterThan(0);
  // The footer never shows inside the first screen while the page loads.
  expect(Math.min(...tops)).toBeGreaterThanOrEqual(viewport.height);
});

test('a dashboard page does not move down when its links come: they are drawn with the session', async ({
  page,
  request,
}) => {
  const buyer = await signUpViaApi(request, 'buyer', 'Still Dashboard');
  await signIn(page, buyer.email, buyer.password);
  const pageShifts = await watchLayoutShifts(page, 'main');
  // The role's own look-up (SPEC.md: by email) answers a moment after the session.
  const releaseRole = await holdRequests(page, /\/api\/users\?email=/);
  await page.goto('/dashboard/profile', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const dashboardNav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(dashboardNav.getByRole('link', { name: 'My Orders' })).toBeVisible();

  releaseRole();
  await page.waitForResponse(/\/api\/users\?email=/);
  await expect(dashboardNav.getByRole('link', { name: 'My Orders' })).toBeVisible();
  expect(await pageShifts()).toEqual([]);
});

test('a guitar’s buttons stay in place when its recent sale prices come', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === 'phone',
    'on a phone the buttons are below the first screen, where nothing is seen to move',
  );
  // Tall enough for the buttons beside the photo to be on the first screen.
  await page.setViewportSize({ width: 1280, height: 1100 });
  const buyer = demoAccount('buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/category/${CATEGORY_IDS.electric}`);
  const card = page.getByRole('article').filter({ hasText: 'Fender Player Stratocaster' });
  const details = await card.getByRole('link', { name: /See Details/ }).getAttribute('href');
  const pageShifts = await watchLayoutShifts(page, 'main');
  // The demo model's three sales (db/seed-demo-sales.ts) answer a moment after the guitar.
  const releaseGuide = await holdRequests(page, /\/api\/price-guide\?/);
  await page.goto(details!);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Book Now' })).toBeInViewport();

  releaseGuide();
  await expect(main.getByRole('region', { name: 'Recent sale prices' })).toContainText('3 sales');
  expect(await pageShifts()).toEqual([]);
});

for (const verified of [true, false])
  test(`a${verified ? ' verified' : 'n unverified'} seller’s dashboard does not move down as their role and verification come`, async ({
    page,
    request,
  }) => {
    const seller = verified ? demoAccount('verified seller') : await signUpViaApi(request, 'seller', 'Una Waiting');
    await signIn(page, seller.email, seller.password);
    const pageShifts = await watchLayoutShifts(page, 'main');
    // The role's look-up by email and the verification answer a moment after the session, one after the other.
    const releaseRole = await holdRequests(page, /\/api\/users\?email=/);
    const releaseVerification = await holdRequests(page, /\/api\/usersverification\?email=/);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Your overview' })).toBeVisible();

    releaseRole();
    await page.waitForResponse(/\/api\/users\?email=/);
    releaseVerification();
    await expect(
      main.getByText(
        verified
          ? 'Your seller account is verified.'
          : 'Your seller account is awaiting verification by an admin. Your listings become public once it is verified.',
      ),
    ).toBeVisible();
    expect(await pageShifts()).toEqual([]);
  });

test('with no stolen-gear reports, the admin’s page does not move as its three lists come', async ({ page }) => {
  const admin = demoAccount('admin');
  await signIn(page, admin.email, admin.password);
  const pageShifts = await watchLayoutShifts(page, 'main');
  // Each list answers empty (other tests may have filed reports), a moment after the page is drawn.
  const releaseLists = await holdRequests(page, /\/api\/stolen-reports(\?status=|\/held-listings)/, { json: [] });
  await page.goto('/dashboard/stolenreports', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Confirmed reports' })).toBeVisible();

  releaseLists();
  await expect(main.getByText('No reports waiting.')).toBeVisible();
  await expect(main.getByText('No listings are held.')).toBeVisible();
  await expect(main.getByText('No confirmed reports.')).toBeVisible();
  expect(await pageShifts()).toEqual([]);
});

test('a paid order’s status stays in place when its review link comes', async ({ page }) => {
  // The demo buyer's three paid orders (db/seed-demo-sales.ts); their reviews answer a moment after the orders.
  const buyer = demoAccount('buyer');
  await signIn(page, buyer.email, buyer.password);
  const pageShifts = await watchLayoutShifts(page, 'main');
  const releaseReviews = await holdRequests(page, /\/api\/myreviews\?/);
  await page.goto('/dashboard/myorders', { waitUntil: 'commit' });
  const paidRow = page
    .getByRole('row')
    .filter({ has: page.getByText('Paid', { exact: true }) })
    .first();
  await expect(paidRow).toBeVisible();

  releaseReviews();
  const reviewLink = new RegExp(`^(${REVIEW_TEXTS.writeReview}|${REVIEW_TEXTS.editReview}) for `);
  await expect(paidRow.getByRole('link', { name: reviewLink })).toBeVisible();
  expect(await pageShifts()).toEqual([]);
});

test('with the sandbox provider, My Orders and the payment page never ask for Stripe.js', {
  tag: SAME_ON_A_PHONE,
}, async ({ page, request }) => {
  test.setTimeout(60_000);
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer', 'Sandbox Buyer');
  const orderId = await bookViaApi(request, buyer, guitar.id);
  await signIn(page, buyer.email, buyer.password);
  const seen = watch(page);
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('row').filter({ hasText: guitar.productName })).toBeVisible();
  await page.goto(`/dashboard/payment/${orderId}`);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
  expect(seen.requests.filter((url) => url.includes('stripe.com'))).toEqual([]);
  expect(seen.console.filter((text) => /stripe/i.test(text))).toEqual([]);
});

test('a seller sent away from the payment page never loads Stripe.js', { tag: SAME_ON_A_PHONE }, async ({
  page,
  request,
}) => {
  const seller = await verifiedSeller(request);
  await signIn(page, seller.email, seller.password);
  const seen = watch(page);
  await page.goto('/dashboard/payment/00000000-0000-7000-8000-000000000000');
  await expect(page).toHaveURL(/\/login$/);
  expect(seen.requests.filter((url) => url.includes('stripe.com'))).toEqual([]);
  expect(seen.console.filter((text) => /stripe/i.test(text))).toEqual([]);
});

test('a hard load logs no HydrateFallback warning', { tag: SAME_ON_A_PHONE }, async ({ page }) => {
  const seen = watch(page);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.console.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});

test('My Products rows on a phone have no cell borders left from the table', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  test.skip(testInfo.project.name !== 'phone', 'the stacked rows are the phone layout');
  const seller = await verifiedSeller(request);
  await listGuitar(request, seller);
  await listGuitar(request, seller);
  await signIn(page, seller.email, seller.password);
  await page.goto('/dashboard/myproducts');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const borders = await rows
    .first()
    .evaluate((row) => [...row.querySelectorAll('th, td')].map((cell) => getComputedStyle(cell).borderBottomWidth));
  expect(borders.every((width) => width === '0px')).toBe(true);
});

test('"Click to zoom" shows only where the primary pointer is fine', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer', 'Zoom Buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/product/${guitar.id}`);
  await expect(page.getByRole('button', { name: `Zoom photo: ${guitar.productName}` })).toBeVisible();
  const hint = page.getByText('Click to zoom');
  if (testInfo.project.name === 'phone') await expect(hint).toBeHidden();
  else await expect(hint).toBeVisible();
});

test('a 120-character name with no spaces wraps inside every page it shows on', async ({ page, request }) => {
  test.setTimeout(90_000);
  const word = `Fender${randomUUID().replaceAll('-', '')}`;
  const name = word.padEnd(120, 'X');
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller, { productName: name, categoryId: CATEGORY_IDS.electric });
  const buyer = await signUpViaApi(request, 'buyer');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const pages = [
    `/product/${guitar.id}`,
    `/category/${CATEGORY_IDS.electric}`,
    `/seller/${seller.id}`,
    `/search?q=${word}`,
  ];
  await signIn(page, buyer.email, buyer.password);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByText(name).first()).toBeVisible();
    expect(await overflow(), `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
  }
  await signIn(page, seller.email, seller.password);
  await page.goto('/dashboard/myproducts');
  await expect(page.getByText(name).first()).toBeVisible();
  expect(await overflow(), 'sideways scroll on My Products').toBeLessThanOrEqual(0);
});

test('a row action whose call fails keeps the keyboard on its button, to try again', async ({ page, request }) => {
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  await signIn(page, seller.email, seller.password);
  await page.route(/\/api\/myproducts\//, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Could not delete now."}' })
      : route.continue(),
  );
  await page.goto('/dashboard/myproducts');
  const remove = page
    .getByRole('row')
    .filter({ hasText: guitar.productName })
    .getByRole('button', { name: /^Delete/ });
  await remove.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Could not delete now.')).toBeVisible();
  await expect(remove).toBeFocused();
  await expect(remove).not.toHaveAttribute('aria-disabled');
});

test('a booking form or photo viewer that cannot be loaded is said in a toast; the page stays and the next click opens it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer');
  await signIn(page, buyer.email, buyer.password);
  // As a dropped connection would: the two parts' chunks fail until the connection is back.
  let offline = true;
  await page.route(/\/assets\/(booking-modal|photo-viewer)-[\w-]+\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto(`/product/${guitar.id}`);
  const main = page.getByRole('main');
  const bookNow = main.getByRole('button', { name: 'Book Now' });
  const zoom = main.getByRole('button', { name: `Zoom photo: ${guitar.productName}` });

  await bookNow.click();
  await expect(
    page.getByText('The booking form could not be loaded. Check your connection and try again, or reload the page.'),
  ).toBeVisible();
  await zoom.click();
  await expect(
    page.getByText('The photo viewer could not be loaded. Check your connection and try again, or reload the page.'),
  ).toBeVisible();
  // Still the product page, not the error screen.
  await expect(main.getByRole('heading', { name: guitar.productName, level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  offline = false;
  await bookNow.click();
  const dialog = page.getByRole('dialog', { name: `Book ${guitar.productName}` });
  await expect(dialog.getByLabel('Phone Number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await zoom.click();
  await expect(page.getByRole('dialog', { name: `Photo of ${guitar.productName}` })).toBeVisible();
});

test('every Products link is marked current on any category page', async ({ page, request }, testInfo) => {
  const buyer = await signUpViaApi(request, 'buyer', 'Nav Buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/category/${CATEGORY_IDS.classical}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Products' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('"Sort by" stays on one line beside its list on a search page', async ({ page }) => {
  const { email, password } = demoAccount('buyer');
  await signIn(page, email, password);
  await page.goto('/search?q=gibson');
  const sortBy = page.getByRole('main').getByText('Sort by', { exact: true });
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  const { height, lineHeight } = await sortBy.evaluate((label) => ({
    height: label.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(label).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
});

test('signed in, the header fits every window from a tablet up without scrolling sideways', async ({ page }) => {
  const { email, password } = demoAccount('buyer');
  await signIn(page, email, password);
  // Below 1024 px the account controls are in the toggled menu, as on a phone; from 1024 px in the bar.
  for (const width of [768, 900, 1023, 1024, 1100, 1280]) {
    await page.setViewportSize({ width, height: 1024 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: 'Open menu' });
    if (width < 1024) await menuButton.click();
    else await expect(menuButton).toBeHidden();
    const signOut = banner.getByRole('button', { name: 'Sign Out' });
    await expect(signOut).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBe(width);
    const box = await signOut.boundingBox();
    expect(box!.x + box!.width, `at ${width} px`).toBeLessThanOrEqual(width);
    // Round, not squeezed by the controls beside it.
    const photo = await banner.getByRole('img', { name: /has no profile photo$/ }).boundingBox();
    expect([photo!.width, photo!.height], `at ${width} px`).toEqual([36, 36]);
  }
});

test('signed in, the toggled menu lines Dashboard and the named bell up with the site links', async ({ page }) => {
  const { email, password } = demoAccount('buyer');
  await signIn(page, email, password);
  // Where text starts inside an entry: its box plus its padding.
  const textLeft = (entry: Locator) =>
    entry.evaluate(
      (element) => element.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(element).paddingLeft),
    );
  for (const width of [412, 900]) {
    await page.setViewportSize({ width, height: 1024 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const home = banner.getByRole('link', { name: 'Home' });
    const dashboard = banner.getByRole('link', { name: 'Dashboard' });
    const bell = banner.getByRole('button', { name: /^Notifications/ });
    await expect(dashboard).toBeVisible();
    // A bare bell among written entries says nothing to someone who cannot hover it.
    await expect(bell).toHaveText('Notifications');
    const homeText = await textLeft(home);
    expect(Math.abs((await textLeft(dashboard)) - homeText), `Dashboard at ${width} px`).toBeLessThan(1);
    expect(Math.abs((await textLeft(bell)) - homeText), `the bell at ${width} px`).toBeLessThan(1);
    expect(await dashboard.evaluate((element) => getComputedStyle(element).fontWeight), `at ${width} px`).toBe(
      await banner.getByRole('link', { name: 'About' }).evaluate((element) => getComputedStyle(element).fontWeight),
    );
    // A phone's width, where a thumb reaches for it; from 640 px the button keeps its own size.
    const signOut = (await banner.getByRole('button', { name: 'Sign Out' }).boundingBox())!;
    if (width < 640) expect(signOut.width).toBeGreaterThan(width - 40);
    else expect(signOut.width).toBeLessThan(200);
    // The bell's list opens under its row: as wide as the row on a phone, a dropdown's width above.
    await bell.click();
    const list = (await banner.getByRole('dialog', { name: 'Notifications' }).boundingBox())!;
    const row = (await bell.boundingBox())!;
    expect(Math.abs(list.x - row.x), `the list's left edge at ${width} px`).toBeLessThan(1);
    if (width < 640) expect(Math.abs(list.width - row.width), `the list's width at ${width} px`).toBeLessThan(1);
    else expect(list.width).toBeLessThan(400);
    await page.keyboard.press('Escape');
  }
});

/** Resolves once the browser has been idle twice after the page's load, so work the app left for idle time has run. */
async function afterIdle(page: Page) {
  await page.waitForLoadState('load');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  }
}

test('a signed-out visitor never loads Book Now, Report, Ask or the reviews; signing in loads them', {
  tag: SAME_ON_A_PHONE,
}, async ({ page }) => {
  const seen = watch(page);
  const buttonChunks = () =>
    seen.requests.filter((url) =>
      /\/assets\/(book-now-button|report-button|ask-seller-button|seller-reviews)-/.test(url),
    );
  await page.goto('/');
  await expect(page.getByText('Total Sells')).toBeVisible();
  await afterIdle(page);
  expect(buttonChunks()).toEqual([]);

  await page.goto('/login');
  await afterIdle(page);
  expect(buttonChunks()).toEqual([]);
  const { email, password } = demoAccount('buyer');
  await signInViaUi(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect.poll(() => buttonChunks().length).toBe(4);
});

test('on a wide screen the filters beside a category’s guitars do not move once drawn', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'on a phone the filters are folded above the results until opened');
  const buyer = await signUpViaApi(request, 'buyer', 'Still Filters');
  await signIn(page, buyer.email, buyer.password);
  const filterShifts = await watchLayoutShifts(page, 'aside');
  // The list's answer comes a moment after the page is drawn, as on a slow network.
  const releaseAnswer = await holdRequests(page, /\/api\/search\?/);
  await page.goto(`/category/${CATEGORY_IDS.electric}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Electric Guitars' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading guitars…')).toBeAttached();

  releaseAnswer();
  const filters = page.getByRole('form', { name: 'Filters' });
  // The groups the answer's counts bring (the demo seller's makers) and those that need no answer, all drawn.
  await expect(filters.getByRole('group', { name: 'Brand' })).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Availability' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await filterShifts()).toEqual([]);
});

test('the tab names each page as the reader moves between them, a guitar by its name, nothing left from the page before', {
  tag: SAME_ON_A_PHONE,
}, async ({ page }) => {
  const buyer = demoAccount('buyer');
  await signIn(page, buyer.email, buyer.password);
  const featured = (await (await page.request.get('/api/advertisedproduct?page=1&limit=12')).json()) as {
    _id: string;
    productName: string;
  }[];
  const guitar = featured[0]!;

  await page.goto('/login');
  await expect(page).toHaveTitle('Sign In | Restrung');
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page).toHaveTitle('My Orders | Restrung');
  await page.goto(`/product/${guitar._id}`);
  await expect(page).toHaveTitle(`${guitar.productName} | Restrung`);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page).toHaveTitle('My Orders | Restrung');
  await page.goForward();
  await expect(page).toHaveTitle(`${guitar.productName} | Restrung`);
  await page.getByRole('banner').getByRole('link', { name: 'Restrung' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Restrung');
});

/** The text of the page's assertive live regions as the browser gives them to a screen reader (its accessibility tree). */
async function liveRegionTexts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    type AXNode = {
      nodeId: string;
      childIds?: string[];
      name?: { value?: string };
      role?: { value?: string };
      properties?: { name: string; value: { value?: unknown } }[];
    };
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const textOf = (node: AXNode): string =>
      node.role?.value === 'StaticText'
        ? (node.name?.value ?? '')
        : (node.childIds ?? []).map((id) => textOf(byId.get(id)!)).join('');
    return nodes
      .filter((node) => node.properties?.some((p) => p.name === 'live' && p.value.value === 'assertive'))
      .map(textOf);
  } finally {
    await cdp.detach();
  }
}

test('a screen reader is told the new page’s name when a link opens another page', { tag: SAME_ON_A_PHONE }, async ({
  page,
}) => {
  const buyer = demoAccount('buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  // The first page is announced by the browser itself as it loads.
  expect(await liveRegionTexts(page)).toEqual(['']);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect.poll(() => liveRegionTexts(page)).toEqual(['Profile | Restrung']);
  // Nowhere in the page's own text.
  await expect(page.getByText('Profile | Restrung')).toHaveCount(0);
});

import { readFileSync } from 'node:fs';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
import { CATEGORY_IDS, DEFAULT_CATEGORY_ID } from '../packages/shared/src/constants.ts';
import { MESSAGES } from '../packages/shared/src/messages.ts';
import { expectImageLoaded } from './support/catalogue.ts';
import { scrollDownTo, scrollY } from './support/scroll.ts';
import { SAME_ON_A_PHONE } from './support/projects.ts';

/** Every test fails if the page asked another origin for anything: the storefront must work offline. */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright's type for an automatic fixture that gives the test nothing
const test = base.extend<{ sameOriginOnly: void }>({
  sameOriginOnly: [
    async ({ page, baseURL }, use) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        // data: URLs are inline content, not a request to anyone.
        if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) foreign.push(url);
      });
      await use();
      expect(foreign, 'requests to another origin').toEqual([]);
    },
    { auto: true },
  ],
});

const PRODUCTS_PATH = `/category/${DEFAULT_CATEGORY_ID}`;
const SEEDED_CATEGORIES = [
  { name: 'Electric Guitars', id: CATEGORY_IDS.electric },
  { name: 'Acoustic Guitars', id: CATEGORY_IDS.acoustic },
  { name: 'Bass Guitars', id: CATEGORY_IDS.bass },
  { name: 'Classical Guitars', id: CATEGORY_IDS.classical },
];
const EVENTS = [
  { title: 'Big Rock Day', date: 'October 15, 2023' },
  { title: 'Dhaka Rock Fest', date: 'November 10, 2023' },
  { title: /Concert/, date: 'December 5, 2023' },
  { title: /Studio Concert/, date: 'January 20, 2024' },
];
const TRACKS = JSON.parse(readFileSync(new URL('../apps/web/public/tracks.json', import.meta.url), 'utf8')) as {
  name: string;
  band: string;
}[];

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Opens a public page and checks the server answered it, so a server fault reads as one rather than as a missing text. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(200);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page is wider than the screen').toBeLessThanOrEqual(0);
}

/** The header's links; on a phone they sit behind the menu toggle. */
async function expectHeader(page: Page, testInfo: TestInfo) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Restrung', exact: true })).toHaveAttribute('href', '/');
  const toggle = header.getByRole('button', { name: 'Open menu' });
  if (isPhone(testInfo)) {
    await expect(header.getByRole('link', { name: 'About' })).toBeHidden();
    await toggle.click();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(toggle).toBeHidden();
  }
  await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Products' })).toHaveAttribute('href', PRODUCTS_PATH);
  await expect(header.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/blogs');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  if (isPhone(testInfo)) await header.getByRole('button', { name: 'Close menu' }).click();
}

async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Restrung', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Products' })).toHaveAttribute('href', PRODUCTS_PATH);
  await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/blogs');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  for (const network of ['Facebook', 'Instagram', 'YouTube']) {
    const link = footer.getByRole('link', { name: network });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/');
  }
  await expect(footer.getByText('Copyright © 2022 Restrung. All rights reserved.')).toBeVisible();
}

/** One main landmark and one h1 per page, the h1 saying what the page is. */
async function expectOneH1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('home page', () => {
  test('shows the header, the hero, featured guitars, the statistics and the footer', async ({ page }, testInfo) => {
    await visit(page, '/');
    await expectOneH1(page, /another song/);
    await expectHeader(page, testInfo);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Browse Guitars' })).toHaveAttribute('href', PRODUCTS_PATH);
    await expectImageLoaded(main.getByRole('img', { name: /acoustic and an electric guitar/ }));
    await expect(main.getByRole('heading', { name: 'About Restrung' })).toBeVisible();
    await expectFooter(page);
    await expect(page.getByRole('region', { name: 'All Time Favourite Tracks' }).getByRole('listitem')).toHaveCount(
      TRACKS.length,
    );
    // A fresh server advertises some of its demo listings: each featured card leads to its product page.
    const featured = page.getByRole('region', { name: 'Featured Products' });
    await expect(featured.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    const cardLinks = featured.getByRole('link');
    await expect(cardLinks.first()).toHaveAttribute('href', /^\/product\/[0-9a-f-]{36}$/);
    for (const label of ['Total Products', 'Total Users', 'Total Sells'])
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('lists the seeded categories, each linking to its page with a picture that loads', async ({ page }) => {
    await visit(page, '/');
    const grid = page.getByRole('region', { name: 'Shop by Category' });
    const cards = grid.getByRole('link');
    await expect(cards).toHaveCount(SEEDED_CATEGORIES.length);
    for (const [index, category] of SEEDED_CATEGORIES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(category.name);
      await expect(card).toHaveAttribute('href', `/category/${category.id}`);
      await expectImageLoaded(card.getByRole('img', { name: new RegExp(category.name, 'i') }));
    }
  });

  test('shows the four upcoming events with their dates and outside links', async ({ page }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: 'Upcoming Events' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [index, event] of EVENTS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(event.title);
      await expect(card.getByText(event.date, { exact: true })).toBeVisible();
      const link = card.getByRole('link');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expectImageLoaded(card.getByRole('img'));
    }
  });

  test('shows the favourite tracks, each opening YouTube in a new tab', async ({ page }) => {
    expect(TRACKS.length).toBeGreaterThanOrEqual(6);
    await visit(page, '/');
    const section = page.getByRole('region', { name: 'All Time Favourite Tracks' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(TRACKS.length);
    for (const [index, track] of TRACKS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(track.name);
      await expect(card.getByText(track.band, { exact: true })).toBeVisible();
      const link = card.getByRole('link', { name: /Open In Youtube/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
      await expectImageLoaded(card.getByRole('img'));
    }
  });

  test('searches from the first frame before any JavaScript has run', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'the header search box is in the menu on phones, which needs the JavaScript');
    // No script ever arrives: what the person sees and uses is the HTML's first frame alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search guitars' });
    await box.fill('stratocaster');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stratocaster$/);
  });
});

test.describe('header menu on small screens', () => {
  test('closes after following a link and on Escape', async ({ page }, testInfo) => {
    await visit(page, '/');
    const header = page.getByRole('banner');
    if (!isPhone(testInfo)) {
      // Wide screens have no toggle: the links are always there.
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect(header.getByRole('link', { name: 'About' })).toBeVisible();
      return;
    }
    await header.getByRole('button', { name: 'Open menu' }).click();
    await header.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'About' })).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(header.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Home' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('about page', () => {
  test('shows the four sections with pictures', async ({ page }, testInfo) => {
    await visit(page, '/blogs');
    await expectOneH1(page, 'About Restrung');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Our Story',
      'Our Mission',
      'Our Team',
      'Why Choose Us',
    ]);
    for (const title of ['Our Story', 'Our Mission', 'Our Team', 'Why Choose Us']) {
      await expectImageLoaded(page.getByRole('region', { name: title }).getByRole('img'));
    }
    await expectHeader(page, testInfo);
    await expectFooter(page);
    await expectNoHorizontalScroll(page);
  });

  test('opens at the top when reached from the bottom of the home page', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('region', { name: 'Shop by Category' }).getByRole('link')).toHaveCount(4);
    const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await scrollDownTo(page, aboutUs, 0);
    await aboutUs.click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Restrung' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    // And leaving it again works (scrollTo answering a Promise once broke the page's cleanup).
    await page.getByRole('banner').getByRole('link', { name: 'Restrung' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /another song/ })).toBeVisible();
    await expect(page.getByText(MESSAGES.errorScreen)).toHaveCount(0);
  });
});

test.describe('privacy page', () => {
  test('covers what is collected, how it is used, selling, cookies and choices', async ({ page }, testInfo) => {
    await visit(page, '/privacy');
    await expectOneH1(page, 'Privacy Policy');
    const main = page.getByRole('main');
    const collected = main.getByRole('region', { name: 'Information we collect' });
    for (const item of [
      'Name',
      'Email',
      'Contact details',
      'Approximate location',
      'Browsing activity',
      'Device information',
      'Log data',
    ]) {
      await expect(collected.getByText(`${item}:`, { exact: true })).toBeVisible();
    }
    const uses = main.getByRole('region', { name: 'How we use your information' });
    for (const use of [
      'Personalisation',
      'Improvement',
      'Communication',
      'Marketing, only with your consent',
      'Research',
    ]) {
      await expect(uses.getByText(`${use}:`, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'We do not sell your personal data' })).toBeVisible();
    const cookies = main.getByRole('region', { name: 'Cookies and analytics' });
    for (const kind of ['Analytics', 'Third-party cookies'])
      await expect(cookies.getByText(`${kind}:`, { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Your choices' }).getByRole('listitem')).not.toHaveCount(0);
    await expectHeader(page, testInfo);
    await expectFooter(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('error screen', () => {
  test('an unknown path shows the error message, its picture and a way home', async ({ page }, testInfo) => {
    await page.goto('/no-such-page/at-all');
    await expectOneH1(page, MESSAGES.errorScreen);
    await expectImageLoaded(page.getByRole('img', { name: /guitar with a broken string/ }));
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expectHeader(page, testInfo);
    await expectFooter(page);
    await expectNoHorizontalScroll(page);
  });
});

test('every public page fits a 375px-wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/', '/blogs', '/privacy']) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.errorScreen })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the API documentation draws every operation with no console errors', { tag: SAME_ON_A_PHONE }, async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Restrung API/ })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/api\/health$/ })).toBeVisible();
  expect(errors).toEqual([]);
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { demoAccount, signIn } from './support/accounts.ts';

/**
 * The dashboard home's overview, as the demo admin and the demo seller see it, on a desktop and on a 390 px phone.
 * Other tests book and pay in parallel, so the figures are checked for their shape, not for exact numbers.
 */

test.describe.configure({ timeout: 60_000 });

const CHART_CHUNK = /\/assets\/overview-charts-[^/]+\.js$/;

/** The phone project's device is 412 px wide; the phone is 390 px. */
async function phoneWidth(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the demo admin sees the site overview as charts, which load only on the dashboard', async ({
  page,
}, testInfo) => {
  await phoneWidth(page, testInfo);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  const admin = demoAccount('admin');
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { name: 'Every guitar deserves another song' })).toBeVisible();
  expect(scripts.filter((script) => CHART_CHUNK.test(script))).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your overview' })).toBeVisible();

  const listings = page.getByRole('figure', { name: 'New listings per week' });
  await expect(listings.getByRole('img')).toHaveAccessibleName(
    /^New listings per week, last 12 weeks: \d+ in total; most in the week of /,
  );
  // Drawn by the charting library, in the theme's accent colour.
  const bar = listings.locator('.recharts-bar-rectangle path.recharts-rectangle').first();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('fill', 'rgb(217, 119, 6)');
  expect(scripts.some((script) => CHART_CHUNK.test(script))).toBe(true);

  const users = page.getByRole('figure', { name: 'Users by role' });
  await expect(users.getByRole('img')).toHaveAccessibleName(
    /^Users by role: Buyers \d+, Sellers \d+, Admins [1-9]\d*\.$/,
  );
  await users.getByText('Show as table').click();
  const table = users.getByRole('table', { name: 'Users by role' });
  await expect(table.getByRole('columnheader', { name: 'Role' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Admins [1-9]/ })).toBeVisible();

  await expect(page.getByRole('figure', { name: 'Sales per week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open reports' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the demo seller sees their listings by status and their sales', async ({ page }, testInfo) => {
  await phoneWidth(page, testInfo);
  const seller = demoAccount('verified seller');
  await signIn(page, seller.email, seller.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
  await expect(page.getByText('Your seller account is verified.')).toBeVisible();

  const listings = page.getByRole('figure', { name: 'Your listings by status' });
  await expect(listings.getByRole('img')).toHaveAccessibleName(
    /^Your listings by status: Available [1-9]\d*, Booked \d+, Paid \d+\.$/,
  );
  await expect(listings.locator('.recharts-bar-rectangle path.recharts-rectangle').first()).toBeVisible();
  await listings.getByText('Show as table').click();
  await expect(listings.getByRole('row', { name: /^Available [1-9]/ })).toBeVisible();

  // Sales may or may not exist yet (other tests pay for demo listings): either a chart or the empty state shows.
  const sales = page.getByRole('figure', { name: 'Your sales per week' });
  await expect(sales.getByRole('img').or(sales.getByText(/^No sales yet — /))).toBeVisible();
  await expectNoSidewaysScroll(page);
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CATEGORY_IDS } from '../packages/shared/src/constants.ts';
import { STOLEN_MESSAGES } from '../packages/shared/src/stolen-report.ts';
import { demoAccount, signIn, signUpViaApi } from './support/accounts.ts';
import { listProduct, toastWith, verifiedSeller } from './support/catalogue.ts';
import { answerConfirmation, browserOf } from './support/admin.ts';

/**
 * Issue 12: seller pages, recent sale prices and the stolen-gear check. The demo data has 16 listings by the
 * verified demo seller and 3 paid sales of the demo "Fender Player Stratocaster" (db/seed-demo-sales.ts).
 */

test('a seller page shows the listings and completed sales; the product page shows recent sale prices', async ({
  page,
}) => {
  const buyer = demoAccount('buyer');
  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/category/${CATEGORY_IDS.electric}`);
  const card = page.getByRole('article').filter({ hasText: 'Fender Player Stratocaster' });
  await card.getByRole('link', { name: /See Details/ }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Fender Player Stratocaster' })).toBeVisible();
  const guide = main.getByRole('region', { name: 'Recent sale prices' });
  await expect(guide).toContainText('in the last 12 months: 3 sales');
  for (const price of ['$580.00', '$640.00', '$705.00']) await expect(guide).toContainText(price);

  await main.getByRole('link', { name: 'Vera Strings' }).first().click();
  await expect(page).toHaveURL(/\/seller\/[0-9a-f-]{36}$/);
  const profile = main.getByRole('region', { name: 'Vera Strings' });
  await expect(profile.getByRole('heading', { level: 1, name: 'Vera Strings' })).toBeVisible();
  await expect(profile.getByText('Verified seller')).toBeAttached();
  await expect(profile.getByText(/^Member since /)).toBeVisible();
  await expect(profile.getByText('3 completed sales')).toBeVisible();
  const listings = main.getByRole('region', { name: 'Guitars for sale' });
  await expect(listings.getByRole('heading', { name: 'Fender Player Stratocaster' })).toBeVisible();
  await expect(listings.getByRole('article')).toHaveCount(12);
  // From the keyboard: the last page takes the button away, and the focus stays at the end of the list.
  await listings.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(listings.getByRole('article')).toHaveCount(16);
  await expect(listings.getByRole('button', { name: 'Load more' })).toBeHidden();
  await expect(listings.getByText('End of the list.')).toBeFocused();
});

test('a serial confirmed stolen hides the listing from a buyer and tells its seller why', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const serialNumber = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const seller = await verifiedSeller(request, 'Stella Seller');
  const listing = await listProduct(request, seller, { serialNumber, brand: 'Fender', model: 'Telecaster' });
  const buyer = await signUpViaApi(request, 'buyer', 'Rob Reporter');

  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/product/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();

  // The owner reports it, typed differently: case and dashes do not count.
  await page.goto('/dashboard/stolengear');
  const form = page.getByRole('form', { name: 'Report stolen gear' });
  await form.getByLabel('Serial number').fill(serialNumber.toLowerCase().replace('-', ' '));
  await form.getByLabel('Brand').fill('Fender');
  await form.getByLabel('Model').fill('Telecaster');
  await form.getByRole('button', { name: 'Report as stolen' }).click();
  await expect(toastWith(page, STOLEN_MESSAGES.reported)).toBeVisible();
  await expect(page.getByText('Waiting for review')).toBeVisible();

  // An admin confirms it.
  const admin = await browserOf(browser, testInfo, baseURL!, demoAccount('admin'));
  await admin.goto('/dashboard/stolenreports');
  // By this run's serial: the desktop and phone runs share one server, and both reporters are Rob Reporter.
  const pending = admin.getByRole('listitem').filter({ hasText: serialNumber.toLowerCase().replace('-', ' ') });
  await expect(pending).toContainText('1 matching listing');
  await pending.getByRole('button', { name: 'Confirm stolen' }).click();
  await answerConfirmation(admin, 'will be hidden from buyers', 'Confirm');
  await expect(toastWith(admin, STOLEN_MESSAGES.confirmed)).toBeVisible();
  // The decided report left the queue with the button that had the keyboard: it goes to the queue's heading.
  await expect(admin.getByRole('heading', { level: 2, name: 'Waiting for a decision' })).toBeFocused();
  const held = admin.getByRole('list', { name: 'Listings held as stolen' });
  await expect(held.getByRole('link', { name: listing.productName })).toBeVisible();
  await admin.context().close();

  // The buyer no longer sees it.
  await page.goto(`/product/${listing._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This guitar is not available.' })).toBeVisible();

  // Its seller is told why in My Products.
  const sellerPage = await browserOf(browser, testInfo, baseURL!, seller);
  await sellerPage.goto('/dashboard/myproducts');
  await expect(sellerPage.getByText(STOLEN_MESSAGES.heldBadge)).toBeVisible();
  await expect(sellerPage.getByText(STOLEN_MESSAGES.heldNotice)).toBeVisible();
  await sellerPage.context().close();
});

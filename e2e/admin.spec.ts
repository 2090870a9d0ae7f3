import { expect, type Page, test } from '@playwright/test';
import { adminToken, signInViaUi } from './support/accounts.ts';
import {
  type Account,
  answerConfirmation,
  asPerson,
  browserOf,
  createListing,
  openAdminPage,
  reportedListing,
  rowWith,
  signUpAccount,
  toast,
} from './support/admin.ts';
import { KEEP_REPORTED_TEXTS } from '@restrung/shared/admin';

/**
 * The admin's pages: verifying sellers, deleting buyers and sellers, clearing reported items. Every test makes
 * its own people and listings (the demo accounts are shared by both projects and never deleted).
 */

// Several people sign in through the page in one test; give a busy machine room.
test.describe.configure({ timeout: 90_000 });

const VERIFIED_TEXT = 'Your seller account is verified.';
const WAITING_TEXT =
  'Your seller account is awaiting verification by an admin. Your listings become public once it is verified.';

test('an admin verifies a seller: the seller sees it, and buyers see the listing with the verified badge', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A long name: on a phone's card it wraps, whole, rather than being cut off.
  const seller = await signUpAccount(baseURL!, 'seller', 'Victoria Verify-Featherstonehaugh-Vandersloot');
  const listing = await createListing(baseURL!, seller, `Verify Me Dreadnought ${seller.email.slice(7, 15)}`);
  const buyer = await signUpAccount(baseURL!, 'buyer', 'Bo Browse');

  // Not public yet: buyers cannot open it.
  await asPerson(baseURL!, buyer.token, async (api) =>
    expect((await api.get(`/api/singleproduct/${listing.id}`)).status()).toBe(404),
  );

  const sellerPage = await browserOf(browser, testInfo, baseURL!, seller);
  await sellerPage.goto('/dashboard');
  await expect(sellerPage.getByText(WAITING_TEXT)).toBeVisible();

  await openAdminPage(page, 'All Sellers');
  const row = rowWith(page, seller.email);
  await expect(row).toContainText(seller.name);
  const nameCell = row.getByText(seller.name, { exact: true });
  expect(await nameCell.evaluate((name) => name.closest('td')!.scrollWidth - name.closest('td')!.clientWidth)).toBe(0);
  await expect(row).toContainText('seller');
  await expect(row.getByRole('img', { name: `${seller.name} has no photo` })).toBeVisible();

  // Cancelling changes nothing.
  await row.getByRole('button', { name: 'Verify Seller' }).click();
  await answerConfirmation(page, 'Are you sure you want to verify the seller?', 'Cancel');
  await expect(row.getByRole('button', { name: 'Verify Seller' })).toBeVisible();

  await row.getByRole('button', { name: 'Verify Seller' }).click();
  await answerConfirmation(page, 'Are you sure you want to verify the seller?', 'Verify');
  await expect(toast(page, 'Successfully Verified', 'success')).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Verify Seller' })).toHaveCount(0);
  // The button became a label: the keyboard goes to the page's heading, not the top of the page.
  await expect(page.getByRole('heading', { level: 1, name: 'All Sellers' })).toBeFocused();
  // It stays verified after a reload.
  await page.reload();
  await expect(rowWith(page, seller.email).getByText('Verified', { exact: true })).toBeVisible();

  await sellerPage.reload();
  await expect(sellerPage.getByText(VERIFIED_TEXT)).toBeVisible();
  await expect(sellerPage.getByText(WAITING_TEXT)).toHaveCount(0);
  await sellerPage.context().close();

  // The buyer finds the listing on its category page, with the badge.
  const buyerPage = await browserOf(browser, testInfo, baseURL!, buyer);
  await buyerPage.goto(`/category/${listing.categoryid}`);
  const card = buyerPage.getByRole('article', { name: listing.productName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Verified seller')).toBeVisible();
  await buyerPage.context().close();
});

test('an admin deletes a buyer: confirmation, error-styled toast, and the buyer is signed out everywhere for good', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const buyer = await signUpAccount(baseURL!, 'buyer', 'Dee Delete');
  const buyerPage = await browserOf(browser, testInfo, baseURL!, buyer);
  await buyerPage.goto('/dashboard');
  await expect(buyerPage.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();

  await openAdminPage(page, 'All Buyers');
  const row = rowWith(page, buyer.email);
  await expect(row).toContainText(buyer.name);
  await expect(row).toContainText('buyer');

  await row.getByRole('button', { name: 'Delete' }).click();
  await answerConfirmation(page, 'Are you sure you want to delete the user?', 'Cancel');
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  await answerConfirmation(page, 'Are you sure you want to delete the user?', 'Delete');
  await expect(toast(page, 'Buyer Deleted Successfully', 'error')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'All Buyers' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'All Buyers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'All Buyers' }).or(page.getByText('No buyers yet.'))).toBeVisible();
  await expect(rowWith(page, buyer.email)).toHaveCount(0);

  // Their session ended at once: the next visit to the dashboard goes to sign-in, and signing in fails.
  await buyerPage.goto('/dashboard');
  await expect(buyerPage).toHaveURL(/\/login$/);
  await signInViaUi(buyerPage, buyer.email, buyer.password);
  await expect(buyerPage.getByText('Wrong email or password')).toBeVisible();
  await buyerPage.context().close();
});

test('an admin deletes a seller with their listings', async ({ page, request, baseURL }) => {
  const seller = await signUpAccount(baseURL!, 'seller', 'Sid Remove');
  const listing = await createListing(baseURL!, seller, `Remove Me Telecaster ${seller.email.slice(7, 15)}`);
  const admin = await adminToken(request);
  await asPerson(baseURL!, admin, async (api) =>
    expect((await api.get(`/api/singleproduct/${listing.id}`)).status()).toBe(200),
  );

  await openAdminPage(page, 'All Sellers');
  const row = rowWith(page, seller.email);
  await row.getByRole('button', { name: 'Delete' }).click();
  await answerConfirmation(page, 'Are you sure you want to delete the user?', 'Delete');
  await expect(toast(page, 'Seller Deleted Successfully', 'success')).toBeVisible();
  await expect(toast(page, 'Also: 1 unsold listing removed.', 'info')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'All Sellers' })).toBeFocused();

  // The listing went with the account; the seller's token opens nothing and they cannot sign in again.
  await asPerson(baseURL!, admin, async (api) =>
    expect((await api.get(`/api/singleproduct/${listing.id}`)).status()).toBe(404),
  );
  await asPerson(baseURL!, seller.token, async (api) =>
    expect((await api.get(`/api/usersverification?email=${encodeURIComponent(seller.email)}`)).status()).toBe(401),
  );
  const again = await request.post('/api/auth/sign-in/email', {
    data: { email: seller.email, password: seller.password },
  });
  expect(again.status()).toBe(401);
});

/** Reported Items after a reload, without this listing: other tests may have reported items, or there are none. */
async function expectGoneAfterReload(page: Page, productName: string): Promise<void> {
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Reported Items' }).or(page.getByText('No Reported Items')),
  ).toBeVisible();
  await expect(rowWith(page, productName)).toHaveCount(0);
}

test('an admin reviews a reported item, sees who reported it, and deletes it', async ({ page, baseURL }) => {
  const reported = await reportedListing(baseURL!, 'Rita Reported', 'Suspicious Strat', ['Rory First', 'Sue Second']);
  const { seller, listing, admin } = reported;
  const [first, second] = reported.reporters as [Account, Account];

  await openAdminPage(page, 'Reported Item');
  const row = rowWith(page, listing.productName);
  await expect(row).toContainText(seller.email);
  await expect(row).toContainText(seller.name);
  await expect(row).toContainText('$650.00');
  await expect(row.getByRole('img', { name: `Photo of ${listing.productName}` })).toBeVisible();
  await expect(row).toContainText('Reported 2 times');

  await row.getByText('Reported by').click();
  const reporters = row.getByRole('listitem');
  await expect(reporters).toHaveCount(2);
  // Newest first.
  await expect(reporters.nth(0)).toContainText(`${second.name} (${second.email})`);
  await expect(reporters.nth(1)).toContainText(`${first.name} (${first.email})`);

  await row.getByRole('button', { name: 'Delete' }).click();
  await answerConfirmation(page, 'Are you sure you want to delete th product?', 'Cancel');
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  await answerConfirmation(page, 'Are you sure you want to delete th product?', 'Delete');
  await expect(toast(page, 'Deleted successfully', 'success')).toBeVisible();
  await expect(row).toHaveCount(0);
  // The button that had the keyboard went with its row: the keyboard goes to the page's heading, not the top.
  await expect(page.getByRole('heading', { level: 1, name: 'Reported Items' })).toBeFocused();
  await expectGoneAfterReload(page, listing.productName);
  await asPerson(baseURL!, admin, async (api) =>
    expect((await api.get(`/api/singleproduct/${listing.id}`)).status()).toBe(404),
  );
});

test('an admin keeps a wrongly reported listing: it leaves the list, stays on sale, and the audit log says so', async ({
  page,
  baseURL,
}) => {
  const { listing, reporters } = await reportedListing(baseURL!, 'Kim Kept', 'Honest Tele', ['Rex Rash']);
  const buyer = reporters[0]!;

  await openAdminPage(page, 'Reported Item');
  const row = rowWith(page, listing.productName);
  await row.getByRole('button', { name: 'Keep Listing' }).click();
  await answerConfirmation(page, KEEP_REPORTED_TEXTS.confirm, 'Cancel');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Keep Listing' }).click();
  await answerConfirmation(page, KEEP_REPORTED_TEXTS.confirm, 'Keep Listing');
  await expect(toast(page, KEEP_REPORTED_TEXTS.done, 'success')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Reported Items' })).toBeFocused();
  await expectGoneAfterReload(page, listing.productName);

  // Still on sale; the same buyer's second report changes nothing.
  await asPerson(baseURL!, buyer.token, async (api) => {
    const shown = await api.get(`/api/singleproduct/${listing.id}`);
    expect(shown.status()).toBe(200);
    expect(await shown.json()).toMatchObject({ status: 'Available', report: false });
    const again = await api.put(`/api/reportproducts/${listing.id}`, { data: { report: true } });
    expect(await again.json()).toMatchObject({ alreadyReported: true });
  });

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByText(`kept the reported listing "${listing.productName}"`)).toContainText('1 report closed');
});

test('an admin opens a reported listing to judge it, and deletes it from its page', async ({ page, baseURL }) => {
  const { listing, admin } = await reportedListing(baseURL!, 'Jo Judged', 'Dubious Jazzmaster', ['Ivy Informer']);

  await openAdminPage(page, 'Reported Item');
  await rowWith(page, listing.productName).getByRole('link', { name: listing.productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  const decision = page.getByRole('region', { name: 'Reported to the admins' });
  await expect(decision.getByRole('button', { name: KEEP_REPORTED_TEXTS.button })).toBeVisible();
  await decision.getByRole('button', { name: 'Delete' }).click();
  await answerConfirmation(page, 'Are you sure you want to delete th product?', 'Delete');
  await expect(toast(page, 'Deleted successfully', 'success')).toBeVisible();
  // Decided, the admin is back at the queue, without it.
  await expect(page).toHaveURL(/\/dashboard\/reporteditem$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reported Items' })).toBeVisible();
  await expect(rowWith(page, listing.productName)).toHaveCount(0);
  await asPerson(baseURL!, admin, async (api) =>
    expect((await api.get(`/api/singleproduct/${listing.id}`)).status()).toBe(404),
  );
});

test('the admin pages refuse everyone but admins', async ({ page, baseURL }) => {
  const seller = await signUpAccount(baseURL!, 'seller', 'Nosy Seller');
  await asPerson(baseURL!, seller.token, async (api) => {
    for (const path of ['/api/allseller', '/api/allbuyer', '/api/reporteditems'])
      expect((await api.get(path)).status()).toBe(403);
  });
  await page.goto('/login');
  await signInViaUi(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/allbuyer');
  await expect(page).toHaveURL(/\/login$/);
});

import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATEGORY_IDS } from '../packages/shared/src/constants.ts';
import { MESSAGES } from '../packages/shared/src/messages.ts';
import { formatPostedOnline } from '../packages/shared/src/product.ts';
import { adminToken, demoAccount, photoFile, signIn } from './support/accounts.ts';
import { scrollY } from './support/scroll.ts';
import {
  expectImageLoaded,
  expectNoHorizontalScroll,
  listProduct,
  signUpWithId,
  toastWith,
  verifiedSeller,
  type Listing,
} from './support/catalogue.ts';

const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;
const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
/** A card or detail page's labelled fact ("Asking Price" -> "$875.00"). */
const fact = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const myProductsRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Every field of SPEC.md's product card, as a person reads it. */
async function expectProductInformation(scope: Locator, listing: Listing, sellerName: string, posted: string) {
  await expect(scope.getByText(`Seller: ${sellerName}`)).toBeVisible();
  await expect(scope.getByText('Verified seller')).toBeAttached();
  await expect(scope.getByText(`Posted ${posted}`)).toBeVisible();
  await expect(scope.getByText(`${listing.description.slice(0, 30)}...`, { exact: true })).toBeVisible();
  await expect(fact(scope, 'Condition')).toHaveText(listing.condition);
  await expect(fact(scope, 'Location')).toHaveText(listing.location);
  await expect(fact(scope, 'Market Price')).toHaveText('$1,299.50');
  await expect(fact(scope, 'Asking Price')).toHaveText('$875.00');
  await expect(fact(scope, 'Year Of Purchase')).toHaveText(listing.usedYears);
  await expect(fact(scope, 'Phone')).toHaveText(listing.phone);
}

test.describe('seller', () => {
  test('adds a product with a photo and sees it in My Products', async ({ page, request }) => {
    // A long flow on a shared machine: sign-ups, uploads and several pages.
    test.slow();
    const seller = await verifiedSeller(request, 'Sam Seller');
    await signIn(page, seller.email, seller.password);
    await page.goto('/dashboard');
    await dashboardNav(page).getByRole('link', { name: 'Add A Product' }).click();
    await expect(page).toHaveURL(/\/dashboard\/addproduct$/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Add A Product' })).toBeVisible();
    await expect(main.getByLabel('Seller Name')).toHaveValue('Sam Seller');
    await expect(main.getByLabel('Seller Name')).not.toBeEditable();
    await expect(main.getByLabel('Seller Email')).toHaveValue(seller.email);
    await expect(main.getByLabel('Seller Email')).not.toBeEditable();

    // Nothing filled in: every spec message.
    await main.getByRole('button', { name: 'Add Product' }).click();
    for (const message of [
      MESSAGES.productNameRequired,
      MESSAGES.imageRequired,
      MESSAGES.marketPriceRequired,
      MESSAGES.askingPriceRequired,
      MESSAGES.yearRequired,
      MESSAGES.locationRequired,
      MESSAGES.phoneRequired,
      MESSAGES.descriptionRequired,
    ]) {
      await expect(main.getByText(message, { exact: true })).toBeVisible();
    }

    const name = uniqueName('Gretsch G2622');
    await main.getByLabel('Product Name').fill(name);
    await main.getByLabel('Product Image').setInputFiles(await photoFile('gretsch.png'));
    await expect(main.getByRole('img', { name: 'Photo 1: gretsch.png' })).toBeVisible();
    await main.getByLabel('Category').selectOption({ label: 'Electric Guitars' });
    await main.getByLabel('Market Price').fill('599');
    await main.getByLabel('Asking Price').fill('425.5');
    await main.getByLabel('Year Of Purchase').fill('2019');
    await main.getByLabel('Condition').selectOption('fair');
    await main.getByLabel('Location').fill('Memphis, TN');
    await main.getByLabel('Phone Number').fill('+1 555 0142');
    await main.getByLabel('Description').fill('Hollow body with a Bigsby, a few dings on the back.');

    // The first try fails on the server; what was typed stays, and the retry's success takes the failure down.
    const failed = 'Your product could not be added: The server is busy.';
    await page.route('**/api/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { message: 'The server is busy.' } })
        : route.fallback(),
    );
    await main.getByRole('button', { name: 'Add Product' }).click();
    // Said once, beside the button, which keeps the focus to try again (no toast: it was read out a second time).
    await expect(main.getByRole('alert')).toHaveText(failed);
    await expect(main.getByRole('button', { name: 'Add Product' })).toBeFocused();
    await expect(main.getByLabel('Product Name')).toHaveValue(name);
    await page.unroute('**/api/products');
    await main.getByRole('button', { name: 'Add Product' }).click();

    await expect(page.getByText(MESSAGES.toastProductAdded)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: failed })).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
    await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
    const row = myProductsRow(page, name);
    await expect(row.getByRole('rowheader')).toHaveText('1');
    await expect(row).toContainText('$425.50');
    await expect(row).toContainText('Available');
    await expect(row.getByRole('button', { name: /Add To Advertisement/ })).toBeEnabled();
    await expectImageLoaded(row.getByRole('img', { name }));
    await expectNoHorizontalScroll(page);
  });

  test('advertises a product and sees it among the Featured Products on Home', async ({ page, request }) => {
    // A long flow on a shared machine: sign-ups, uploads and several pages.
    test.slow();
    const seller = await verifiedSeller(request, 'Ada Advertiser');
    const listing = await listProduct(request, seller, { productName: uniqueName('Rickenbacker 4003') });
    await signIn(page, seller.email, seller.password);
    await page.goto('/dashboard/myproducts');

    const row = myProductsRow(page, listing.productName);
    await row.getByRole('button', { name: /Add To Advertisement/ }).click();
    await expect(toastWith(page, MESSAGES.toastAdvertised)).toBeVisible();
    await expect(row.getByText(MESSAGES.onAdvertisement)).toBeVisible();
    await expect(row.getByRole('button', { name: /Add To Advertisement/ })).toHaveCount(0);

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Products' });
    const card = featured.getByRole('article', { name: listing.productName });
    await expect(card).toBeVisible();
    await expectImageLoaded(card.getByRole('img', { name: listing.productName }));
    await expect(card).toContainText('$875.00');
    // A seller sees the status, not Book Now.
    await expect(card.getByText('Available', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    await card.getByRole('link', { name: listing.productName }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${listing._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  });

  test('deletes a product after confirming', async ({ page, request }) => {
    const seller = await verifiedSeller(request, 'Dee Deleter');
    const keep = await listProduct(request, seller, { productName: uniqueName('Keep Me') });
    const gone = await listProduct(request, seller, { productName: uniqueName('Delete Me') });
    await signIn(page, seller.email, seller.password);
    await page.goto('/dashboard/myproducts');

    const row = myProductsRow(page, gone.productName);
    await row.getByRole('button', { name: /^Delete\b/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(MESSAGES.confirmDeleteProduct)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: /^Delete\b/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, MESSAGES.toastProductDeleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    // The Delete button that had the keyboard went with its row: the keyboard goes to the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeFocused();
    await expect(myProductsRow(page, keep.productName)).toBeVisible();
    const res = await request.get(`/api/singleproduct/${gone._id}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(res.status()).toBe(404);
  });

  test('a seller not yet verified is told the listings are not public yet and cannot advertise', async ({
    page,
    request,
  }) => {
    const seller = await signUpWithId(request, 'seller', 'Nia Newcomer');
    const listing = await listProduct(request, seller, { productName: uniqueName('Hidden Bass') });
    await signIn(page, seller.email, seller.password);
    await page.goto('/dashboard/myproducts');
    await expect(
      page.getByText('Your listings become public once an admin verifies your account.', { exact: false }),
    ).toBeVisible();
    const button = myProductsRow(page, listing.productName).getByRole('button', { name: /Add To Advertisement/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'You can add products to the advertisement once your account is verified.',
    );
    await expectNoHorizontalScroll(page);

    // Buyers do not see it yet.
    const buyer = await signUpWithId(request, 'buyer');
    const res = await request.get(`/api/products/${listing.categoryid}?limit=100`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(((await res.json()) as { _id: string }[]).map((p) => p._id)).not.toContain(listing._id);
  });
});

test.describe('home', () => {
  test('shows Total Products, Total Users and Total Sells', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Restrung in Numbers' });
    for (const label of ['Total Products', 'Total Users', 'Total Sells']) {
      const term = stats.getByRole('term').filter({ hasText: label });
      await expect(term).toBeVisible();
      await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d[\d,]*$/);
    }
    // The seeded demo listings count.
    const products = Number(
      (
        await stats
          .getByRole('term')
          .filter({ hasText: 'Total Products' })
          .locator('xpath=following-sibling::dd[1]')
          .innerText()
      ).replace(/,/g, ''),
    );
    expect(products).toBeGreaterThanOrEqual(16);
  });

  test('a visitor sees the featured products with their status, each linking to its page', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Products' });
    const cards = featured.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByText('Available', { exact: true })).toBeVisible();
    await expect(featured.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    const link = cards.first().getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/product\/[0-9a-f-]{36}$/);
    await expectImageLoaded(cards.first().getByRole('img'));
    await expectNoHorizontalScroll(page);
  });
});

test.describe('buyer', () => {
  let seller: Awaited<ReturnType<typeof verifiedSeller>>;
  let listing: Listing;
  let posted: string;

  test.beforeEach(async ({ request }) => {
    seller = await verifiedSeller(request, 'Bo Bassman');
    listing = await listProduct(request, seller, {
      productName: uniqueName('Fender Jazz Bass'),
      categoryid: CATEGORY_IDS.bass,
    });
    posted = formatPostedOnline(new Date());
  });

  test('sees the product on the category page with every card field, then its details with the zoomable photo', async ({
    page,
  }) => {
    // A long flow on a shared machine: sign-ups, uploads and several pages.
    test.slow();
    const buyer = demoAccount('buyer');
    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/category/${CATEGORY_IDS.bass}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bass Guitars' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    const card = page.getByRole('article', { name: listing.productName });
    await expect(card.getByRole('heading', { name: listing.productName })).toBeVisible();
    await expectImageLoaded(card.getByRole('img', { name: listing.productName }));
    await expectProductInformation(card, listing, 'Bo Bassman', posted);
    await expect(card.getByRole('button', { name: /Report To Admin/ })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // Two columns from medium screens up, one on a phone.
    const boxes = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().top));
    const columns = page.viewportSize()!.width >= 768 ? 2 : 1;
    expect(boxes[0] === boxes[1]).toBe(columns === 2);

    await card.getByRole('link', { name: /See Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${listing._id}$`));
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
    await expect(page).toHaveTitle(`${listing.productName} | Restrung`);
    await expectProductInformation(detail, listing, 'Bo Bassman', posted);
    await detail.getByRole('button', { name: 'Show full description' }).click();
    await expect(detail.getByText(listing.description, { exact: true })).toBeVisible();
    await expect(detail.getByRole('button', { name: /Report To Admin/ })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The larger photo opens in a zoomable overlay.
    await detail.getByRole('button', { name: `Zoom photo: ${listing.productName}` }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const photo = viewer.getByRole('img', { name: listing.productName });
    await expectImageLoaded(photo);
    const before = (await photo.boundingBox())!.width;
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await photo.boundingBox())!.width).toBeGreaterThan(before);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });

  test('reports a product to the admin, and cancelling a report sends nothing', async ({ page, request }) => {
    // A long flow on a shared machine: sign-ups, uploads and several pages.
    test.slow();
    const buyer = await signUpWithId(request, 'buyer', 'Ria Reporter');
    await signIn(page, buyer.email, buyer.password);
    const reports: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/reportproducts/')) reports.push(req.method());
    });
    await page.goto(`/product/${listing._id}`);
    const report = page.getByRole('button', { name: /Report To Admin/ });

    await report.click();
    let dialog = page.getByRole('dialog');
    await expect(dialog.getByText(MESSAGES.confirmReport)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(toastWith(page, MESSAGES.toastReportCancelled, 'success')).toBeVisible();
    expect(reports).toEqual([]);

    await report.click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toastWith(page, MESSAGES.toastReported, 'error')).toBeVisible();
    expect(reports).toEqual(['PUT']);
    // Issue 16: the buyer sees that they reported it, now and when the page is opened again.
    await expect(page.getByRole('main').getByText('Reported', { exact: true })).toBeVisible();
    // The keyboard's place moves to what replaced the button, not to the top of the page.
    await expect(page.getByRole('main').getByText('Reported', { exact: true })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('main').getByText('Reported', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Report To Admin/ })).toHaveCount(0);

    // The admin now sees it among the reported items.
    const res = await request.get('/api/reporteditems', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    });
    const items = (await res.json()) as { _id: string; reporters: { email: string }[] }[];
    const item = items.find((i) => i._id === listing._id);
    expect(item?.reporters.map((r) => r.email)).toEqual([buyer.email]);
  });

  test('a seller sees the status instead of the buyer buttons', async ({ page }) => {
    const vera = demoAccount('verified seller');
    await signIn(page, vera.email, vera.password);
    await page.goto(`/category/${CATEGORY_IDS.bass}`);
    const card = page.getByRole('article', { name: listing.productName });
    await expect(card.getByText('Available', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Report To Admin/ })).toHaveCount(0);
    await expect(card.getByRole('link', { name: /See Details/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  });

  test('a product that does not exist says so, with a way back', async ({ page }) => {
    const buyer = demoAccount('buyer');
    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/product/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'This guitar is not available.' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse other guitars' }).click();
    await expect(page).toHaveURL(/\/category\//);
  });
});

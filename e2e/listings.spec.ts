import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/messages.ts';
import { LEAVE_UNSAVED } from '../packages/shared/src/form-texts.ts';
import { photoFile, signIn } from './support/accounts.ts';
import { expectImageLoaded, verifiedSeller } from './support/catalogue.ts';

/** Issue 12: a listing with several photos, reordered, then a lower price that buyers see as a drop. */

const photoNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Photos, the first is the cover' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

test('lists a guitar with 3 photos, reorders them, lowers the price and sees "Price dropped from"', async ({
  page,
  request,
}) => {
  // A long flow on a shared machine: a sign-up, three uploads and several pages.
  test.slow();
  const seller = await verifiedSeller(request, 'Lena Listings');
  await signIn(page, seller.email, seller.password);
  await page.goto('/dashboard/addproduct');
  const main = page.getByRole('main');

  const name = `Fender Telecaster ${randomUUID().slice(0, 6)}`;
  await main.getByLabel('Product Name').fill(name);
  await main
    .getByLabel('Product Image')
    .setInputFiles([await photoFile('front.png'), await photoFile('back.png'), await photoFile('headstock.png')]);
  await expect
    .poll(() => photoNames(page))
    .toEqual(['Photo 1: front.png', 'Photo 2: back.png', 'Photo 3: headstock.png']);

  // The keyboard way: move the headstock up one place, then make the back the cover.
  await main.getByRole('button', { name: 'Move photo 3 up' }).click();
  await expect
    .poll(() => photoNames(page))
    .toEqual(['Photo 1: front.png', 'Photo 2: headstock.png', 'Photo 3: back.png']);
  await main.getByRole('button', { name: 'Make photo 3 the cover' }).click();
  await expect
    .poll(() => photoNames(page))
    .toEqual(['Photo 1: back.png', 'Photo 2: front.png', 'Photo 3: headstock.png']);
  // The new cover has no Cover button: the keyboard stays with the photo it moved.
  await expect(main.getByRole('button', { name: 'Move photo 1 down' })).toBeFocused();

  await main.getByLabel('Category').selectOption({ label: 'Electric Guitars' });
  await main.getByLabel('Market Price').fill('1299');
  await main.getByLabel('Asking Price').fill('875');
  await main.getByLabel('Year Of Purchase').fill('2020');
  await main.getByLabel('Condition').selectOption('good');
  await main.getByLabel('Location').fill('Austin, TX');
  await main.getByLabel('Phone Number').fill('+1 555 0177');
  await main.getByLabel('Description').fill('Butterscotch blonde, maple neck, plays in tune.');
  await main.getByLabel('Brand').selectOption('Fender');
  await main.getByLabel('Model').fill('American Vintage Telecaster');
  await main.getByLabel('Year Built').fill('1998');
  await main.getByLabel('Body Type').selectOption({ label: 'Solid body' });
  await main.getByLabel('Serial Number').fill('V1234567');
  // Leaving the typed form asks first; Cancel keeps everything.
  await page.getByRole('link', { name: 'My Products' }).first().click();
  const leave = page.getByRole('dialog', { name: LEAVE_UNSAVED });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
  await expect(main.getByLabel('Product Name')).toHaveValue(name);
  await expect.poll(() => photoNames(page)).toHaveLength(3);
  await main.getByRole('button', { name: 'Add Product' }).click();

  await expect(page.getByText(MESSAGES.toastProductAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await row.getByRole('link', { name: /^Edit/ }).click();

  await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
  await expect.poll(() => photoNames(page)).toHaveLength(3);
  await main.getByLabel('Asking Price').fill('790');
  await main.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Your listing has been updated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText('Price dropped from $875.00')).toBeVisible();
  await expect(main.getByText('Fender American Vintage Telecaster, 1998')).toBeVisible();
  // The seller sees the whole serial number in the specification table.
  await expect(main.getByRole('row', { name: /Serial Number/ })).toContainText('V1234567');
  await expect(main.getByRole('button', { name: /^Show photo \d of 3$/ })).toHaveCount(3);
  await expect(main.getByRole('button', { name: `Zoom photo 1 of 3: ${name}` })).toBeVisible();

  // The seller's public page lists the guitar at its new price, with the drop.
  await main.getByRole('link', { name: 'Lena Listings' }).first().click();
  await expect(page).toHaveURL(/\/seller\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Listings' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('$790.00');
  await expect(card.getByText('Price dropped from $875.00')).toBeVisible();
});

test('an iPhone photo (HEIC) is named while this browser cannot draw it, and the listing shows it once saved', async ({
  page,
  request,
}) => {
  test.slow();
  const seller = await verifiedSeller(request, 'Ida Iphone');
  await signIn(page, seller.email, seller.password);
  await page.goto('/dashboard/addproduct');
  const main = page.getByRole('main');

  const name = `Gibson SG ${randomUUID().slice(0, 6)}`;
  await main.getByLabel('Product Name').fill(name);
  // HEVC inside, as an iPhone writes it (apps/server/src/test/iphone-photo.heic); Chromium cannot draw it.
  const heic = readFileSync(new URL('../apps/server/src/test/iphone-photo.heic', import.meta.url));
  await main.getByLabel('Product Image').setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(main.getByRole('img', { name: 'Photo 1: IMG_0042.HEIC' })).toHaveText(
    /IMG_0042\.HEIC\s*Shown once saved/,
  );

  await main.getByLabel('Category').selectOption({ label: 'Electric Guitars' });
  await main.getByLabel('Market Price').fill('1100');
  await main.getByLabel('Asking Price').fill('820');
  await main.getByLabel('Year Of Purchase').fill('2021');
  await main.getByLabel('Condition').selectOption('good');
  await main.getByLabel('Location').fill('Nashville, TN');
  await main.getByLabel('Phone Number').fill('+1 555 0190');
  await main.getByLabel('Description').fill('Cherry red, photographed on a phone.');
  await main.getByRole('button', { name: 'Add Product' }).click();

  await expect(page.getByText(MESSAGES.toastProductAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expectImageLoaded(row.getByRole('img'));
});

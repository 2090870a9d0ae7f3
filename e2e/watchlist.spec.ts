import { expect, test } from '@playwright/test';
import { openMenuIfCollapsed, signIn, signUpViaApi } from './support/accounts.ts';
import { listGuitar } from './support/booking.ts';
import { verifiedSeller } from './support/catalogue.ts';

/**
 * Issue 14: a buyer hearts a guitar on a category card, finds it on their Watchlist, and learns from the bell,
 * without reloading, that its seller lowered the price. Every person and guitar is this test's own.
 */
test('a watched guitar shows on the Watchlist and its price drop reaches the bell', async ({ page, request }) => {
  test.setTimeout(60_000);
  const seller = await verifiedSeller(request, 'Sam Seller');
  const guitar = await listGuitar(request, seller, { askingPrice: 1450.5 });
  const buyer = await signUpViaApi(request, 'buyer', 'Wanda Watcher');

  await signIn(page, buyer.email, buyer.password);
  await page.goto(`/category/${guitar.categoryId}`);
  const card = page.getByRole('article', { name: guitar.productName });
  await card.getByRole('button', { name: `Add ${guitar.productName} to watchlist` }).click();
  await expect(card.getByRole('button', { name: `Remove ${guitar.productName} from watchlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Watchlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  const watched = page.getByRole('article', { name: guitar.productName });
  await expect(watched).toBeVisible();
  await expect(watched.getByRole('button', { name: `Remove ${guitar.productName} from watchlist` })).toBeVisible();

  await openMenuIfCollapsed(page);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const patch = await request.patch(`/api/products/${guitar.id}`, {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { askingPrice: 1200 },
  });
  expect(patch.status(), await patch.text()).toBe(200);

  // No reload: the live stream brings the new count.
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`The price of ${guitar.productName} on your watchlist dropped from $1,450.50 to $1,200.00.`),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Unwatched from the keyboard: the card goes, and the focus goes to the list's heading, not the top of the page.
  await watched.getByRole('button', { name: `Remove ${guitar.productName} from watchlist` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nothing on your watchlist yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeFocused();
});

import { expect, test } from '@playwright/test';
import { openMenuIfCollapsed, signIn, signUpViaApi } from './support/accounts.ts';
import { bookViaApi, listGuitar } from './support/booking.ts';
import { verifiedSeller } from './support/catalogue.ts';

/**
 * Issue 13: a seller learns of a booking without reloading (the bell and the Sales page), cancels it with a
 * reason, and the buyer reads the cancellation in their notifications.
 */
test('the seller sees a booking arrive live, cancels it with a reason, and the buyer is told', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const seller = await verifiedSeller(request, 'Sam Seller');
  const guitar = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer', 'Bea Buyer');

  await signIn(page, seller.email, seller.password);
  await page.goto('/dashboard/mysales');
  await expect(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
  await expect(page.getByText('No one has booked your guitars yet.')).toBeVisible();
  await openMenuIfCollapsed(page);
  // Being verified was the seller's first notification.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await bookViaApi(request, buyer, guitar.id);

  // No reload: the stream brings the count and the Sales page reads its list again.
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  const sale = page.getByRole('listitem').filter({ hasText: guitar.productName });
  await expect(sale).toBeVisible();
  await expect(sale.getByText('Bea Buyer')).toBeVisible();
  await expect(sale.getByText('01711111111')).toBeVisible();
  await expect(sale.getByText('Chattogram')).toBeVisible();
  await expect(sale.getByText(/\d+ d \d+ h left/)).toBeVisible();

  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    panel.getByRole('link', { name: new RegExp(`Bea Buyer booked your ${guitar.productName}`) }),
  ).toBeVisible();
  // From the keyboard: "Mark all read" is disabled once done, and the focus stays in the panel, on its heading.
  await panel.getByRole('button', { name: 'Mark all read' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // On a phone the bell sits in the header's menu: Escape closed only the panel, and a second one closes the menu.
  const closeMenu = page.getByRole('button', { name: 'Close menu' });
  if (await closeMenu.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  }

  await sale.getByRole('button', { name: new RegExp(`^Cancel booking\\W+${guitar.productName}$`) }).click();
  await sale.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(sale.getByRole('alert')).toHaveText('Please tell the buyer why you cancel this booking.');
  await sale.getByLabel('Reason for the buyer').fill('The neck needs a repair first, sorry.');
  await sale.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    page.getByText('Booking cancelled. The guitar is Available again and the buyer has been told.'),
  ).toBeVisible();
  await expect(page.getByText('No one has booked your guitars yet.')).toBeVisible();

  const buyerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const buyerPage = await buyerContext.newPage();
  try {
    await signIn(buyerPage, buyer.email, buyer.password);
    await buyerPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(
      buyerPage
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(
          `Your booking of ${guitar.productName} was cancelled by the seller. Reason: The neck needs a repair first, sorry.`,
        ),
    ).toBeVisible();
  } finally {
    await buyerContext.close();
  }
});

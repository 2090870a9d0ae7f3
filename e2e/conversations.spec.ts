import { expect, test, type Page } from '@playwright/test';
import { CONVERSATION_MESSAGES } from '@restrung/shared/conversation';
import { MESSAGES } from '@restrung/shared/messages';
import { signIn, signUpViaApi } from './support/accounts.ts';
import { browserOf } from './support/admin.ts';
import { bookViaApi, listGuitar, verifiedSeller } from './support/booking.ts';

/**
 * Ask the seller (issue 14): a buyer asks from the product page, the seller answers from the inbox, the answer
 * reaches the buyer's open page live, and the order the buyer then books and pays links the same conversation.
 * Every person and guitar is this run's own, so the desktop and phone projects run side by side.
 */

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Control+Enter');
  await expect(box).toHaveValue('');
}

test('a buyer asks, the seller answers live, and the paid order links the conversation', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const seller = await verifiedSeller(request, 'Sam Seller');
  const guitar = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  // The buyer asks from the product page; links typed in a message stay plain text.
  await page.goto(`/product/${guitar.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Ask the seller/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Conversation with Sam Seller' })).toBeVisible();
  await expect(page.getByText(CONVERSATION_MESSAGES.empty)).toBeVisible();
  await send(page, 'Any fret wear? Photos: https://example.test/frets');
  const buyerMessages = page.getByRole('list', { name: 'Messages' });
  await expect(buyerMessages.getByText('Any fret wear? Photos: https://example.test/frets')).toBeVisible();
  await expect(buyerMessages.getByRole('link')).toHaveCount(0);

  // The seller finds it in Messages, unread, and answers.
  const sellerPage = await browserOf(browser, testInfo, baseURL!, seller);
  await sellerPage.goto('/dashboard');
  const messagesLink = sellerPage
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /Messages/ });
  await expect(messagesLink).toContainText('1 unread');
  await messagesLink.click();
  await sellerPage.getByRole('link', { name: new RegExp(`Bea Buyer.*${guitar.productName}`) }).click();
  await expect(sellerPage.getByText('Any fret wear? Photos: https://example.test/frets')).toBeVisible();
  await send(sellerPage, 'None at all. Come and try it on Saturday.');
  await expect(messagesLink).not.toContainText('unread');

  // The buyer's open page shows the answer without a reload.
  await expect(buyerMessages.getByText('None at all. Come and try it on Saturday.')).toBeVisible();

  // The buyer books (as Book Now does; e2e/booking.spec.ts drives the modal) and pays; the order links the
  // same conversation.
  await bookViaApi(request, buyer, guitar.id);
  await page.goto('/dashboard/myorders');
  await page
    .getByRole('row')
    .filter({ hasText: guitar.productName })
    .getByRole('link', { name: /Pay Now/ })
    .click();
  const conversationLink = page.getByRole('link', { name: 'Your conversation with Sam Seller' });
  await expect(conversationLink).toBeVisible();
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry date').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(MESSAGES.paymentSuccess)).toBeVisible();
  await conversationLink.click();
  await expect(page.getByText('None at all. Come and try it on Saturday.')).toBeVisible();
  await sellerPage.context().close();
});

import { expect, test, type Page } from '@playwright/test';
import { CLOSE_REPORT_TEXTS, CONVERSATION_MESSAGES } from '@restrung/shared/conversation';
import { MESSAGES } from '@restrung/shared/messages';
import { REVIEW_TEXTS } from '@restrung/shared/review';
import { demoAccount, signIn, signUpViaApi } from './support/accounts.ts';
import { browserOf } from './support/admin.ts';
import { bookViaApi, listGuitar } from './support/booking.ts';
import { verifiedSeller } from './support/catalogue.ts';
import { askViaApi, reportConversationViaApi } from './support/conversations.ts';

/**
 * Issue 14 end to end: a buyer asks from the product page, the seller answers from the inbox, the answer reaches
 * the buyer's open page live, the order the buyer then books and pays links the same conversation, and after the
 * sale the buyer reviews the seller, who answers; the rating shows on the seller's page and cards. Then the buyer
 * reports the conversation, an admin reads it from Reported Messages (read-only) and removes the review with a
 * reason, and the rating goes.
 * Every person and guitar is this run's own, so the desktop and phone projects run side by side.
 */

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Control+Enter');
  await expect(box).toHaveValue('');
}

test('ask, answer live, book, pay (the order links the conversation), review, the rating shows; an admin reads the reported conversation and removes the review', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const seller = await verifiedSeller(request, 'Sam Seller');
  const guitar = await listGuitar(request, seller);
  const forSale = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer', 'Bea Buyer');
  await signIn(page, buyer.email, buyer.password);

  // The buyer asks from the product page; links typed in a message stay plain text.
  await page.goto(`/product/${guitar.id}`);
  const ask = page.getByRole('main').getByRole('button', { name: /Ask the seller/ });
  // A failed ask says why and leaves the keyboard on the button, to try again (the answer is slow, as on a phone:
  // a button disabled for a frame or more loses the focus).
  await page.route(
    '**/api/conversations',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await new Promise((done) => setTimeout(done, 500));
      await route.fulfill({ status: 503, json: { statusCode: 503, error: 'Unavailable', message: 'Try again soon.' } });
    },
    { times: 1 },
  );
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Try again soon.')).toBeVisible();
  await expect(ask).toBeFocused();
  await ask.click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]+$/);
  const conversationUrl = new URL(page.url()).pathname;
  const heading = page.getByRole('heading', { name: 'Conversation with Sam Seller' });
  await expect(heading).toBeVisible();
  // On a phone's width the heading's words stay whole: Report moves under it rather than squeezing it.
  await page.setViewportSize({ width: 390, height: 844 });
  const linesOfFirstWord = () =>
    heading.evaluate((element) => {
      const range = document.createRange();
      range.setStart(element.firstChild!, 0);
      range.setEnd(element.firstChild!, 'Conversation'.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
  await expect.poll(linesOfFirstWord).toBe(1);
  await page.setViewportSize({ width: 1280, height: 720 });
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

  // After the sale the buyer reviews the seller from My Orders; stars are required.
  await page.goto('/dashboard/myorders');
  const row = page.getByRole('row').filter({ hasText: guitar.productName });
  await row.getByRole('link', { name: `${REVIEW_TEXTS.writeReview} for ${guitar.productName}` }).click();
  await expect(page.getByRole('heading', { name: REVIEW_TEXTS.writeReview })).toBeVisible();
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Your review').fill('Exactly as described, and a friendly handover.');
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText(REVIEW_TEXTS.created)).toBeVisible();
  await expect(row.getByRole('link', { name: `${REVIEW_TEXTS.editReview} for ${guitar.productName}` })).toBeVisible();

  // The seller answers once, on their own page.
  await sellerPage.goto(`/seller/${seller.id}`);
  const review = sellerPage.getByRole('article', { name: 'Review by Bea Buyer' });
  await expect(review).toContainText('Exactly as described, and a friendly handover.');
  await review.getByRole('button', { name: REVIEW_TEXTS.answer }).click();
  await review.getByLabel('Your answer').fill('Thank you, enjoy playing it!');
  await review.getByRole('button', { name: 'Post answer' }).click();
  await expect(sellerPage.getByText(REVIEW_TEXTS.answered)).toBeVisible();
  await expect(review.getByText('Thank you, enjoy playing it!')).toBeVisible();
  await expect(review.getByRole('button', { name: REVIEW_TEXTS.answer })).toBeHidden();
  await sellerPage.context().close();

  // Everyone sees the rating and the answer on the seller's page, and the rating on the seller's other guitar.
  await page.goto(`/seller/${seller.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Rated 4.0 out of 5 from 1 review').first()).toBeAttached();
  await expect(main.getByText('Thank you, enjoy playing it!')).toBeVisible();
  const card = main.getByRole('article').filter({ hasText: forSale.productName });
  await expect(card.getByText('4.0 ★ (1)')).toBeVisible();

  // The buyer reports the conversation, saying why.
  await page.goto(conversationUrl);
  await page.getByRole('button', { name: 'Report conversation' }).click();
  await page.getByLabel('Why are you reporting this conversation?').fill('Asked me to pay outside the site.');
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByText(CONVERSATION_MESSAGES.reported)).toBeVisible();

  // An admin finds it in Reported Messages and reads it, with nothing to write in.
  const adminPage = await browserOf(browser, testInfo, baseURL!, demoAccount('admin'));
  await adminPage.goto('/dashboard');
  await adminPage
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Reported Messages' })
    .click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Reported Messages' })).toBeVisible();
  const reported = adminPage
    .getByRole('listitem')
    .filter({ hasText: `Bea Buyer and Sam Seller about ${guitar.productName}` });
  await expect(reported).toContainText('Reason: Asked me to pay outside the site.');
  await reported.getByRole('link', { name: 'Read conversation' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Bea Buyer and Sam Seller' })).toBeVisible();
  await expect(adminPage.getByText('Reported: Asked me to pay outside the site.')).toBeVisible();
  const adminMessages = adminPage.getByRole('list', { name: 'Messages' });
  await expect(adminMessages.getByText('None at all. Come and try it on Saturday.')).toBeVisible();
  await expect(adminPage.getByText('You are reading a reported conversation.', { exact: false })).toBeVisible();
  await expect(adminPage.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: 'Report conversation' })).toHaveCount(0);

  // Dealt with, the admin closes the report: back on Reported Messages it is gone, and it is private again.
  await adminPage.getByRole('button', { name: CLOSE_REPORT_TEXTS.button }).click();
  await expect(adminPage.getByRole('dialog')).toContainText(CLOSE_REPORT_TEXTS.confirm);
  await adminPage.getByRole('dialog').getByRole('button', { name: CLOSE_REPORT_TEXTS.button }).click();
  await expect(adminPage.getByText(CLOSE_REPORT_TEXTS.done)).toBeVisible();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Reported Messages' })).toBeVisible();
  await expect(reported).toHaveCount(0);
  await adminPage.goto(conversationUrl);
  await expect(adminPage.getByText(CONVERSATION_MESSAGES.adminsOnlyReported)).toBeVisible();
  // Its buyer may report it again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Report conversation' })).toBeVisible();

  // The admin removes the review with a reason; the rating goes from the seller's page and the cards.
  await adminPage.goto(`/seller/${seller.id}`);
  const reviewed = adminPage.getByRole('article', { name: 'Review by Bea Buyer' });
  await reviewed.getByRole('button', { name: REVIEW_TEXTS.remove }).click();
  await reviewed.getByLabel('Reason for removing (kept in the audit log)').fill('Names a person in full.');
  await reviewed.getByRole('button', { name: REVIEW_TEXTS.remove }).click();
  await expect(adminPage.getByText(REVIEW_TEXTS.removed)).toBeVisible();
  await expect(reviewed).toHaveCount(0);
  const adminMain = adminPage.getByRole('main');
  await expect(adminMain.getByText(REVIEW_TEXTS.noReviews)).toHaveCount(2);
  await expect(adminMain.getByText('Rated 4.0 out of 5 from 1 review')).toHaveCount(0);
  await expect(
    adminMain.getByRole('article').filter({ hasText: forSale.productName }).getByText('4.0 ★ (1)'),
  ).toHaveCount(0);
  await adminPage.context().close();
});

test('an admin closes a report from Reported Messages; the keyboard goes to the heading, not the top', async ({
  page,
  request,
}) => {
  const seller = await verifiedSeller(request, 'Sid Seller');
  const guitar = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer', 'Rae Rude');
  const conversationId = await askViaApi(request, buyer, guitar.id);
  await reportConversationViaApi(request, seller, conversationId, 'Wants my bank details.');

  const admin = demoAccount('admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/dashboard/reportedmessages');
  const row = page.getByRole('listitem').filter({ hasText: `about ${guitar.productName}` });
  await expect(row).toContainText('Reason: Wants my bank details.');
  await row.getByRole('button', { name: CLOSE_REPORT_TEXTS.button }).click();
  await page.getByRole('dialog').getByRole('button', { name: CLOSE_REPORT_TEXTS.button }).click();
  await expect(page.getByText(CLOSE_REPORT_TEXTS.done)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Reported Messages' })).toBeFocused();
});

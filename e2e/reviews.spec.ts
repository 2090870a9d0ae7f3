import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { REVIEW_TEXTS } from '@restrung/shared/review';
import { signIn, signUpViaApi } from './support/accounts.ts';
import { bookViaApi, listGuitar, payViaApi, verifiedSeller } from './support/booking.ts';

/**
 * Reviews after a sale (issue 14): a buyer pays for a guitar, reviews its seller from My Orders, the seller
 * answers on their page, and the rating shows on the seller page and on the seller's cards. Each run has its own
 * seller, so desktop and phone runs on one server never see each other's reviews.
 */
test('a buyer reviews the seller after paying; the seller answers; the rating shows on the page and a card', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const run = randomUUID().slice(0, 6);
  const seller = await verifiedSeller(request, `Rita Reviewed ${run}`);
  const sold = await listGuitar(request, seller);
  const forSale = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer', `Bea Buyer ${run}`);
  await payViaApi(request, buyer, await bookViaApi(request, buyer, sold.id));

  // The buyer writes the review from My Orders.
  await signIn(page, buyer.email, buyer.password);
  await page.goto('/dashboard/myorders');
  const row = page.getByRole('row').filter({ hasText: sold.productName });
  await row.getByRole('link', { name: `${REVIEW_TEXTS.writeReview} for ${sold.productName}` }).click();
  await expect(page.getByRole('heading', { name: REVIEW_TEXTS.writeReview })).toBeVisible();
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Your review').fill('Exactly as described, and a friendly handover.');
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText(REVIEW_TEXTS.created)).toBeVisible();
  await expect(row.getByRole('link', { name: `${REVIEW_TEXTS.editReview} for ${sold.productName}` })).toBeVisible();

  // The seller answers on their own page.
  const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller.email, seller.password);
  await sellerPage.goto(`/seller/${seller.id}`);
  const review = sellerPage.getByRole('article', { name: `Review by Bea Buyer ${run}` });
  await expect(review).toContainText('Exactly as described, and a friendly handover.');
  await review.getByRole('button', { name: REVIEW_TEXTS.answer }).click();
  await review.getByLabel('Your answer').fill('Thank you, enjoy playing it!');
  await review.getByRole('button', { name: 'Post answer' }).click();
  await expect(sellerPage.getByText(REVIEW_TEXTS.answered)).toBeVisible();
  await expect(review.getByLabel('Your answer')).toBeHidden();
  await expect(review.getByText('Thank you, enjoy playing it!')).toBeVisible();
  await expect(review.getByRole('button', { name: REVIEW_TEXTS.answer })).toBeHidden();
  await sellerContext.close();

  // The buyer sees the rating and the answer on the seller's page, and the rating on a card of the seller.
  await page.goto(`/seller/${seller.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Rated 4.0 out of 5 from 1 review').first()).toBeAttached();
  await expect(main.getByText('4.0 ★ (1)').first()).toBeVisible();
  await expect(main.getByText('Thank you, enjoy playing it!')).toBeVisible();
  const card = main.getByRole('article').filter({ hasText: forSale.productName });
  await expect(card.getByText('4.0 ★ (1)')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { demoAccount, openMenuIfCollapsed, signIn, signUpViaApi } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { bookViaApi, listGuitar } from './support/booking.ts';
import { verifiedSeller } from './support/catalogue.ts';
import { linkInEmail } from './support/mailbox.ts';
import { askViaApi, reportConversationViaApi } from './support/conversations.ts';

/**
 * Every page a person reaches, checked by axe against WCAG 2.2 A and AA once it has drawn its content: names,
 * roles, labels, contrast, landmarks, headings. Lighthouse runs a part of these rules on four pages only.
 */

/** Opens the page and waits until its heading is there and nothing is loading any more. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.loading, .skeleton')).toHaveCount(0, { timeout: 10_000 });
}

/** Each page in turn, as a step of the test that names it. */
async function checkEach(page: Page, paths: string[]): Promise<void> {
  for (const path of paths)
    await test.step(path, async () => {
      await openSettled(page, path);
      await expectNoAxeViolations(page);
    });
}

const signedOut = ['/', '/blogs', '/privacy', '/login', '/signup', '/forgot-password', '/no-such-page'];

for (const path of signedOut) {
  test(`signed out: ${path} breaks no WCAG A or AA rule`, async ({ page }) => {
    await openSettled(page, path);
    await expectNoAxeViolations(page);
  });
}

test('the pages opened from an email break no WCAG A or AA rule, with their refusals shown', async ({
  page,
  request,
}) => {
  test.slow();
  const person = await signUpViaApi(request, 'buyer', 'Axel Access');
  const asked = await request.post('/api/auth/request-password-reset', { data: { email: person.email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const reset = await linkInEmail(person.email, 'Reset your Restrung password', '/reset-password');
  const confirm = await linkInEmail(person.email, 'Confirm your email address for Restrung', '/verify-email');

  // Without a token (a link cut short): each page says so.
  await checkEach(page, ['/reset-password', '/verify-email']);
  await test.step('the reset form, refusing an empty password', async () => {
    await openSettled(page, reset);
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
  await test.step('the password changed', async () => {
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-secret');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('the email confirmed', async () => {
    await openSettled(page, confirm);
    await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a buyer’s pages break no WCAG A or AA rule, with the booking form, filters, suggestions, menu and notifications open', async ({
  page,
  request,
}) => {
  test.slow();
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  const booked = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer');
  const orderId = await bookViaApi(request, buyer, booked.id);
  const headers = { authorization: `Bearer ${buyer.token}` };
  const conversationId = await askViaApi(request, buyer, guitar.id);
  const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
    headers,
    data: { text: 'Is the neck straight?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await signIn(page, buyer.email, buyer.password);
  await checkEach(page, [
    `/category/${guitar.categoryId}`,
    `/product/${guitar.id}`,
    `/seller/${seller.id}`,
    '/search?q=guitar',
    '/dashboard',
    '/dashboard/myorders',
    `/dashboard/payment/${orderId}`,
    '/dashboard/watchlist',
    '/dashboard/messages',
    `/dashboard/messages/${conversationId}`,
    '/dashboard/profile',
    '/dashboard/email-settings',
    '/dashboard/stolengear',
  ]);
  await test.step('the review form, once the order is paid', async () => {
    const intent = await request.post('/api/create-payment-intent', { headers, data: { bookingId: orderId } });
    expect(intent.status(), await intent.text()).toBe(200);
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
    const paid = await request.post('/api/payments/sandbox/confirm', { headers, data: { clientSecret, card } });
    expect(paid.status(), await paid.text()).toBe(200);
    await checkEach(page, [`/dashboard/myorders/${orderId}/review`]);
  });
  await test.step('the booking form', async () => {
    await openSettled(page, `/product/${guitar.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('dialog', { name: `Book ${guitar.productName}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
  });
  await test.step('the filters and the search suggestions', async () => {
    await openSettled(page, `/category/${guitar.categoryId}`);
    const filters = page
      .getByRole('main')
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'Filters' }) });
    if (!(await filters.evaluate((details) => (details as HTMLDetailsElement).open)))
      await filters.locator('summary').click();
    await expect(page.getByRole('group', { name: 'Asking price ($)' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The suggestions cover the page under them, so only the header is checked with them shown.
    await openMenuIfCollapsed(page);
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search guitars' }).locator('visible=true');
    await search.fill('Classi');
    await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page, 'header');
  });
  await test.step('the menu and the notifications', async () => {
    await openSettled(page, '/');
    await openMenuIfCollapsed(page);
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(page.locator('.loading')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('a seller’s pages break no WCAG A or AA rule', async ({ page, request }) => {
  test.slow();
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  await signIn(page, seller.email, seller.password);
  await checkEach(page, [
    '/dashboard/addproduct',
    '/dashboard/myproducts',
    `/dashboard/editproduct/${guitar.id}`,
    '/dashboard/mysales',
  ]);
});

test('an admin’s pages break no WCAG A or AA rule, with a reported listing and a reported conversation to decide on', async ({
  page,
  request,
}) => {
  test.slow();
  // Something in each queue, so their rows and their buttons are checked too, and the listing's own page shows the
  // admin's decision.
  const seller = await verifiedSeller(request);
  const guitar = await listGuitar(request, seller);
  const buyer = await signUpViaApi(request, 'buyer');
  const headers = { authorization: `Bearer ${buyer.token}` };
  const reported = await request.put(`/api/reportproducts/${guitar.id}`, { headers, data: { report: true } });
  expect(reported.ok(), await reported.text()).toBe(true);
  const conversationId = await askViaApi(request, buyer, guitar.id);
  await reportConversationViaApi(request, buyer, conversationId, 'Wants to be paid outside the site.');

  const admin = demoAccount('admin');
  await signIn(page, admin.email, admin.password);
  await checkEach(page, [
    '/dashboard/allseller',
    '/dashboard/allbuyer',
    '/dashboard/alladmin',
    '/dashboard/reporteditem',
    '/dashboard/stolenreports',
    '/dashboard/auditlog',
    '/dashboard/reportedmessages',
  ]);
  await test.step('the reported listing, with the admin’s decision', async () => {
    await openSettled(page, `/product/${guitar.id}`);
    await expect(page.getByRole('region', { name: 'Reported to the admins' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await test.step('the reported conversation, with Close Report', async () => {
    await openSettled(page, `/dashboard/messages/${conversationId}`);
    await expect(page.getByRole('button', { name: 'Close Report' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

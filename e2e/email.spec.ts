import { expect, test } from '@playwright/test';
import { openMenuIfCollapsed, signIn, signInViaUi, signUpViaApi } from './support/accounts.ts';
import { linkInEmail } from './support/mailbox.ts';

test('a forgotten password is reset through the emailed link, once, and old sessions end', async ({
  page,
  request,
}) => {
  // Five pages and a mail round trip in one flow: more than the default 30 s on a loaded machine.
  test.slow();
  const person = await signUpViaApi(request, 'buyer', 'Rita Reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('main').getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const link = await linkInEmail(person.email, 'Reset your Restrung password', '/reset-password');
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-secret');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();

  // The session from before the reset is over.
  const old = await request.get('/api/auth/get-session', { headers: { authorization: `Bearer ${person.token}` } });
  expect(await old.json()).toBeNull();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('another-secret');
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-secret');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');

  await page.goto('/login');
  await signInViaUi(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
  await signIn(page, person.email, 'brand-new-secret');
});

test('a banner asks to confirm the email address until the emailed link is opened', async ({ page, request }) => {
  const person = await signUpViaApi(request, 'buyer', 'Vic Verify');
  await signIn(page, person.email, person.password);
  const banner = page.getByRole('region', { name: 'Confirm your email' });
  await expect(banner).toContainText(`Please confirm your email address: open the link we sent to ${person.email}.`);

  // The link opens in a fresh page, whose first session read the server answers before the confirmation lands, and
  // whose answer arrives after it (as it can on a busy server): the page must not keep that answer.
  const link = await linkInEmail(person.email, 'Confirm your email address for Restrung', '/verify-email');
  const confirmed = page.waitForResponse((response) => response.url().includes('/api/auth/verify-email'));
  let staleAnswerDelivered: () => void = () => {};
  const staleAnswer = new Promise<void>((resolve) => {
    staleAnswerDelivered = resolve;
  });
  await page.route(
    '**/api/auth/get-session',
    async (route) => {
      const readBeforeConfirming = await route.fetch();
      await confirmed;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ response: readBeforeConfirming });
      staleAnswerDelivered();
    },
    { times: 1 },
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
  // Once the old answer has reached the page too, the banner is still gone.
  await staleAnswer;
  await expect(banner).toBeHidden();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('profile and email settings: a name, a password and which emails arrive', async ({ page, request }) => {
  // Two password changes (each a deliberate slow hash) and waits on the outbox: more than 30 s on a busy phone run.
  test.slow();
  const person = await signUpViaApi(request, 'seller', 'Sam Settings');
  await signIn(page, person.email, person.password);
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });

  await nav.getByRole('link', { name: 'Email Settings' }).click();
  const booked = page.getByRole('checkbox', { name: 'One of my guitars was booked' });
  await expect(booked).toBeChecked();
  await booked.uncheck();
  const save = page.getByRole('button', { name: 'Save Settings' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Email settings saved')).toBeVisible();
  // Saved, so nothing is left to save: the button says so and keeps the keyboard.
  await expect(save).toBeDisabled();
  await expect(save).toBeFocused();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'One of my guitars was booked' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'A booking of my guitar was paid' })).toBeChecked();

  await nav.getByRole('link', { name: 'Profile' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Sam Settings');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Strings');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText('Your name was saved')).toBeVisible();

  await main.getByLabel('Current Password', { exact: true }).fill('not-my-password');
  await main.getByLabel('New Password', { exact: true }).fill('changed-secret');
  await main.getByLabel('Confirm New Password', { exact: true }).fill('changed-secret');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('This is not your current password.')).toBeVisible();
  // Nothing typed is lost after a refusal.
  await expect(main.getByLabel('New Password', { exact: true })).toHaveValue('changed-secret');
  await main.getByLabel('Current Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password was changed. Other devices have been signed out.')).toBeVisible();
  // This device stays signed in.
  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Sam Strings');
});

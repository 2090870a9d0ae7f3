import { expect, test } from '@playwright/test';
import { demoAccount } from './support/accounts.ts';
import { answerConfirmation, openAdminPage, rowWith, signUpAccount, toast } from './support/admin.ts';

/** Issue 9: what an admin changes is written to the audit log, and the admin reads it in the dashboard. */

test.describe.configure({ timeout: 90_000 });

test('the demo admin verifies a seller and finds the entry on the Audit Log page', async ({ page, baseURL }) => {
  const seller = await signUpAccount(baseURL!, 'seller', 'Audra Audit');

  await openAdminPage(page, 'All Sellers');
  const row = rowWith(page, seller.email);
  await row.getByRole('button', { name: 'Verify Seller' }).click();
  await answerConfirmation(page, 'Are you sure you want to verify the seller?', 'Verify');
  await expect(toast(page, 'Successfully Verified', 'success')).toBeVisible();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/dashboard\/auditlog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const entry = page.getByRole('list', { name: 'Audit Log' }).getByRole('listitem').filter({ hasText: seller.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(
    new RegExp(`^.+ verified seller Audra Audit \\(${seller.email.replace(/[.+]/g, '\\$&')}\\)`),
  );
  await expect(entry.locator('time')).toBeVisible();

  // Readable on a phone: nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the demo admin finds themself on All Admins, marked You, with no button to remove their own rights', async ({
  page,
}) => {
  const admin = demoAccount('admin');
  await openAdminPage(page, 'All Sellers');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All Admins' }).click();
  await expect(page).toHaveURL(/\/dashboard\/alladmin$/);
  const row = rowWith(page, admin.email);
  await expect(row.getByText('You', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remove admin rights' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

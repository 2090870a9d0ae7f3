import { expect, test } from '@playwright/test';

test('unknown paths show the error screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Some Error Occured')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import {
  demoAccount,
  openMenuIfCollapsed,
  photoFile,
  signIn,
  signInViaUi,
  signUpViaApi,
  uniqueEmail,
} from './support/accounts.ts';
import { GOOGLE_TEST_PERSON } from './support/google-person.ts';
import { expectImageLoaded } from './support/catalogue.ts';
import { SAME_ON_A_PHONE } from './support/projects.ts';

const dashboardLinks = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
/** Everyone's own pages (the watchlist, the account) follow the role's links. */
const ACCOUNT_LINKS = ['Watchlist', 'Profile', 'Email Settings'];

test.describe('sign up', () => {
  for (const role of ['Buyer', 'Seller'] as const) {
    test(`as a ${role.toLowerCase()}, with a photo`, async ({ page }) => {
      const email = uniqueEmail(role.toLowerCase());
      await page.goto('/signup');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
      await expect(main.getByLabel('Role')).toHaveValue('buyer');
      await main.getByLabel('Name').fill(`Pat ${role}`);
      await main.getByLabel('Email').fill(email);
      await main.getByLabel('Photo').setInputFiles(await photoFile());
      await main.getByLabel('Role').selectOption({ label: role });
      await main.getByLabel('Password', { exact: true }).fill('secret1');
      await main.getByLabel('Confirm Password').fill('secret1');
      await main.getByRole('button', { name: 'Sign Up' }).click();

      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('restrungToken'))).toBeTruthy();
      await openMenuIfCollapsed(page);
      const photo = page.getByRole('img', { name: `Pat ${role}'s profile photo` }).first();
      await expect(photo).toBeVisible();
      await expectImageLoaded(photo);

      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
      const expected =
        role === 'Buyer'
          ? ['My Orders', 'Messages', 'Report Stolen Gear']
          : ['Add A Product', 'My Products', 'Sales', 'Messages', 'Report Stolen Gear'];
      await expect(dashboardLinks(page)).toHaveText([...expected, ...ACCOUNT_LINKS]);
    });
  }

  test('shows the spec messages for missing and mismatched fields', async ({ page }) => {
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(main.getByText('Name is Required')).toBeVisible();
    await expect(main.getByText('Image is Required')).toBeVisible();
    await main.getByLabel('Password', { exact: true }).fill('secret1');
    await main.getByLabel('Confirm Password').fill('secret2');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(main.getByText('Password did not match')).toBeVisible();
  });

  test('refuses a password under 6 characters with the spec message, keeping what was typed', async ({ page }) => {
    await page.goto('/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill('Shorty');
    await main.getByLabel('Email').fill(uniqueEmail('short'));
    await main.getByLabel('Photo').setInputFiles(await photoFile());
    await main.getByLabel('Password', { exact: true }).fill('12345');
    await main.getByLabel('Confirm Password').fill('12345');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(main.getByText('Password should be at least 6 characters')).toBeVisible();
    await expect(main.getByLabel('Name')).toHaveValue('Shorty');
  });
});

test.describe('sign in', () => {
  test('a wrong password shows "Wrong email or password" in red', async ({ page }) => {
    await page.goto('/login');
    await signInViaUi(page, demoAccount('buyer').email, 'not-the-password');
    const message = page.getByText('Wrong email or password');
    await expect(message).toBeVisible();
    await expect(message).toHaveClass(/text-error/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('from the keyboard, signing in again waits for the first try, and a refusal leaves the keyboard on Sign In', async ({
    page,
  }) => {
    let tries = 0;
    await page.route('**/api/auth/sign-in/email', async (route) => {
      tries += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(demoAccount('buyer').email);
    const password = main.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await password.press('Enter');
    await expect(main.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await password.press('Enter');
    await expect(main.getByText('Wrong email or password')).toBeVisible();
    expect(tries).toBe(1);

    const signIn = main.getByRole('button', { name: 'Sign In', exact: true });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('button', { name: 'Signing in…' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main.getByText('Wrong email or password')).toBeVisible();
    await expect(signIn).toBeFocused();
    expect(tries).toBe(2);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('main').getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('returns the person to the page they came from', async ({ page, request }) => {
    const person = await signUpViaApi(request, 'buyer');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await signInViaUi(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('restrungToken'))).toBeTruthy();
  });

  test('links to Create Account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('Sign In With Google signs a new person in as a buyer', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In With Google' }).click();
    await expect(page).toHaveURL(/\/$/);
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(
      page.getByText(`Signed in as ${GOOGLE_TEST_PERSON.name} (${GOOGLE_TEST_PERSON.email}).`),
    ).toBeVisible();
    await expect(dashboardLinks(page)).toHaveText(['My Orders', 'Messages', 'Report Stolen Gear', ...ACCOUNT_LINKS]);
  });
});

test.describe('sign out', () => {
  test('asks "Are You Sure?" and only signs out when confirmed', async ({ page, request }) => {
    const person = await signUpViaApi(request, 'buyer');
    await signIn(page, person.email, person.password);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are You Sure?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('restrungToken'))).toBeTruthy();

    const pageToken = await page.evaluate(() => localStorage.getItem('restrungToken'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('restrungToken'))).toBeNull();
    // Signing out navigates home, which folds the phone menu: open it again until Sign In shows.
    await expect(async () => {
      await openMenuIfCollapsed(page);
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    // The server ended that session: its token no longer opens anything.
    const res = await request.get(`/api/users?email=${encodeURIComponent(person.email)}`, {
      headers: { authorization: `Bearer ${pageToken}` },
    });
    expect(res.status()).toBe(401);
  });

  test('when the server cannot be reached, says the person is still signed in, and they are', async ({
    page,
    request,
  }) => {
    const person = await signUpViaApi(request, 'buyer');
    // As a sign-in in the browser does, this leaves the session's cookie beside the token.
    await signIn(page, person.email, person.password);
    await page.route('**/api/auth/sign-out', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await expect(
      page.getByText('You are still signed in: we could not reach the server to sign you out. Please try again.'),
    ).toBeVisible();
    // The page says so on loading again: the session was not ended, and its cookie would have signed it in anyway.
    await page.reload();
    await expect(async () => {
      await openMenuIfCollapsed(page);
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible({ timeout: 1000 });
    }).toPass();

    // Reached again, the server ends the session, and loading the page again does not bring it back.
    await page.unroute('**/api/auth/sign-out');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('restrungToken'))).toBeNull();
    await page.reload();
    await expect(async () => {
      await openMenuIfCollapsed(page);
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
});

test.describe('guards', () => {
  for (const path of [
    '/dashboard',
    '/category/01900000-0000-7000-8000-000000000001',
    '/product/01900000-0000-7000-8000-000000000001',
  ]) {
    test(`a signed-out visitor to ${path} is sent to /login and brought back after signing in`, {
      tag: SAME_ON_A_PHONE,
    }, async ({ page, request }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      // replace: going back does not return to the guarded page
      const person = await signUpViaApi(request, 'buyer');
      await signInViaUi(page, person.email, person.password);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
    });
  }
});

test.describe('dashboard navigation by role', () => {
  const cases = [
    [
      'admin',
      ['All Sellers', 'All Buyers', 'Reported Item', 'All Admins', 'Audit Log', 'Stolen Gear', 'Reported Messages'],
    ],
    ['verified seller', ['Add A Product', 'My Products', 'Sales', 'Messages', 'Report Stolen Gear']],
    ['buyer', ['My Orders', 'Messages', 'Report Stolen Gear']],
  ] as const;
  for (const [label, links] of cases) {
    test(`${label} sees only their own links`, async ({ page }) => {
      const account = demoAccount(label);
      await signIn(page, account.email, account.password);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeVisible();
      await expect(dashboardLinks(page)).toHaveText([...links, ...ACCOUNT_LINKS]);
    });
  }
});

test.describe('role guards', { tag: SAME_ON_A_PHONE }, () => {
  const cases = [
    [
      'buyer',
      [
        '/dashboard/addproduct',
        '/dashboard/myproducts',
        '/dashboard/allseller',
        '/dashboard/alladmin',
        '/dashboard/auditlog',
      ],
    ],
    [
      'seller',
      [
        '/dashboard/myorders',
        '/dashboard/payment/01900000-0000-7000-8000-0000000000aa',
        '/dashboard/reporteditem',
        '/dashboard/alladmin',
        '/dashboard/auditlog',
      ],
    ],
  ] as const;
  for (const [role, paths] of cases) {
    test(`a ${role} is sent to /login from pages of other roles`, async ({ page, request }) => {
      const person = await signUpViaApi(request, role);
      await signIn(page, person.email, person.password);
      for (const path of paths) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
        await expect(
          page.getByText(`You are signed in as ${person.email}, which cannot open that page.`),
        ).toBeVisible();
      }
    });
  }
});

import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { TOKEN_KEY } from '@restrung/shared/constants';

export type DemoLabel = 'admin' | 'verified seller' | 'unverified seller' | 'buyer';

/** The demo accounts the server printed on its first start (see e2e/run.ts). */
export function demoAccount(label: DemoLabel): { email: string; password: string } {
  const accounts = JSON.parse(process.env.E2E_ACCOUNTS ?? '{}') as Record<string, { email: string; password: string }>;
  const account = accounts[label];
  if (!account) throw new Error(`no demo account "${label}": run the end-to-end tests with npm run test:e2e`);
  return account;
}

export interface Person {
  name: string;
  email: string;
  password: string;
  token: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** A fresh account made through the API, as the sign-up page would. */
export async function signUpViaApi(
  request: APIRequestContext,
  role: 'buyer' | 'seller',
  name = `E2E ${role}`,
): Promise<Person> {
  const email = uniqueEmail(role);
  const password = 'e2e-password';
  const res = await request.post('/api/auth/sign-up/email', { data: { name, email, password, role } });
  expect(res.status(), await res.text()).toBe(200);
  return { name, email, password, token: res.headers()['set-auth-token']! };
}

/** The demo admin's session for this worker, signed in on first use. */
let adminSession: Promise<string> | undefined;

/**
 * The demo admin's bearer token, for setting the scene through the API. Signed in once per worker, not once per
 * call: each sign-in costs the server a scrypt hash (about 160 ms of CPU), and every verified seller needed one
 * (decision 0102). No test ends this session: the admin's browser sign-ins are sessions of their own.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= (async () => {
    const res = await request.post('/api/auth/sign-in/email', { data: demoAccount('admin') });
    expect(res.status(), await res.text()).toBe(200);
    return res.headers()['set-auth-token']!;
  })().catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

/** A small real photo for file inputs. */
export async function photoFile(name = 'me.png') {
  const buffer = await sharp({
    create: { width: 120, height: 120, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** On a phone the header's links and account area sit behind the menu toggle. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Signs in through the API and hands the page the session token where the sign-in page keeps it, then opens Home
 * and waits until the header shows the signed-in state. For tests about what a signed-in person does: the sign-in
 * page itself is driven by accounts.spec.ts and email.spec.ts (signInViaUi), and skipping it saves a page load
 * per test (decision 0036).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const token = res.headers()['set-auth-token'];
  expect(token, 'the sign-in answer carries a session token').toBeTruthy();
  // Once per token and tab: a later sign-out, or a sign-in as someone else on this page, is not undone on reload.
  await page.addInitScript(
    ([key, value]) => {
      if (window.top !== window || location.protocol === 'about:') return;
      const applied: string[] = JSON.parse(sessionStorage.getItem('e2eAppliedTokens') ?? '[]');
      if (applied.includes(value)) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2eAppliedTokens', JSON.stringify([...applied, value]));
    },
    [TOKEN_KEY, token!] as const,
  );
  await page.goto('/');
  // On a phone the menu toggle may not be drawn yet when first looked for, and the menu folds at a navigation: CI
  // failed here three times with the menu closed (Sign Out not in the page). Open it again until Sign Out shows.
  await expect(async () => {
    await openMenuIfCollapsed(page);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
}

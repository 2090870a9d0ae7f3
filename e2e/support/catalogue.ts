import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CATEGORY_IDS } from '../../packages/shared/src/constants.ts';
import type { ProductInput } from '../../packages/shared/src/product-input.ts';
import { adminToken, bearer, photoFile, uniqueEmail, type Person } from './accounts.ts';

export interface Account extends Person {
  id: string;
}

/** A fresh account made through the API, with its id (for the admin's calls). */
export async function signUpWithId(
  request: APIRequestContext,
  role: 'buyer' | 'seller',
  name = `E2E ${role}`,
): Promise<Account> {
  const email = uniqueEmail(role);
  const password = 'e2e-password';
  const res = await request.post('/api/auth/sign-up/email', { data: { name, email, password, role } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { user: { id: string } };
  return { name, email, password, token: res.headers()['set-auth-token']!, id: body.user.id };
}

/** The admin verifies the seller, as All Sellers' Verify Seller does: only then are the listings public. */
export async function verifySeller(request: APIRequestContext, seller: Account): Promise<void> {
  const res = await request.put(`/api/allseller/${seller.id}`, {
    headers: { ...bearer(await adminToken(request)), 'content-type': 'application/json' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A verified seller of our own, so parallel tests never share listings. */
export async function verifiedSeller(request: APIRequestContext, name = 'Sam Seller'): Promise<Account> {
  const seller = await signUpWithId(request, 'seller', name);
  await verifySeller(request, seller);
  return seller;
}

export type Listing = ProductInput & { _id: string };

/** A listing made through the API (photo upload, then POST /api/products), as the Add A Product form does. */
export async function listProduct(
  request: APIRequestContext,
  seller: Person,
  overrides: Partial<ProductInput> = {},
): Promise<Listing> {
  const upload = await request.post('/api/upload', {
    headers: bearer(seller.token),
    multipart: { image: await photoFile('guitar.png') },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data } = (await upload.json()) as { data: { url: string } };
  const input: ProductInput = {
    productName: `Test Guitar ${Math.random().toString(36).slice(2, 8)}`,
    productPhoto: data.url,
    categoryid: CATEGORY_IDS.bass,
    marketPrice: 1299.5,
    askingPrice: 875,
    usedYears: '2018',
    condition: 'good',
    location: 'Tulsa, OK',
    phone: '+1 555 0199',
    description: 'Sunburst finish, rosewood board, plays low and clean with new strings.',
    ...overrides,
  };
  const res = await request.post('/api/products', { headers: bearer(seller.token), data: input });
  expect(res.status(), await res.text()).toBe(200);
  const { insertedId } = (await res.json()) as { insertedId: string };
  return { ...input, _id: insertedId };
}

/** Lazy images load once scrolled to; a broken or missing file leaves naturalWidth at 0. */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page is wider than the screen').toBeLessThanOrEqual(0);
}

/** A toast with this text; error-styled when asked. */
export const toastWith = (page: Page, text: string, kind: 'success' | 'error' = 'success') =>
  page.locator(`.Toastify__toast--${kind}`, { hasText: text });

import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { signUpWithId } from './catalogue.ts';
import { adminToken, demoAccount, photoFile, signIn } from './accounts.ts';

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/**
 * Every person gets their own request context: one context keeps one session cookie, and a cookie of the
 * last person signed up must never stand in for the bearer token of another.
 */
async function freshContext(baseURL: string, token?: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: token ? { authorization: `Bearer ${token}` } : {} });
}

async function withFreshContext<T>(
  baseURL: string,
  call: (api: APIRequestContext) => Promise<T>,
  token?: string,
): Promise<T> {
  const api = await freshContext(baseURL, token);
  try {
    return await call(api);
  } finally {
    await api.dispose();
  }
}

/** Calls the API as this person (their bearer token, no cookies), and disposes of the context afterwards. */
export const asPerson = <T>(baseURL: string, token: string, call: (api: APIRequestContext) => Promise<T>): Promise<T> =>
  withFreshContext(baseURL, call, token);

/** A new buyer or seller (sellers start unverified), made through the API as the sign-up page would. */
export const signUpAccount = (baseURL: string, role: 'buyer' | 'seller', name: string): Promise<Account> =>
  withFreshContext(baseURL, (api) => signUpWithId(api, role, name));

export interface Listing {
  id: string;
  productName: string;
  categoryid: string;
}

/** A seller lists a guitar: the photo through POST /api/upload, then POST /api/products. */
export async function createListing(baseURL: string, seller: Account, productName: string): Promise<Listing> {
  const categoryid = CATEGORY_IDS.acoustic;
  return asPerson(baseURL, seller.token, async (api) => {
    const upload = await api.post('/api/upload', { multipart: { image: await photoFile('guitar.png') } });
    expect(upload.status(), await upload.text()).toBe(200);
    const { data } = (await upload.json()) as { data: { url: string } };
    const res = await api.post('/api/products', {
      data: {
        productName,
        productPhoto: data.url,
        categoryid,
        marketPrice: 900,
        askingPrice: 650,
        usedYears: '2019',
        condition: 'good',
        location: 'Dhaka',
        phone: '+880 1700 000000',
        description: 'Played at home, new strings, original case included.',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { insertedId } = (await res.json()) as { insertedId: string };
    return { id: insertedId, productName, categoryid };
  });
}

/** A buyer reports a listing (Report To Admin). */
export async function reportListing(baseURL: string, buyer: Account, productId: string): Promise<void> {
  await asPerson(baseURL, buyer.token, async (api) => {
    const res = await api.put(`/api/reportproducts/${productId}`, { data: { report: true } });
    expect(res.status(), await res.text()).toBe(200);
  });
}

/** A verified seller's listing (its name made unique by the seller's email), reported by each of these buyers. */
export async function reportedListing(
  baseURL: string,
  sellerName: string,
  productName: string,
  reporterNames: string[],
): Promise<{ seller: Account; listing: Listing; reporters: Account[]; admin: string }> {
  const seller = await signUpAccount(baseURL, 'seller', sellerName);
  const admin = await withFreshContext(baseURL, adminToken);
  await asPerson(baseURL, admin, async (api) =>
    expect((await api.put(`/api/allseller/${seller.id}`, { data: {} })).status()).toBe(200),
  );
  const listing = await createListing(baseURL, seller, `${productName} ${seller.email.slice(7, 15)}`);
  const reporters: Account[] = [];
  for (const name of reporterNames) {
    const buyer = await signUpAccount(baseURL, 'buyer', name);
    await reportListing(baseURL, buyer, listing.id);
    reporters.push(buyer);
  }
  return { seller, listing, reporters, admin };
}

/**
 * Another person's browser, shaped like this test's project (desktop or phone), signed in through the
 * sign-in page.
 */
export async function browserOf(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  person: { email: string; password: string },
): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  await signIn(page, person.email, person.password);
  return page;
}

/** The admin signs in and opens one of their dashboard pages through the dashboard's navigation. */
export async function openAdminPage(page: Page, link: 'All Sellers' | 'All Buyers' | 'Reported Item'): Promise<void> {
  const admin = demoAccount('admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link }).click();
  const heading = link === 'Reported Item' ? 'Reported Items' : link;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The row of a list that mentions this text (an email, a product name). */
export const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Answers the confirmation dialog after checking its question. */
export async function answerConfirmation(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A toast with this text; react-toastify marks its kind with a class. */
export const toast = (page: Page, text: string, kind?: 'success' | 'error' | 'info'): Locator =>
  page.locator(kind ? `.Toastify__toast--${kind}` : '.Toastify__toast', { hasText: text });

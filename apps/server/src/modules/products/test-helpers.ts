/** Helpers for the catalogue's API tests, through HTTP (not a test file itself); rows set straight in the database are in test/fixtures.ts. */
import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { uploadResponseSchema } from '@restrung/shared/user';
import type { TestApp } from '../../test/build-test-app.ts';
import type { TestAccount } from '../../test/accounts.ts';
import { jpegWithGps } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

/** Uploads a photo as `account` (or signed out) and answers its URL. */
export async function uploadPhoto(t: TestApp, account?: TestAccount): Promise<string> {
  const body = multipart('image', 'guitar.jpg', 'image/jpeg', await jpegWithGps());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...account?.headers },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return uploadResponseSchema.parse(res.json()).data.url;
}

/** A complete Add A Product form, as the web app sends it. */
export const productBody = (
  productPhoto: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  productName: 'Fender Stratocaster',
  productPhoto,
  categoryid: DEFAULT_CATEGORY_ID,
  marketPrice: 1200,
  askingPrice: 850.5,
  usedYears: '2015',
  condition: 'good',
  location: 'Austin, TX',
  phone: '+1 555 0100',
  description: 'Sunburst, maple neck, new strings.',
  ...overrides,
});

export const postProduct = (t: TestApp, account: TestAccount | undefined, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/products', headers: account?.headers, payload: body });

/** Lists a product through the API as `seller`; answers its id. */
export async function listProduct(
  t: TestApp,
  seller: TestAccount,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await postProduct(t, seller, productBody(await uploadPhoto(t, seller), overrides));
  if (res.statusCode !== 200) throw new Error(`listing failed: ${res.statusCode} ${res.body}`);
  return res.json().insertedId as string;
}

import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { bearer, photoFile, type Person } from './accounts.ts';

/**
 * Sellers, listings and bookings made through the API for the booking and payment journeys, each test with
 * people and guitars of its own so the tests run side by side against one server.
 */

export interface Listing {
  id: string;
  productName: string;
  askingPrice: number;
  categoryId: string;
}

/**
 * A guitar listed by the seller: the photo is uploaded first (POST /api/upload), then the product is created.
 * Classical guitars, so these listings stay on the first page of a category the other suites leave alone.
 */
export async function listGuitar(
  request: APIRequestContext,
  seller: Person,
  overrides: { productName?: string; askingPrice?: number; categoryId?: string } = {},
): Promise<Listing> {
  const upload = await request.post('/api/upload', {
    headers: bearer(seller.token),
    multipart: { image: await photoFile('guitar.png') },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data } = (await upload.json()) as { data: { url: string } };

  const productName = overrides.productName ?? `E2E Guitar ${randomUUID().slice(0, 6)}`;
  const askingPrice = overrides.askingPrice ?? 1450.5;
  const categoryId = overrides.categoryId ?? CATEGORY_IDS.classical;
  const res = await request.post('/api/products', {
    headers: bearer(seller.token),
    data: {
      productName,
      productPhoto: data.url,
      categoryid: categoryId,
      marketPrice: 1900,
      askingPrice,
      usedYears: '2019',
      condition: 'good',
      location: 'Dhaka',
      phone: '01700000000',
      description: 'Solid top, new strings, plays in tune all the way up the neck.',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { insertedId } = (await res.json()) as { insertedId: string };
  return { id: insertedId, productName, askingPrice, categoryId };
}

/** Books the guitar for the buyer as Book Now does; answers the order id. */
export async function bookViaApi(request: APIRequestContext, buyer: Person, productId: string): Promise<string> {
  const res = await request.post('/api/bookings', {
    headers: bearer(buyer.token),
    data: { productId, phone: '01711111111', location: 'Chattogram' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/** The product's status as the server holds it. */
export async function productStatus(request: APIRequestContext, viewer: Person, productId: string): Promise<string> {
  const res = await request.get(`/api/singleproduct/${productId}`, { headers: bearer(viewer.token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

/** Add To Advertisement: the guitar joins the home page's Featured Products while it is Available. */
export async function advertise(request: APIRequestContext, seller: Person, productId: string): Promise<void> {
  const res = await request.put(`/api/myproducts/${productId}`, { headers: bearer(seller.token) });
  expect(res.status(), await res.text()).toBe(200);
}

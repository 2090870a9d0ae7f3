import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { DEMO_SOLD_MODEL_LISTING, seedDemoSales } from './seed-demo-sales.ts';
import { seedDemoProducts } from './seed-demo.ts';
import { products } from './schema.ts';

let t: TestApp;
let seller: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createAccount(t, { role: 'seller', verified: true, name: 'Demo Seller' });
  buyer = await createAccount(t, { role: 'buyer', name: 'Demo Buyer' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: buyer.headers });

describe('seedDemoSales', () => {
  it('does nothing before the demo listings exist', async () => {
    expect(await seedDemoSales(t.database.db, buyer)).toBe(0);
  });

  it('sells three of the demo model so its page shows recent sale prices on a fresh start', async () => {
    await seedDemoProducts(t.database.db, t.storage, [seller]);
    expect(await seedDemoSales(t.database.db, buyer)).toBe(3);
    const [live] = await t.database.db.select().from(products).where(eq(products.productName, DEMO_SOLD_MODEL_LISTING));
    expect(live).toBeDefined();
    const guide = await get(
      `/api/price-guide?brand=${encodeURIComponent(live!.brand!)}&model=${encodeURIComponent(live!.model!)}`,
    );
    expect(guide.json()).toEqual({ count: 3, lowest: 580, median: 640, highest: 705 });
    expect((await get(`/api/sellers/${seller.id}`)).json().completedSales).toBe(3);
    // The sold copies are not for sale: one Stratocaster on the category page.
    const list = (await get(`/api/products/${CATEGORY_IDS.electric}?limit=100`)).json() as { productName: string }[];
    expect(list.filter((p) => p.productName === DEMO_SOLD_MODEL_LISTING)).toHaveLength(1);
  });
});

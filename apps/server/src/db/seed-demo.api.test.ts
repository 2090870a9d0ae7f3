import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { productListSchema } from '@restrung/shared/product';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createAccount, type TestAccount } from '../test/accounts.ts';
import { seedDemoProducts } from './seed-demo.ts';
import { products } from './schema.ts';
import { productsRepository } from '../modules/products/repository.ts';

let t: TestApp;
let sellers: TestAccount[];
let buyer: TestAccount;
const now = new Date();

beforeAll(async () => {
  t = await buildTestApp();
  sellers = [
    await createAccount(t, { role: 'seller', verified: true, name: 'Demo One' }),
    await createAccount(t, { role: 'seller', verified: true, name: 'Demo Two' }),
  ];
  buyer = await createAccount(t, { role: 'buyer' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: buyer.headers });

describe('seedDemoProducts', () => {
  it('does nothing without sellers', async () => {
    expect(await seedDemoProducts(t.database.db, t.storage, [])).toBe(0);
    expect(await t.database.db.$count(products)).toBe(0);
  });

  it('lists sixteen used guitars, four in each category, spread over the sellers', async () => {
    expect(await seedDemoProducts(t.database.db, t.storage, sellers, now)).toBe(16);
    for (const category of Object.values(CATEGORY_IDS)) {
      const list = productListSchema.parse((await get(`/api/products/${category}`)).json());
      expect(list, category).toHaveLength(4);
      expect(list.every((p) => p.status === 'Available' && !p.report && p.sellerVerified)).toBe(true);
    }
    const rows = await t.database.db.select().from(products);
    expect(new Set(rows.map((r) => r.sellerId))).toEqual(new Set(sellers.map((s) => s.id)));
    expect(rows.map((r) => r.productName)).toEqual(
      expect.arrayContaining([
        'Fender Player Stratocaster',
        'Yamaha FG800',
        'Martin D-18',
        'Ibanez SR505',
        'Cordoba C5',
      ]),
    );
    expect(rows.every((r) => r.askingPriceCents < r.marketPriceCents)).toBe(true);
  });

  it('features some of them on the home page', async () => {
    const featured = productListSchema.parse((await get('/api/advertisedproduct')).json());
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(new Set(featured.map((p) => p.categoryid)).size).toBe(4);
  });

  it('posts them over the past months, newest first on each page', async () => {
    const rows = await t.database.db.select().from(products);
    const ages = rows.map((r) => (now.getTime() - r.postedAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(1);
    expect(Math.max(...ages)).toBeGreaterThan(120);
    expect(Math.max(...ages)).toBeLessThan(200);
    const list = productListSchema.parse((await get(`/api/products/${CATEGORY_IDS.electric}`)).json());
    const dates = list.map((p) => Date.parse(p.postedOnline));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('draws each its own picture, served as WebP at card size', async () => {
    const rows = await t.database.db.select().from(products);
    expect(new Set(rows.map((r) => r.productPhoto)).size).toBe(16);
    const photo = await t.app.inject({ method: 'GET', url: rows[0]!.productPhoto });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 800]);
  });

  it('gives each guitar a maker, a model, a year and three photos, the first as its cover', async () => {
    const rows = await t.database.db.select().from(products);
    expect(rows.every((r) => r.brand && r.model && r.yearBuilt && r.bodyType && r.strings)).toBe(true);
    const repository = productsRepository(t.database.db);
    for (const row of rows) {
      const photos = await repository.photosOf(row.id);
      expect(photos, row.productName).toHaveLength(3);
      expect(photos[0]).toBe(row.productPhoto);
    }
    const all = (await Promise.all(rows.map((r) => repository.photosOf(r.id)))).flat();
    expect(new Set(all).size).toBe(48);
  });

  it('does not seed a database that has products', async () => {
    expect(await seedDemoProducts(t.database.db, t.storage, sellers)).toBe(0);
    expect(await t.database.db.$count(products)).toBe(16);
  });
});

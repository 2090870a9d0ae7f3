import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS, DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { categoryListSchema } from '@restrung/shared/category';
import { imageVariant } from '@restrung/shared/media';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { categories } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/category', () => {
  it('lists the seeded guitar categories with their stable ids and photos', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(res.statusCode).toBe(200);
    const list = categoryListSchema.parse(res.json());
    expect(list.map((c) => c.category)).toEqual([
      'Electric Guitars',
      'Acoustic Guitars',
      'Bass Guitars',
      'Classical Guitars',
    ]);
    expect(list.map((c) => c._id)).toEqual(Object.values(CATEGORY_IDS));
    expect(list.some((c) => c._id === DEFAULT_CATEGORY_ID)).toBe(true);
  });

  it('answers every request with the same bytes, and a renamed category at once (the kept answer goes with its rows)', async () => {
    const read = () => t.app.inject({ method: 'GET', url: '/api/category' });
    const first = await read();
    expect((await read()).body).toBe(first.body);
    const electric = CATEGORY_IDS.electric;
    await t.database.db
      .update(categories)
      .set({ name: 'Electric Guitars, renamed' })
      .where(eq(categories.id, electric));
    try {
      const renamed = categoryListSchema.parse((await read()).json());
      expect(renamed.find((c) => c._id === electric)?.category).toBe('Electric Guitars, renamed');
    } finally {
      await t.database.db.update(categories).set({ name: 'Electric Guitars' }).where(eq(categories.id, electric));
    }
    expect((await read()).body).toBe(first.body);
  });

  it('serves each category photo as a WebP image from our own server', async () => {
    const [first] = categoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/category' })).json());
    expect(first!.photo).toMatch(/^\/media\/categories\/.+\.webp$/);
    const photo = await t.app.inject({ method: 'GET', url: first!.photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('immutable');
    const small = await t.app.inject({ method: 'GET', url: imageVariant(first!.photo, 640) });
    expect(small.statusCode).toBe(200);
  });

  it('draws no photo at a start where every photo is stored, and draws them again when a file is gone', async () => {
    const { seedCategories } = await import('../../db/seed-categories.ts');
    const { categoriesRepository } = await import('./repository.ts');
    const puts: string[] = [];
    const watched = {
      ...t.storage,
      put: (key: string, body: Buffer, type: string) => {
        puts.push(key);
        return t.storage.put(key, body, type);
      },
      exists: (key: string) => t.storage.exists(key),
      delete: (key: string) => t.storage.delete(key),
    };
    await seedCategories(categoriesRepository(t.database.db), watched);
    expect(puts).toEqual([]);

    const [first] = categoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/category' })).json());
    const key = first!.photo.replace(/^\/media\//, '');
    await t.storage.delete(imageVariant(first!.photo, 160).replace(/^\/media\//, ''));
    await seedCategories(categoriesRepository(t.database.db), watched);
    expect(puts).toContain(key);
    expect((await t.app.inject({ method: 'GET', url: imageVariant(first!.photo, 160) })).statusCode).toBe(200);
  });

  it('does not seed twice', async () => {
    const { seedCategories } = await import('../../db/seed-categories.ts');
    const { categoriesRepository } = await import('./repository.ts');
    await seedCategories(categoriesRepository(t.database.db), t.storage);
    const list = (await t.app.inject({ method: 'GET', url: '/api/category' })).json();
    expect(list).toHaveLength(4);
  });
});

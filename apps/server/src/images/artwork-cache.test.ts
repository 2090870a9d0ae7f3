import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Storage } from '../storage/storage.ts';
import { cachedArtwork } from './artwork-cache.ts';

/** A storage that keeps what is put in memory and answers URLs as local disk does. */
function memoryStorage() {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const storage: Storage = {
    put: async (key, body, contentType) => {
      files.set(key, { body, contentType });
      return `/media/${key}`;
    },
    delete: async (key) => {
      files.delete(key);
    },
    exists: async (key) => files.has(key),
  };
  return { storage, files };
}

/** Stands in for drawing: two copies and the original, as storeImageWithVariants stores them. */
function drawing(bytes: string) {
  const draw = vi.fn(async (target: Storage) => {
    await target.put('products/guitar-abc-160.webp', Buffer.from(`${bytes} small`), 'image/webp');
    await target.put('products/guitar-abc-640.webp', Buffer.from(`${bytes} medium`), 'image/webp');
    return target.put('products/guitar-abc.webp', Buffer.from(bytes), 'image/webp');
  });
  return draw;
}

let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'restrung-artwork-cache-'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('cachedArtwork', () => {
  it('draws every time when no cache folder is set', async () => {
    vi.stubEnv('RESTRUNG_ARTWORK_CACHE_DIR', '');
    const draw = drawing('first');
    await cachedArtwork(memoryStorage().storage, 'svg one', draw);
    await cachedArtwork(memoryStorage().storage, 'svg one', draw);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('draws a picture once, then stores the same files and answers the same URL from the cache folder', async () => {
    vi.stubEnv('RESTRUNG_ARTWORK_CACHE_DIR', cacheDir);
    vi.stubEnv('NODE_ENV', 'test');
    const first = memoryStorage();
    const draw = drawing('drawn bytes');
    const url = await cachedArtwork(first.storage, 'svg two', draw);
    expect(url).toBe('/media/products/guitar-abc.webp');
    expect(draw).toHaveBeenCalledTimes(1);

    const second = memoryStorage();
    const again = drawing('must not be drawn');
    expect(await cachedArtwork(second.storage, 'svg two', again)).toBe(url);
    expect(again).not.toHaveBeenCalled();
    expect(second.files).toEqual(first.files);

    // Another picture is another entry.
    const other = drawing('other');
    await cachedArtwork(memoryStorage().storage, 'svg three', other);
    expect(other).toHaveBeenCalledTimes(1);
    expect((await readdir(cacheDir)).filter((name) => !name.includes('.tmp'))).toHaveLength(2);
  });

  it('is never used in production', async () => {
    vi.stubEnv('RESTRUNG_ARTWORK_CACHE_DIR', cacheDir);
    vi.stubEnv('NODE_ENV', 'production');
    const draw = drawing('drawn bytes');
    await cachedArtwork(memoryStorage().storage, 'svg two', draw);
    expect(draw).toHaveBeenCalledTimes(1);
  });
});

import { IMAGE_VARIANT_WIDTHS, variantKeys } from '@restrung/shared/media';
import type { Storage } from '../storage/storage.ts';
import { loadSharp } from './load-sharp.ts';

/**
 * Stores a WebP image under key together with its smaller copies (see packages/shared/src/media.ts), so
 * pages can ask for the size they show. Answers the original's URL.
 */
export async function storeImageWithVariants(storage: Storage, key: string, webp: Buffer): Promise<string> {
  const keys = variantKeys(key);
  const sharp = await loadSharp();
  await Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width, i) => {
      const copy = await sharp(webp).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      await storage.put(keys[i]!, copy, 'image/webp');
    }),
  );
  return storage.put(key, webp, 'image/webp');
}

/** Removes an image and its copies. */
export async function deleteImageWithVariants(storage: Storage, key: string): Promise<void> {
  await Promise.all([key, ...variantKeys(key)].map((k) => storage.delete(k)));
}

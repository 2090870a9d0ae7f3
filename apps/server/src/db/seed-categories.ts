import { createHash } from 'node:crypto';
import { CATEGORY_IDS } from '@restrung/shared/constants';
import { guitarSvg, type GuitarKind } from '../images/guitar-artwork.ts';
import { renderSvg } from '../images/process-image.ts';
import { storeImageWithVariants } from '../images/store-image.ts';
import { cachedArtwork } from '../images/artwork-cache.ts';
import { variantKeys } from '@restrung/shared/media';
import { MEDIA_PREFIX, type Storage } from '../storage/storage.ts';
import type { CategoriesRepository } from '../modules/categories/repository.ts';

const CATEGORY_SEED: { kind: GuitarKind; name: string; color: string; hue: number }[] = [
  { kind: 'electric', name: 'Electric Guitars', color: '#c0392b', hue: 350 },
  { kind: 'acoustic', name: 'Acoustic Guitars', color: '#d9a45b', hue: 30 },
  { kind: 'bass', name: 'Bass Guitars', color: '#2e6da4', hue: 215 },
  { kind: 'classical', name: 'Classical Guitars', color: '#b5763a', hue: 140 },
];

/**
 * Stores the artwork under a content-addressed key, so it can be cached for ever. Tests and e2e runs reuse earlier
 * drawings from RESTRUNG_ARTWORK_CACHE_DIR (images/artwork-cache.ts).
 */
export function storeArtwork(
  storage: Storage,
  folder: string,
  name: string,
  svg: string,
  width: number,
): Promise<string> {
  return cachedArtwork(storage, JSON.stringify([folder, name, width, svg]), async (target) => {
    const image = await renderSvg(svg, width);
    const hash = createHash('sha256').update(image).digest('hex').slice(0, 12);
    const key = `${folder}/${name}-${hash}.webp`;
    return storeImageWithVariants(target, key, image);
  });
}

/**
 * Creates the guitar categories with their stable ids when the table is empty, and (re)draws their
 * photos when a file is missing, as after moving to a new data directory. Drawing costs about a second of CPU,
 * so a start where every photo is stored draws nothing (issue 10: start to first 200).
 */
export async function seedCategories(repository: CategoriesRepository, storage: Storage): Promise<void> {
  const existing = await repository.list();
  if (existing.length > 0) {
    if (await allPhotosStored(existing, storage)) return;
    await drawPhotos(storage);
    return;
  }
  const photos = await drawPhotos(storage);
  await repository.insertMany(
    CATEGORY_SEED.map((c, position) => ({
      id: CATEGORY_IDS[c.kind],
      name: c.name,
      photo: photos[position]!,
      position,
    })),
  );
}

function drawPhotos(storage: Storage): Promise<string[]> {
  return Promise.all(
    CATEGORY_SEED.map((c) =>
      storeArtwork(storage, 'categories', c.kind, guitarSvg({ kind: c.kind, color: c.color, hue: c.hue }), 800),
    ),
  );
}

/** Every stored photo of ours and its smaller copies are there (a photo elsewhere is not ours to draw). */
async function allPhotosStored(rows: { photo: string }[], storage: Storage): Promise<boolean> {
  const keys = rows
    .filter((row) => row.photo.startsWith(MEDIA_PREFIX))
    .flatMap((row) => {
      const key = row.photo.slice(MEDIA_PREFIX.length);
      return [key, ...variantKeys(key)];
    });
  const found = await Promise.all(keys.map((key) => storage.exists(key)));
  return found.every(Boolean);
}

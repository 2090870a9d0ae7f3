import { newId } from '../../lib/ids.ts';
import { processImage } from '../../images/process-image.ts';
import { deleteImageWithVariants, storeImageWithVariants } from '../../images/store-image.ts';
import type { Storage } from '../../storage/storage.ts';
import type { UploadsRepository } from './repository.ts';

/** How long an upload may wait for the account or product that will use it. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export function imagesService(storage: Storage, uploads: UploadsRepository) {
  return {
    /** Decodes, re-encodes and stores an image; answers its public URL. */
    async store(bytes: Buffer, uploaderId: string | null): Promise<string> {
      const webp = await processImage(bytes);
      const id = newId();
      const key = `uploads/${id}.webp`;
      const url = await storeImageWithVariants(storage, key, webp);
      await uploads.insert({ id, key, url, uploaderId });
      return url;
    },

    /** Removes uploads that nothing claimed in time (an abandoned sign-up or listing). */
    async removeUnclaimed(now = new Date()): Promise<number> {
      const stale = await uploads.unclaimedBefore(new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS));
      for (const upload of stale) {
        await deleteImageWithVariants(storage, upload.key);
        await uploads.remove(upload.id);
      }
      return stale.length;
    },
  };
}
export type ImagesService = ReturnType<typeof imagesService>;

import { loadSharp } from './load-sharp.ts';

/** The same limit the forms check before uploading (packages/shared/src/upload.ts). */
export { MAX_UPLOAD_BYTES } from '@restrung/shared/upload';
/** Longest side of a stored photo: big enough for the zoom overlay, small enough to serve quickly. */
export const MAX_IMAGE_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class InvalidImageError extends Error {}

/**
 * Decodes the bytes (never trusting a file name or a declared type), then re-encodes them as WebP:
 * resized to fit, rotated upright, every bit of metadata (EXIF, GPS, ICC comments) left behind.
 */
export async function processImage(input: Buffer, maxSide = MAX_IMAGE_SIDE): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input).metadata());
  } catch {
    throw new InvalidImageError('The file is not an image we can read. Please choose a JPEG, PNG or WebP photo.');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new InvalidImageError('The file is not an image we can read. Please choose a JPEG, PNG or WebP photo.');
  }
  try {
    return await sharp(input, { animated: false, limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new InvalidImageError('The image could not be processed. Please try another photo.');
  }
}

/** Renders our own SVG artwork to a WebP image (seed data and placeholders). */
export async function renderSvg(svg: string, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 85 }).toBuffer();
}

import type sharpFunction from 'sharp';
import type { Metadata } from 'sharp';
import { DecoderBusyError, decodeHeic } from './decode-heic.ts';
import { loadSharp } from './load-sharp.ts';
import { UPLOAD_MESSAGES } from '@restrung/shared/upload';

/** The same limit the forms check before uploading (packages/shared/src/upload.ts). */
export { MAX_UPLOAD_BYTES } from '@restrung/shared/upload';
/** Longest side of a stored photo: big enough for the zoom overlay, small enough to serve quickly. */
export const MAX_IMAGE_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Larger pictures are refused before they are decoded (a few bytes can declare a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000;

export class InvalidImageError extends Error {}

/**
 * Decodes the bytes (never trusting a file name or a declared type), then re-encodes them as WebP:
 * resized to fit, rotated upright, every bit of metadata (EXIF, GPS, ICC comments) left behind.
 */
export async function processImage(
  input: Buffer,
  { maxSide = MAX_IMAGE_SIDE, decodeHevc = decodeHeic }: { maxSide?: number; decodeHevc?: typeof decodeHeic } = {},
): Promise<Buffer> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new InvalidImageError(UPLOAD_MESSAGES.wrongType);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new InvalidImageError(UPLOAD_MESSAGES.wrongType);
  }
  try {
    const picture =
      metadata.format === 'heif' && metadata.compression === 'hevc'
        ? await hevcPicture(sharp, input, metadata, decodeHevc)
        : sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS });
    return await picture
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof DecoderBusyError) throw error;
    throw new InvalidImageError('The image could not be processed. Please try another photo.');
  }
}

/**
 * HEIC as iPhones take it. The decoder applies the file's own rotation, and its pixels carry no EXIF, so `rotate()`
 * after it changes nothing.
 */
async function hevcPicture(
  sharp: typeof sharpFunction,
  input: Buffer,
  metadata: Metadata,
  decodeHevc: typeof decodeHeic,
) {
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS)
    throw new Error('The picture is larger than the server decodes.');
  const { width, height, data } = await decodeHevc(input);
  return sharp(data, { raw: { width, height, channels: 4 } });
}

/** Renders our own SVG artwork to a WebP image (seed data and placeholders). */
export async function renderSvg(svg: string, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 85 }).toBuffer();
}

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { DecoderBusyError, decodeHeic, MAX_WAITING_DECODES } from './decode-heic.ts';
import { processImage } from './process-image.ts';

/** 64 x 48 pixels of rgb(20, 160, 90), encoded with HEVC as an iPhone does (libheif's heif-enc with x265). */
const iphonePhoto = () => Buffer.from(readFileSync(new URL('../test/iphone-photo.heic', import.meta.url)));

/** The photo with its declared size (its `ispe` boxes) changed; the coded pixels stay 64 x 48. */
function declaringSize(photo: Buffer, width: number, height: number, boxes = Number.POSITIVE_INFINITY): Buffer {
  for (let at = photo.indexOf('ispe'), n = 0; at >= 0 && n < boxes; at = photo.indexOf('ispe', at + 1), n++) {
    photo.writeUInt32BE(width, at + 8);
    photo.writeUInt32BE(height, at + 12);
  }
  return photo;
}

describe('processImage with HEIC', () => {
  it('turns an iPhone photo (HEVC, which sharp alone cannot decode) into WebP with its pixels', async () => {
    const input = iphonePhoto();
    expect(await sharp(input).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
    await expect(sharp(input).toBuffer()).rejects.toThrow();

    const { data, info } = await sharp(await processImage(input))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 64, height: 48 });
    const [red, green, blue] = data;
    expect(Math.abs(red! - 20)).toBeLessThanOrEqual(3);
    expect(Math.abs(green! - 160)).toBeLessThanOrEqual(3);
    expect(Math.abs(blue! - 90)).toBeLessThanOrEqual(3);
  });

  it('refuses a HEIC that declares more than 50 megapixels, without decoding it', async () => {
    const decodeHevc = vi.fn(decodeHeic);
    const huge = declaringSize(iphonePhoto(), 10_000, 10_000);
    expect(await sharp(huge).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    await expect(processImage(huge, { decodeHevc })).rejects.toThrow(
      'The image could not be processed. Please try another photo.',
    );
    expect(decodeHevc).not.toHaveBeenCalled();
  });

  it('refuses a HEIC whose pixels do not decode, and decodes the next one', async () => {
    const decodeHevc = vi.fn(decodeHeic);
    const broken = declaringSize(iphonePhoto(), 10_000, 10_000, 1);
    await expect(processImage(broken, { decodeHevc })).rejects.toThrow(
      'The image could not be processed. Please try another photo.',
    );
    expect(decodeHevc).toHaveBeenCalledOnce();
    await expect(processImage(iphonePhoto())).resolves.toBeInstanceOf(Buffer);
  });
});

describe('decodeHeic under a burst of uploads', () => {
  it('takes four photos behind the one it decodes, refuses the next at once, and takes more once they are done', async () => {
    const notAPhoto = Buffer.from('not a photo at all');
    const taken = [
      decodeHeic(iphonePhoto()),
      decodeHeic(notAPhoto),
      ...Array.from({ length: MAX_WAITING_DECODES - 1 }, () => decodeHeic(iphonePhoto())),
    ];
    await expect(decodeHeic(iphonePhoto())).rejects.toBeInstanceOf(DecoderBusyError);
    await expect(processImage(iphonePhoto())).rejects.toBeInstanceOf(DecoderBusyError);

    const settled = await Promise.allSettled(taken);
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      ...Array.from({ length: MAX_WAITING_DECODES - 1 }, () => 'fulfilled'),
    ]);
    // Every place is free again, the failed decode's too.
    const again = await Promise.all(Array.from({ length: 1 + MAX_WAITING_DECODES }, () => decodeHeic(iphonePhoto())));
    expect(again.map(({ width, height }) => `${width}x${height}`)).toEqual(
      Array.from({ length: 1 + MAX_WAITING_DECODES }, () => '64x48'),
    );
  });
});

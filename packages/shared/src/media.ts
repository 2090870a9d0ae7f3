/**
 * Every image we store (uploads, listing and category pictures) is kept at full size (at most 1600 px wide)
 * and in smaller copies beside it, named by a suffix: photo.webp, photo-w640.webp, photo-w160.webp. Pages ask
 * for the size they show through srcset, so a phone's card never downloads the zoom-sized original.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 640] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const STORED_IMAGE = /^\/media\/[a-z0-9/_.-]+\.webp$/i;

/** The URL of a smaller copy, or the URL itself for anything we did not store. */
export function imageVariant(url: string, width: ImageVariantWidth): string {
  return STORED_IMAGE.test(url) ? url.replace(/\.webp$/, `-w${width}.webp`) : url;
}

/** A srcset offering the copies and the original (at most 1600 px wide), or undefined for foreign URLs. */
export function imageSrcSet(url: string): string | undefined {
  if (!STORED_IMAGE.test(url)) return undefined;
  return [...IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`), `${url} 1600w`].join(', ');
}

/** The storage keys of an image's copies, from the key of the original. */
export const variantKeys = (key: string): string[] =>
  IMAGE_VARIANT_WIDTHS.map((w) => key.replace(/\.webp$/, `-w${w}.webp`));

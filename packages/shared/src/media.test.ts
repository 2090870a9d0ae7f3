import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant, variantKeys } from './media.ts';

describe('image variants', () => {
  it('names the smaller copies of a stored image', () => {
    expect(imageVariant('/media/uploads/abc.webp', 640)).toBe('/media/uploads/abc-w640.webp');
    expect(variantKeys('uploads/abc.webp')).toEqual(['uploads/abc-w160.webp', 'uploads/abc-w640.webp']);
    expect(imageSrcSet('/media/products/strat-1a2b.webp')).toBe(
      '/media/products/strat-1a2b-w160.webp 160w, /media/products/strat-1a2b-w640.webp 640w, /media/products/strat-1a2b.webp 1600w',
    );
  });

  it('leaves any other URL alone', () => {
    expect(imageVariant('/assets/hero.svg', 160)).toBe('/assets/hero.svg');
    expect(imageVariant('blob:http://x/1', 640)).toBe('blob:http://x/1');
    expect(imageSrcSet('https://elsewhere.example/a.webp')).toBeUndefined();
  });
});

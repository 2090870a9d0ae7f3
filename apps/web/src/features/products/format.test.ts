import { describe, expect, it } from 'vitest';
import { descriptionPreview, isTruncated } from './format.ts';

describe('descriptionPreview', () => {
  it('keeps the first 30 characters and adds an ellipsis when the text is longer', () => {
    expect(descriptionPreview('Polar white Strat with a maple neck and a gig bag.')).toBe(
      'Polar white Strat with a maple...',
    );
    expect(isTruncated('Polar white Strat with a maple neck and a gig bag.')).toBe(true);
  });

  it('leaves a text of 30 characters or fewer whole', () => {
    const thirty = 'x'.repeat(30);
    expect(descriptionPreview(thirty)).toBe(thirty);
    expect(isTruncated(thirty)).toBe(false);
    expect(descriptionPreview('Mint.')).toBe('Mint.');
  });

  it('never splits an emoji in half', () => {
    const text = `${'a'.repeat(29)}🎸 and more`;
    expect(descriptionPreview(text)).toBe(`${'a'.repeat(29)}🎸...`);
  });
});

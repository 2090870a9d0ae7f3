import { describe, expect, it } from 'vitest';
import { descriptionMatch } from './description-match.ts';

const STINGRAY =
  'Black StingRay with the classic humbucker punch. Player grade: wear on the back of the neck and some belt rash.';

describe('descriptionMatch', () => {
  it('shows a word found past the preview in its sentence, from the sentence start', () => {
    expect(descriptionMatch(STINGRAY, ['grade'])).toBe(
      '...Player grade: wear on the back of the neck and some belt rash.',
    );
  });

  it('starts at a word when no sentence starts shortly before the word, and stops at a word past the length', () => {
    expect(descriptionMatch(STINGRAY, ['rash'])).toBe('...the neck and some belt rash.');
    const strat =
      'Polar white Strat with a maple neck. Fresh 10s, low action, no fret wear to speak of. Comes with a gig bag.';
    expect(descriptionMatch(strat, ['neck'])).toBe(
      '...Strat with a maple neck. Fresh 10s, low action, no fret wear to speak...',
    );
  });

  it('says nothing when the preview already shows each word found, again later or not', () => {
    expect(descriptionMatch(STINGRAY, ['black'])).toBeNull();
    expect(descriptionMatch(`${STINGRAY} Black hard case.`, ['black'])).toBeNull();
    expect(descriptionMatch(STINGRAY, ['fender'])).toBeNull();
  });

  it('says nothing without searched words (a category page), nor for a description the preview shows whole', () => {
    expect(descriptionMatch(STINGRAY, undefined)).toBeNull();
    expect(descriptionMatch(STINGRAY, [])).toBeNull();
    expect(descriptionMatch('Player grade, plays well.', ['grade'])).toBeNull();
  });

  it('shows a word the preview cuts through, and a second word found when the preview shows the first', () => {
    // The preview ends "the classi...": the word is not shown whole.
    expect(descriptionMatch(STINGRAY, ['classic'])).toBe(
      'Black StingRay with the classic humbucker punch. Player grade: wear on...',
    );
    expect(descriptionMatch(STINGRAY, ['black', 'rash'])).toBe('...the neck and some belt rash.');
  });

  it('counts the preview in characters a person sees, as the preview is cut', () => {
    // 23 letters, a guitar emoji (two UTF-16 units), a space and "grade" are the 30 characters of the preview.
    expect(descriptionMatch(`${'a'.repeat(23)}🎸 grade, more`, ['grade'])).toBeNull();
    expect(descriptionMatch(`${'a'.repeat(24)}🎸 grade, more`, ['grade'])).toBe('...grade, more');
  });

  it('cuts a word longer than two lines of the card, never inside a character', () => {
    const link = `https://example.com/${'🎸'.repeat(100)}`;
    const found = descriptionMatch(`Played in a band, see my ${link} for clips.`, ['example'])!;
    expect(found.startsWith('...')).toBe(true);
    expect(found.endsWith('...')).toBe(true);
    expect(found.length).toBeLessThanOrEqual(144 + 6);
    expect(found).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    // The word found itself that long.
    const long = descriptionMatch(`${'x '.repeat(20)}${'a'.repeat(300)} b`, ['aaa'])!;
    expect(long).toBe(`...${'x '.repeat(11)}${'a'.repeat(122)}...`);
  });

  it('shows a word that has no space before it within reach alone, with what follows', () => {
    expect(descriptionMatch(`${'x'.repeat(200)} grade ok`, ['grade'])).toBe('...grade ok');
  });
});

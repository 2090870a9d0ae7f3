import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, plainText } from './text.ts';

describe('control characters', () => {
  it('are refused in single-line text, NUL first of all', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u007fb', 'a\u0085b', 'a\u202eb', 'a\u2028b']) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('keep line breaks and tabs in multi-line text, never NUL', () => {
    expect(hasControlCharacters('line one\r\n\tline two', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
    expect(hasControlCharacters('a\u001bb', { multiline: true })).toBe(true);
  });

  it('leave ordinary unicode alone', () => {
    expect(hasControlCharacters('Gibson Les Paul – Ölfarbe, 東京 🎸')).toBe(false);
  });

  it('answer one message through the schema', () => {
    const result = plainText().safeParse('Strat\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(plainText().trim().min(1).safeParse('  Strat  ').data).toBe('Strat');
  });
});

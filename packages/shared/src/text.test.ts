import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, plainEmail, plainText } from './text.ts';

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

  it("answer the form's own message for a missing value", () => {
    expect(plainText({ error: 'Name is Required' }).safeParse(undefined).error?.issues[0]?.message).toBe(
      'Name is Required',
    );
    expect(plainText({ error: 'Name is Required' }).safeParse('Strat\u0000').error?.issues[0]?.message).toBe(
      CONTROL_CHARACTER_MESSAGE,
    );
  });

  it('name control characters in an email address, and call anything else invalid', () => {
    const email = plainEmail('Please enter a valid email address.');
    expect(email.safeParse('bea@example.test\u0000').error?.issues.map((i) => i.message)).toEqual([
      CONTROL_CHARACTER_MESSAGE,
    ]);
    expect(email.safeParse('bea@').error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid email address.',
    ]);
    expect(email.safeParse('bea@example.test').data).toBe('bea@example.test');
  });
});

import { z } from 'zod';

/**
 * Control characters in text people type are never meant: PostgreSQL refuses NUL outright, and the others
 * hide or reorder what a reader sees. Multi-line fields keep tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const CONTROL_CHARACTER_MESSAGE = 'Please remove the invisible control characters from this text.';

export const hasControlCharacters = (value: string, options: { multiline?: boolean } = {}): boolean =>
  (options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);

/** A string schema that refuses control characters with one message; chain trim/min/max after it as usual. */
export const plainText = (options: { multiline?: boolean } = {}) =>
  z.string().refine((value) => !hasControlCharacters(value, options), { error: CONTROL_CHARACTER_MESSAGE, abort: true });

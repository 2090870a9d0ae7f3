import { z } from 'zod';

/**
 * Control characters in text people type are never meant: PostgreSQL refuses NUL outright, and the others
 * hide or reorder what a reader sees. Multi-line fields keep tab, line feed and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const MULTI_LINE_FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const CONTROL_CHARACTER_MESSAGE = 'Please remove the invisible control characters from this text.';

export const hasControlCharacters = (value: string, options: { multiline?: boolean } = {}): boolean =>
  (options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);

/**
 * A string schema that refuses control characters with one message; chain trim/min/max after it as usual.
 * `error` is the message when the value is missing or not a string (a form's "required" message).
 */
export const plainText = (options: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !hasControlCharacters(value, options), {
      error: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    });

/**
 * An email address. Its format already excludes every control character; this names them with the shared
 * message rather than calling the address invalid, so the reader knows what to remove.
 */
export const plainEmail = (message: string) =>
  z.email({
    error: (issue) =>
      typeof issue.input === 'string' && hasControlCharacters(issue.input) ? CONTROL_CHARACTER_MESSAGE : message,
  });

/**
 * An email address as the API stores and compares it: valid, and lower-cased. Here rather than in user.ts so that the
 * listing and order queries (`?email=`), which the catalogue's schemas hold, do not bring the account schemas along.
 */
export const lowercaseEmail = () =>
  plainEmail('Please enter a valid email address.').transform((email) => email.toLowerCase());

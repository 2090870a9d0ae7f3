import { describe, expect, it } from 'vitest';
import { formatPostedOnline } from './product.ts';

describe('formatPostedOnline', () => {
  it("writes the spec's medium date of the UTC day", () => {
    expect(formatPostedOnline(new Date('2023-01-05T12:00:00Z'))).toBe('Jan 5, 2023');
  });

  // Each UTC day is formatted once and reused, so the day's first and last instants must both read as that day.
  it('gives every instant of a UTC day that day, and the next instant the next day', () => {
    expect(formatPostedOnline(new Date('2024-02-29T00:00:00.000Z'))).toBe('Feb 29, 2024');
    expect(formatPostedOnline(new Date('2024-02-29T23:59:59.999Z'))).toBe('Feb 29, 2024');
    expect(formatPostedOnline(new Date('2024-03-01T00:00:00.000Z'))).toBe('Mar 1, 2024');
    expect(formatPostedOnline(new Date('2024-02-28T23:59:59.999Z'))).toBe('Feb 28, 2024');
  });

  it('reads days before 1970 right too', () => {
    expect(formatPostedOnline(new Date('1969-12-31T23:59:59.999Z'))).toBe('Dec 31, 1969');
    expect(formatPostedOnline(new Date('1969-12-31T00:00:00.000Z'))).toBe('Dec 31, 1969');
    expect(formatPostedOnline(new Date('1970-01-01T00:00:00.000Z'))).toBe('Jan 1, 1970');
  });

  it('refuses an invalid date as Intl does, not with a kept text', () => {
    expect(() => formatPostedOnline(new Date(Number.NaN))).toThrow(RangeError);
  });
});

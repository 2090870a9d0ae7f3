import { describe, expect, it } from 'vitest';
import { formatEventDate, UPCOMING_EVENTS } from './api.ts';

describe('upcoming events', () => {
  it('are the four fixed events of SPEC.md, in date order', () => {
    expect(UPCOMING_EVENTS.map((event) => [event.title, formatEventDate(event.date)])).toEqual([
      ['Big Rock Day', 'October 15, 2023'],
      ['Dhaka Rock Fest', 'November 10, 2023'],
      ['Winter Rock Concert', 'December 5, 2023'],
      ['Unplugged Studio Concert', 'January 20, 2024'],
    ]);
  });

  it('link outside in a way a browser can open', () => {
    for (const event of UPCOMING_EVENTS) expect(new URL(event.url).protocol).toBe('https:');
  });
});

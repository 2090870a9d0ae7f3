import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEventDate, UPCOMING_EVENTS } from './api.ts';

afterEach(() => vi.restoreAllMocks());

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

describe('an event date', () => {
  it("reads as Intl's long US date, on every day of forty years", () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const DAY_MS = 86_400_000;
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2040, 0, 1); time += DAY_MS) {
      const date = new Date(time).toISOString().slice(0, 10);
      expect(formatEventDate(date), date).toBe(long.format(time));
    }
  });

  // The home page draws the events: the first Intl formatter a page builds loads ICU's data on a phone's main thread.
  it('is written without building an Intl formatter', async () => {
    // A fresh copy of the module: one that kept a formatter from the tests above would hide it.
    vi.resetModules();
    const fresh = await import('./api.ts');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(fresh.formatEventDate('2023-10-15')).toBe('October 15, 2023');
    expect(built).not.toHaveBeenCalled();
  });
});

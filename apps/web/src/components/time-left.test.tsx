import { act, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft, TimeLeft } from './time-left.tsx';

describe('formatTimeLeft', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(formatTimeLeft('2026-11-24T15:30:00Z', now)).toBe('1 d 5 h left');
    expect(formatTimeLeft('2026-11-23T13:20:30Z', now)).toBe('3 h 20 min left');
    expect(formatTimeLeft('2026-11-23T10:12:59Z', now)).toBe('12 min left');
    expect(formatTimeLeft('2026-11-23T09:59:00Z', now)).toBe('Hold ending now');
  });
});

describe('<TimeLeft>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:20Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down while the page stays open, down to the hold ending', () => {
    render(<TimeLeft until="2026-11-23T10:02:00Z" />);
    expect(screen.getByText('1 min left')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    expect(screen.getByText('1 min left')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Hold ending now')).toBeInTheDocument();
  });
});

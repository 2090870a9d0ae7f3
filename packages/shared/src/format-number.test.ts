import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './format-number.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** A deterministic spread of values: small, large, negative, with cents that round either way. */
function* samples(): Generator<number> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 20_000; i++) {
    const magnitude = 10 ** Math.floor(next() * 13);
    yield Math.round(next() * magnitude * 1000) / 1000;
    yield -Math.round(next() * magnitude * 100) / 100;
  }
}

describe('formatPrice', () => {
  it('writes dollars as people read them', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(999)).toBe('$999.00');
    expect(formatPrice(1000)).toBe('$1,000.00');
    expect(formatPrice(1_234_567.891)).toBe('$1,234,567.89');
    expect(formatPrice(-3)).toBe('-$3.00');
  });

  it("gives Intl's own text for every value, halves and edges included", () => {
    const edges = [0.005, 0.015, 1.005, 2.675, 0.125, 0.375, 99.995, 999.995, 123_456_789.125, 1e15, 1e20, 1e21, 1e-7];
    const negatives = [-0.001, -0.004, -0.005, -1e-7, -0];
    for (const value of [...edges, ...negatives, ...samples(), Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(value), String(value)).toBe(usd.format(value));
    }
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12)).toBe('12');
    expect(formatCount(123_456)).toBe('123,456');
    expect(formatCount(-1_000)).toBe('-1,000');
  });

  it("gives Intl's own text for whole counts and falls back to it for anything else", () => {
    for (const value of [...samples()].map(Math.trunc))
      expect(formatCount(value), String(value)).toBe(count.format(value));
    for (const value of [1.5, 2 ** 60, Number.NaN]) expect(formatCount(value)).toBe(count.format(value));
  });
});

import { describe, expect, it } from 'vitest';
import { withTypedQuoted } from './search-api.ts';

describe('withTypedQuoted', () => {
  it('puts each word named in quotes, found as typed whatever its case and accents', () => {
    expect(withTypedQuoted('Back sold strat', ['back', 'sold'])).toBe('"Back" "sold" strat');
    expect(withTypedQuoted('Café racer', ['cafe'])).toBe('"Café" racer');
  });

  it('leaves words already in quotes, and words that only contain one named, as they are', () => {
    expect(withTypedQuoted('"les pual" backs', ['pual', 'back'])).toBe('"les pual" backs');
    expect(withTypedQuoted('“back” back', ['back'])).toBe('“back” "back"');
  });
});

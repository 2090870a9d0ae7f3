import { describe, expect, it } from 'vitest';
import { suggestionQueries } from './suggestion-query.ts';

const suggestionQuery = (typed: string, words: string[], name: string) => suggestionQueries(typed, words)(name);

describe('suggestionQueries', () => {
  it('puts the name in place of the words it was suggested for, and keeps the rest as typed', () => {
    expect(suggestionQuery('fender str under $500', ['fender', 'str'], 'Fender Player Stratocaster')).toBe(
      'Fender Player Stratocaster under $500',
    );
    expect(suggestionQuery('used fender under 500 str', ['fender', 'str'], 'Fender Player Stratocaster')).toBe(
      'used Fender Player Stratocaster under 500',
    );
    // Accents and case as the box reads them.
    expect(suggestionQuery('Ramírez  2', ['ramirez', '2'], 'Ramirez 2NE')).toBe('Ramirez 2NE');
  });

  it('replaces the side of an "or" being typed, its words taken from the end', () => {
    expect(suggestionQuery('strat or tel', ['tel'], 'Fender Telecaster')).toBe('strat or Fender Telecaster');
    expect(suggestionQuery('fender strat or fender tel', ['fender', 'tel'], 'Fender Telecaster')).toBe(
      'fender strat or Fender Telecaster',
    );
  });

  it('is the name alone when nothing typed is replaced, or when the whole would be too long to search', () => {
    expect(suggestionQuery('lespa', ['les', 'pa'], 'Gibson Les Paul Studio')).toBe('Gibson Les Paul Studio');
    const long = `${'x'.repeat(190)} str`;
    expect(suggestionQuery(long, ['str'], 'Fender Player Stratocaster')).toBe('Fender Player Stratocaster');
  });
});

import { describe, expect, it } from 'vitest';
import { readPriceLimit } from './price-limit-words.ts';

describe('readPriceLimit', () => {
  it.each([
    ['les paul under 1000', 'les paul', 'under 1000', 1000],
    ['strat below $1,500 please', 'strat please', 'below $1,500', 1500],
    ['bass up to 2k', 'bass', 'up to 2k', 2000],
    ['Max 800 dollars acoustic', 'acoustic', 'Max 800 dollars', 800],
    ['less than 299.99$', '', 'less than 299.99$', 299.99],
    ['upto 1.5k tele', 'tele', 'upto 1.5k', 1500],
    ['tele under500', 'tele', 'under500', 500],
    // A word that only starts like a unit is no unit, and "in" is where, not inches.
    ['under 500 strategy', 'strategy', 'under 500', 500],
    ['strat under 500 in texas', 'strat in texas', 'under 500', 500],
  ])('reads "%s" as the rest and a limit', (text, rest, typed, maxPrice) => {
    expect(readPriceLimit(text)).toEqual({ rest, limit: { typed, maxPrice } });
  });

  it('leaves words that are no price limit as they are', () => {
    for (const text of [
      'under',
      'thunder 500',
      'under 500x',
      'under 5,00',
      'max',
      'fender 500',
      'under 0',
      'under 99999999',
      'les paul under 9 lbs',
      'up to 24 frets',
      'under 10 years old',
      'max 5 strings',
      'under 30 inches',
    ])
      expect(readPriceLimit(text)).toEqual({ rest: text, limit: null });
  });
});

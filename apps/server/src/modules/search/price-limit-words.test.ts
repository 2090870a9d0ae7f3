import { describe, expect, it } from 'vitest';
import { applyPriceLimits, readPriceLimits } from './price-limit-words.ts';

const upTo = (typed: string, maxPrice: number) => ({ typed, minPrice: null, maxPrice });
const from = (typed: string, minPrice: number) => ({ typed, minPrice, maxPrice: null });

describe('readPriceLimits', () => {
  it.each([
    ['les paul under 1000', 'les paul', 'under 1000', 1000],
    ['strat below $1,500 please', 'strat please', 'below $1,500', 1500],
    ['bass up to 2k', 'bass', 'up to 2k', 2000],
    ['Max 800 dollars acoustic', 'acoustic', 'Max 800 dollars', 800],
    ['less than 299.99$', '', 'less than 299.99$', 299.99],
    ['upto 1.5k tele', 'tele', 'upto 1.5k', 1500],
    ['tele under500', 'tele', 'under500', 500],
    ['no more than $700 sg', 'sg', 'no more than $700', 700],
    ['at most 650 bucks', '', 'at most 650 bucks', 650],
    ['strat $500 or less', 'strat', '$500 or less', 500],
    ['1k and under bass', 'bass', '1k and under', 1000],
    ['tele 800 max', 'tele', '800 max', 800],
    // A word that only starts like a unit is no unit, and "in" is where, not inches.
    ['under 500 strategy', 'strategy', 'under 500', 500],
    ['strat under 500 in texas', 'strat in texas', 'under 500', 500],
    ['bass <700', 'bass', '<700', 700],
    ['les paul <= $1,500', 'les paul', '<= $1,500', 1500],
    ['acoustic under a grand', 'acoustic', 'under a grand', 1000],
    ['strat less than 1.5 grand', 'strat', 'less than 1.5 grand', 1500],
    ['sub 500 strat', 'strat', 'sub 500', 500],
    // A budget: "for" money, or a number of a hundred or more that is no year.
    ['what can i get for 500', 'what can i get', 'for 500', 500],
    ['best guitar for $300', 'best guitar', 'for $300', 300],
    ['les paul for 1.5k', 'les paul', 'for 1.5k', 1500],
    ['acoustic sub $1k', 'acoustic', 'sub $1k', 1000],
    // A budget named so: "budget" alone was left out as a word of price, and the number required in the listing.
    ['budget 500', '', 'budget 500', 500],
    ['strat budget of $800', 'strat', 'budget of $800', 800],
    ['my budget is 1.2k acoustic', 'my acoustic', 'budget is 1.2k', 1200],
    ['bass, budget: 600', 'bass,', 'budget: 600', 600],
  ])('reads "%s" as the rest and a highest price', (text, rest, typed, maxPrice) => {
    expect(readPriceLimits(text)).toEqual({ rest, limits: [upTo(typed, maxPrice)] });
  });

  it.each([
    ['strat over 500', 'strat', 'over 500', 500],
    ['tele above $1,000', 'tele', 'above $1,000', 1000],
    ['More than 2k les paul', 'les paul', 'More than 2k', 2000],
    ['at least 800 dollars martin', 'martin', 'at least 800 dollars', 800],
    ['min 300 bass', 'bass', 'min 300', 300],
    ['minimum $250.50', '', 'minimum $250.50', 250.5],
    ['starting at $400 jazzmaster', 'jazzmaster', 'starting at $400', 400],
    ['les paul $1000+', 'les paul', '$1000+', 1000],
    ['1,500 and up martin', 'martin', '1,500 and up', 1500],
    ['2k or more', '', '2k or more', 2000],
    // "from" takes money only: "from 1965" is a year.
    ['from $500 strat', 'strat', 'from $500', 500],
    ['starting from 1.2k', '', 'starting from 1.2k', 1200],
    ['From 800 dollars', '', 'From 800 dollars', 800],
    ['bass >500', 'bass', '>500', 500],
    ['martin over 2 grand', 'martin', 'over 2 grand', 2000],
  ])('reads "%s" as the rest and a lowest price', (text, rest, typed, minPrice) => {
    expect(readPriceLimits(text)).toEqual({ rest, limits: [from(typed, minPrice)] });
  });

  it.each([
    ['strat between 500 and 1000', 'strat', 'between 500 and 1000', 500, 1000],
    ['between $1k and $2k gibson', 'gibson', 'between $1k and $2k', 1000, 2000],
    ['tele $500-$1,000', 'tele', '$500-$1,000', 500, 1000],
    ['sg $500 - 1000', 'sg', '$500 - 1000', 500, 1000],
    ['1k-2k acoustic', 'acoustic', '1k-2k', 1000, 2000],
    ['bass $300 to $600', 'bass', '$300 to $600', 300, 600],
    ['400 to 700 dollars', '', '400 to 700 dollars', 400, 700],
    ['acoustic 200-500', 'acoustic', '200-500', 200, 500],
    ['strat 500 to 1200', 'strat', '500 to 1200', 500, 1200],
    ['1000-2000 les paul', 'les paul', '1000-2000', 1000, 2000],
    // Typed the other way round, it is still the range between them.
    ['between 1000 and 500', '', 'between 1000 and 500', 500, 1000],
    // An approximate price: a fifth either side, in whole dollars.
    ['strat around $500', 'strat', 'around $500', 400, 600],
    ['About 1.5k les paul', 'les paul', 'About 1.5k', 1200, 1800],
    ['roughly 250 acoustic', 'acoustic', 'roughly 250', 200, 300],
    ['tele ~$899', 'tele', '~$899', 719, 1079],
    ['approx 2000 dollars martin', 'martin', 'approx 2000 dollars', 1600, 2400],
    ['approx. $700', '', 'approx. $700', 560, 840],
    ['around a grand', '', 'around a grand', 800, 1200],
    // Money with no word of a limit is an approximate price too.
    ['acoustic $500', 'acoustic', '$500', 400, 600],
    ['strat 600 bucks', 'strat', '600 bucks', 480, 720],
    ['les paul 2 grand', 'les paul', '2 grand', 1600, 2400],
    ['1,000 dollars martin', 'martin', '1,000 dollars', 800, 1200],
    // Or with "ish" after it.
    ['strat 600ish', 'strat', '600ish', 480, 720],
    ['$1,500-ish les paul', 'les paul', '$1,500-ish', 1200, 1800],
    ['tele 1k ish', 'tele', '1k ish', 800, 1200],
  ])('reads "%s" as the rest and a price range', (text, rest, typed, minPrice, maxPrice) => {
    expect(readPriceLimits(text)).toEqual({ rest, limits: [{ typed, minPrice, maxPrice }] });
  });

  it('reads a lowest and a highest price typed apart, as typed', () => {
    expect(readPriceLimits('strat over $500 under $1,000 sunburst')).toEqual({
      rest: 'strat sunburst',
      limits: [from('over $500', 500), upTo('under $1,000', 1000)],
    });
  });

  it('keeps a lowest price above the highest one as words: they cannot both hold', () => {
    expect(readPriceLimits('over 900 under 500')).toEqual({ rest: 'over 900', limits: [upTo('under 500', 500)] });
  });

  it('leaves words that are no price limit as they are', () => {
    for (const text of [
      'under',
      'over',
      'thunder 500',
      'overdrive 500',
      'mini 500',
      'under 500x',
      'under 5,00',
      'max',
      'fender 500',
      'under 0',
      'over 0',
      'under 99999999',
      'les paul under 9 lbs',
      'up to 24 frets',
      'under 10 years old',
      'over 20 years old',
      'at least 22 frets',
      'max 5 strings',
      '20+ years',
      '7 or more strings',
      'strat 2015+',
      '1965 or less',
      '500+x',
      'under 30 inches',
      // Years, not prices, and plain numbers that do not read as a range of prices.
      '1960-1970',
      'strat 1990 to 1995',
      'mim 2005-2010',
      '4-5',
      '20-50',
      '1000-500',
      'between 1960 and 1970',
      'between 0 and 500',
      // A year, a count or a small number said roughly is no price.
      'les paul around 1959',
      'about 1965',
      'around 20 years old',
      'roughly 22 frets',
      'around 60',
      'aboutface 500',
      'from 1965',
      'strat from 500',
      'from texas',
      // "k" alone may be a name, a plain number anything; "grand" a body.
      'ibanez 2k',
      'grand',
      'taylor grand auditorium',
      'a grand concert',
      'under a grandma',
      '2 grand auditorium',
      'suburban 500',
      'case for 2 guitars',
      'strap for 12 string',
      'for 1965 strat',
      'pickups for 50',
      'looking for 500 series',
      // A plain number a budget would not be: a model's ("hard case for 335").
      'hard case for 335',
      'pickguard for 214',
      'sub',
      '1965ish les paul',
      '40ish',
    ])
      expect(readPriceLimits(text), text).toEqual({ rest: text, limits: [] });
  });
});

describe('applyPriceLimits', () => {
  const range = { typed: 'between 500 and 1000', minPrice: 500, maxPrice: 1000 };

  it('applies what the filter leaves unset, and says what it applied', () => {
    expect(applyPriceLimits([range], {})).toEqual({
      minPrice: 500,
      maxPrice: 1000,
      leftOut: [{ words: 'between 500 and 1000', reason: 'price-limit', minPrice: 500, maxPrice: 1000 }],
    });
    expect(applyPriceLimits([upTo('under 500', 500)], { minPrice: 200 })).toEqual({
      minPrice: 200,
      maxPrice: 500,
      leftOut: [{ words: 'under 500', reason: 'price-limit', minPrice: null, maxPrice: 500 }],
    });
  });

  it("lets the filter's own price win, and applies none that crosses it", () => {
    expect(applyPriceLimits([range], { maxPrice: 800 })).toEqual({
      minPrice: 500,
      maxPrice: 800,
      leftOut: [{ words: 'between 500 and 1000', reason: 'price-limit', minPrice: 500, maxPrice: null }],
    });
    expect(applyPriceLimits([upTo('under 500', 500)], { minPrice: 600 })).toEqual({
      minPrice: 600,
      maxPrice: undefined,
      leftOut: [{ words: 'under 500', reason: 'price-limit', minPrice: null, maxPrice: null }],
    });
    expect(applyPriceLimits([from('over 500', 500)], { maxPrice: 400 })).toEqual({
      minPrice: undefined,
      maxPrice: 400,
      leftOut: [{ words: 'over 500', reason: 'price-limit', minPrice: null, maxPrice: null }],
    });
  });

  it('changes nothing without a limit', () => {
    expect(applyPriceLimits([], { minPrice: 1, maxPrice: 2 })).toEqual({ minPrice: 1, maxPrice: 2, leftOut: [] });
  });
});

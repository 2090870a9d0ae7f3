import { describe, expect, it } from 'vitest';
import { readBuiltYears } from './built-year-words.ts';

const built = (typed: string, fromYear: number | null, toYear: number | null) => ({ typed, fromYear, toYear });

describe('readBuiltYears', () => {
  it.each([
    // Before a year: built up to the year before it.
    ['strat older than 2010', 'strat', built('older than 2010', null, 2009)],
    ['les paul before 1980', 'les paul', built('before 1980', null, 1979)],
    ['pre-2000 tele', 'tele', built('pre-2000', null, 1999)],
    ['pre 1965 strat', 'strat', built('pre 1965', null, 1964)],
    ['martin prior to 1970', 'martin', built('prior to 1970', null, 1969)],
    ['1990 or older bass', 'bass', built('1990 or older', null, 1990)],
    ['1975 and earlier', '', built('1975 and earlier', null, 1975)],
    // After a year, or from it on.
    ['acoustic after 2018', 'acoustic', built('after 2018', 2019, null)],
    ['newer than 2015 strat', 'strat', built('newer than 2015', 2016, null)],
    ['post-2010 sg', 'sg', built('post-2010', 2011, null)],
    ['strat 2015+', 'strat', built('2015+', 2015, null)],
    ['2018 or newer taylor', 'taylor', built('2018 or newer', 2018, null)],
    ['2012 and up', '', built('2012 and up', 2012, null)],
    ['since 2016 les paul', 'les paul', built('since 2016', 2016, null)],
    // A span of years.
    ['strat 2010-2015', 'strat', built('2010-2015', 2010, 2015)],
    ['mim 2005–2010', 'mim', built('2005–2010', 2005, 2010)],
    ['les paul 1990 to 1995', 'les paul', built('1990 to 1995', 1990, 1995)],
    ['from 1960 to 1969 strat', 'strat', built('from 1960 to 1969', 1960, 1969)],
    ['between 1960 and 1970', '', built('between 1960 and 1970', 1960, 1970)],
    ['between 1970 and 1960 tele', 'tele', built('between 1970 and 1960', 1960, 1970)],
    // One year, said so.
    ['strat made in 2015', 'strat', built('made in 2015', 2015, 2015)],
    ['built in 1972 les paul', 'les paul', built('built in 1972', 1972, 1972)],
    // A decade, as vintage buyers say it: its first year, or its last.
    ['pre 70s strat', 'strat', built('pre 70s', null, 1969)],
    ['pre-1970s tele', 'tele', built('pre-1970s', null, 1969)],
    ["before the '80s", '', built("before the '80s", null, 1979)],
    ['70s or older les paul', 'les paul', built('70s or older', null, 1979)],
    ['post 70s', '', built('post 70s', 1980, null)],
    ['after the 90s martin', 'martin', built('after the 90s', 2000, null)],
    ["80's or newer", '', built("80's or newer", 1980, null)],
    ['since the 2010s', '', built('since the 2010s', 2010, null)],
    ['strat 70s-80s', 'strat', built('70s-80s', 1970, 1989)],
    ['between the 60s and the 70s', '', built('between the 60s and the 70s', 1960, 1979)],
    ['made in the 70s', '', built('made in the 70s', 1970, 1979)],
    ['2000s-2010s', '', built('2000s-2010s', 2000, 2019)],
    // Spelt out, as it is said.
    ['pre sixties strat', 'strat', built('pre sixties', null, 1959)],
    ['Made in the Seventies', '', built('Made in the Seventies', 1970, 1979)],
    ['fifties to sixties', '', built('fifties to sixties', 1950, 1969)],
    // "built" or "made" before a bound or a span is read with it: as a keyword no listing says it.
    ['strat built after 2015', 'strat', built('built after 2015', 2016, null)],
    ['made before 1980 les paul', 'les paul', built('made before 1980', null, 1979)],
    ['built between 1990 and 1995', '', built('built between 1990 and 1995', 1990, 1995)],
    ['made from 1960 to 1969 strat', 'strat', built('made from 1960 to 1969', 1960, 1969)],
    ['manufactured 2010-2015', '', built('manufactured 2010-2015', 2010, 2015)],
    ['built 2018 or newer taylor', 'taylor', built('built 2018 or newer', 2018, null)],
    ['made since 2016', '', built('made since 2016', 2016, null)],
    ['built 1990 or earlier', '', built('built 1990 or earlier', null, 1990)],
    ['made in 2015 or newer', '', built('made in 2015 or newer', 2015, null)],
    // The field's name, as a form's label is typed: as a keyword no listing says it.
    ['year 2015', '', built('year 2015', 2015, 2015)],
    ['strat yr: 2015', 'strat', built('yr: 2015', 2015, 2015)],
    ['model year 1972 les paul', 'les paul', built('model year 1972', 1972, 1972)],
    ['year 2011 or newer', '', built('year 2011 or newer', 2011, null)],
    ['years 2010-2015 strat', 'strat', built('years 2010-2015', 2010, 2015)],
    ['year before 1980', '', built('year before 1980', null, 1979)],
    ['2015 model strat', 'strat', built('2015 model', 2015, 2015)],
    ['a 1972 model year tele', 'a tele', built('1972 model year', 1972, 1972)],
    ['70s model', '', built('70s model', 1970, 1979)],
    // A part of a decade: early, mid and late overlap, as buyers' words do.
    ['early 70s strat', 'strat', built('early 70s', 1970, 1974)],
    ['the mid-90s', '', built('the mid-90s', 1993, 1997)],
    ['les paul late sixties', 'les paul', built('late sixties', 1966, 1969)],
    ["mid '70s", '', built("mid '70s", 1973, 1977)],
    ['Early 2010s taylor', 'taylor', built('Early 2010s', 2010, 2014)],
    ['made in the late 1980s', '', built('made in the late 1980s', 1986, 1989)],
    ['late 70s model tele', 'tele', built('late 70s model', 1976, 1979)],
    ['mid 00s', '', built('mid 00s', 2003, 2007)],
  ])('reads "%s" as the rest and the years built', (text, rest, years) => {
    expect(readBuiltYears(text)).toEqual({ rest, years: [years] });
  });

  it.each([
    ['strat under 5 years old', 'strat', built('under 5 years old', 2021, null)],
    ['less than 10 yrs old taylor', 'taylor', built('less than 10 yrs old', 2016, null)],
    ['younger than 3 years old', '', built('younger than 3 years old', 2023, null)],
    ['10 years old or newer', '', built('10 years old or newer', 2016, null)],
    ['les paul over 20 years old', 'les paul', built('over 20 years old', null, 2006)],
    ['more than 30 years old', '', built('more than 30 years old', null, 1996)],
    ['20+ years old martin', 'martin', built('20+ years old', null, 2006)],
    ['50 year old guitar', 'guitar', built('50 year old', 1976, 1976)],
    ['a 10-year-old strat', 'a strat', built('10-year-old', 2016, 2016)],
    ['martin older than 30 years', 'martin', built('older than 30 years', null, 1996)],
    ['younger than 5 yrs', '', built('younger than 5 yrs', 2021, null)],
  ])('reads the age in "%s" as years built, counted from 2026', (text, rest, years) => {
    expect(readBuiltYears(text, 2026)).toEqual({ rest, years: [years] });
  });

  it('counts an age from the year it is asked in', () => {
    expect(readBuiltYears('under 5 years old', 2030).years).toEqual([built('under 5 years old', 2025, null)]);
  });

  it('reads a bound on each side, as typed, and a span first', () => {
    expect(readBuiltYears('after 2010 strat before 2016')).toEqual({
      rest: 'strat',
      years: [built('after 2010', 2011, null), built('before 2016', null, 2015)],
    });
    expect(readBuiltYears('2010-2015 before 2013')).toEqual({
      rest: 'before 2013',
      years: [built('2010-2015', 2010, 2015)],
    });
  });

  it('keeps bounds that cannot both hold as words', () => {
    expect(readBuiltYears('before 2000 after 2010')).toEqual({
      rest: 'after 2010',
      years: [built('before 2000', null, 1999)],
    });
  });

  it('leaves words that are no years built as they are', () => {
    for (const text of [
      '1965',
      'strat 1965',
      'sixties strat',
      'pre twenties',
      'from 1965',
      'made in usa',
      'made in japan 1985',
      'before',
      'pre 1850',
      'after 2100',
      'strat 2015-2010',
      'between 1960 and 500',
      'les paul 1959 reissue',
      'year',
      'played for years',
      'model 1965',
      '1965 modeled',
      'under 2000',
      '2015++',
      'since2016x',
      'prewar',
      'premier 2000',
      'post 1,000',
      'before 1965.5',
      // A decade alone is a keyword: listings hold it as a word (migration 0022).
      '70s strat',
      'the 1970s',
      "70's",
      'pre 75s',
      'strat 80s-70s',
      'pre 7s',
      // No age: a guitar not yet built, or older than any year a listing can give; "old" alone.
      '200 years old',
      '0 years old',
      'old strat',
      'years old',
      // A player's age, not the guitar's.
      'guitar for a 10 year old',
      'for my 8 year old',
      'strat for 12 year olds',
      '10 year old son',
      'bass for a 14-year-old beginner',
      // Only a decade has parts.
      'late 2015',
      'early 1965 strat',
      'mid',
      'late model',
    ])
      expect(readBuiltYears(text), text).toEqual({ rest: text, years: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { highlightParts, searchWords } from './highlight.ts';

describe('highlightParts', () => {
  it('marks whole words that start with a term, ignoring case and accents', () => {
    expect(highlightParts('Fender Stratocaster in Café', ['strat', 'cafe'])).toEqual([
      { text: 'Fender ', match: false },
      { text: 'Stratocaster', match: true },
      { text: ' in ', match: false },
      { text: 'Café', match: true },
    ]);
  });

  it("marks a US state's code only whole, as search finds it: not every word it starts", () => {
    const parts = highlightParts('Hard case, flamed maple. Collected in San Diego, CA', ['ca', 'fl']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['CA']);
    // Another two letters still start words.
    expect(highlightParts('Esquire', ['es']).filter((p) => p.match)).toEqual([{ text: 'Esquire', match: true }]);
  });

  it('marks an abbreviation of two letters only whole, as search finds it: "lp" is no "LPB", "cs" no "CSX"', () => {
    const marked = (text: string, terms: string[]) =>
      highlightParts(text, terms)
        .filter((p) => p.match)
        .map((p) => p.text);
    expect(marked('Epiphone LP Special in LPB, not the LP-100', ['lp', 'les paul'])).toEqual(['LP', 'LP-100']);
    expect(marked('Fender CS Relic beside a CSX', ['cs'])).toEqual(['CS']);
    expect(marked('Lefty SG, LH, LHS pickups', ['lh', 'lefty'])).toEqual(['Lefty', 'LH']);
  });

  it('marks a term of several words only where its words follow one another, punctuation between them', () => {
    const marked = (text: string, terms: string[]) =>
      highlightParts(text, terms)
        .filter((p) => p.match)
        .map((p) => p.text);
    expect(marked('Les Paul Studio, Saint Paul, MN', ['st paul', 'saint paul', 'minneapolis'])).toEqual([
      'Saint',
      'Paul',
    ]);
    expect(marked('Picked up in St. Paul from a shop in San Diego', ['st paul', 'san francisco'])).toEqual([
      'St',
      'Paul',
    ]);
    // The words it shares with a single term are marked once.
    expect(highlightParts('A Gibson Les Paul', ['les paul', 'paul'])).toEqual([
      { text: 'A Gibson ', match: false },
      { text: 'Les', match: true },
      { text: ' ', match: false },
      { text: 'Paul', match: true },
    ]);
    // Each word starts with its term's word, as search matches a word: "Franciscan" is not "Francisco".
    expect(marked('San Franciscan seller', ['san francisco'])).toEqual([]);
  });

  it('keeps markup in a listing as plain text parts', () => {
    const parts = highlightParts('<img src=x onerror=alert(1)> Les Paul', ['paul']);
    expect(parts.map((p) => p.text).join('')).toBe('<img src=x onerror=alert(1)> Les Paul');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Paul']);
  });

  it('marks a model number whole when a term starts its joined form, its letters or its number', () => {
    const marked = (text: string, terms: string[]) =>
      highlightParts(text, terms)
        .filter((p) => p.match)
        .map((p) => p.text);
    expect(marked('Martin D-28 Dreadnought', ['d28'])).toEqual(['D-28']);
    expect(marked('Martin D-28', ['d', '28'])).toEqual(['D-28']);
    expect(marked('Martin D-28 Dreadnought', ['28'])).toEqual(['D-28']);
    expect(marked('Gibson J45 Standard', ['45'])).toEqual(['J45']);
    expect(marked('Martin HD-28V', ['hd28'])).toEqual(['HD-28V']);
    // Written as capitals and a number, as the search finds it by "es335" (decision 0083).
    expect(marked('Gibson ES 335 Dot', ['es335'])).toEqual(['ES 335']);
    expect(marked('Gibson ES 335 Dot', ['335'])).toEqual(['ES 335']);
    expect(marked('Collings OM 2H, 2019', ['om2'])).toEqual(['OM 2H']);
    // Not a model number: each word on its own, as before.
    expect(marked('Winston-Salem 1959-1960', ['salem', '1960'])).toEqual(['Salem', '1960']);
    expect(marked('Made in 1965, GIBSON 12 strings', ['in1965', 'gibson12'])).toEqual([]);
    expect(marked('Made in 1965, GIBSON 12 strings', ['1965', 'gibson'])).toEqual(['1965', 'GIBSON']);
    expect(marked('Martin D-28', ['artin', '8'])).toEqual([]);
  });

  it('answers the text whole when nothing matches or no term is given', () => {
    expect(highlightParts('Gibson', ['fender'])).toEqual([{ text: 'Gibson', match: false }]);
    expect(highlightParts('Gibson', [])).toEqual([{ text: 'Gibson', match: false }]);
  });
});

describe('searchWords', () => {
  it('keeps letters and digits only, so operators and quotes are never passed on', () => {
    expect(searchWords(`"Les" & !Paul | *:'1959'`)).toEqual(['les', 'paul', '1959']);
  });
});

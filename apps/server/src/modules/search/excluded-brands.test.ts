import { describe, expect, it } from 'vitest';
import { brandExclusionTsquery, readExcludedBrands } from './excluded-brands.ts';

describe('readExcludedBrands', () => {
  it('reads a maker after "not" and its other words, as typed and as the list spells it', () => {
    expect(readExcludedBrands('strat not Squier')).toEqual({
      rest: 'strat',
      brands: [{ typed: 'not Squier', brand: 'Squier' }],
    });
    const cases: [string, string, string][] = [
      ['acoustic no yamaha', 'no yamaha', 'Yamaha'],
      ['les paul but not an epiphone', 'but not an epiphone', 'Epiphone'],
      ['bass except squiers', 'except squiers', 'Squier'],
      ['jazz bass non-squier', 'non-squier', 'Squier'],
      ['classical excluding Ramirez', 'excluding Ramirez', 'Ramírez'],
      ['violin bass without HÖFNER', 'without HÖFNER', 'Höfner'],
      ['humbucker anything but gibson', 'anything but gibson', 'Gibson'],
      ['superstrat other than ibanez', 'other than ibanez', 'Ibanez'],
      ['solid body not paul reed smith', 'not paul reed smith', 'PRS'],
      ['warlock not a b.c. rich', 'not a b.c. rich', 'B.C. Rich'],
      ['warlock not bc rich', 'not bc rich', 'B.C. Rich'],
      ['tele not g&l', 'not g&l', 'G&L'],
      ['stingray no sterling by music man', 'no sterling by music man', 'Sterling by Music Man'],
      ['stingray not music man', 'not music man', 'Music Man'],
    ];
    for (const [text, typed, brand] of cases) {
      const { brands, rest } = readExcludedBrands(text);
      expect(brands, text).toEqual([{ typed, brand }]);
      expect(rest, text).toBe(text.replace(typed, '').trim());
    }
  });

  it('leaves "not" before any other word, and a maker without "not", as they are', () => {
    for (const text of [
      'not bad',
      'no trem',
      'fender strat',
      'strat without case',
      'notsquier',
      'not squierx',
      'no martinez',
      'nogibson',
    ])
      expect(readExcludedBrands(text), text).toEqual({ rest: text, brands: [] });
  });

  it('reads each maker once, and five at most', () => {
    expect(readExcludedBrands('not squier no Squier').brands).toEqual([{ typed: 'not squier', brand: 'Squier' }]);
    const { brands, rest } = readExcludedBrands(
      'guitar not squier not epiphone not yamaha not ibanez not cort not dean',
    );
    expect(brands.map(({ brand }) => brand)).toEqual(['Squier', 'Epiphone', 'Yamaha', 'Ibanez', 'Cort']);
    expect(rest).toBe('guitar');
  });
});

describe('brandExclusionTsquery', () => {
  it('negates the maker in the name and brand only, whole, and PRS by its full name too', () => {
    const { brands } = readExcludedBrands('not squier not b.c. rich not prs');
    expect(brandExclusionTsquery(brands)).toBe(
      '!(squier:A) & !(b:A <-> c:A <-> rich:A) & !((prs:A) | (paul:A <-> reed:A <-> smith:A))',
    );
    expect(brandExclusionTsquery([])).toBeNull();
  });
});

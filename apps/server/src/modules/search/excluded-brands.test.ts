import { describe, expect, it } from 'vitest';
import { brandExclusionTsquery, readExcludedBrands } from './excluded-brands.ts';

describe('readExcludedBrands', () => {
  it('reads a maker after "not" and its other words, as typed and as the list spells it', () => {
    expect(readExcludedBrands('strat not Squier')).toEqual({
      rest: 'strat',
      excludedBrands: [{ typed: 'not Squier', brands: ['Squier'] }],
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
      ['bass not ernie ball music man', 'not ernie ball music man', 'Music Man'],
      ['bass not ernie ball', 'not ernie ball', 'Music Man'],
      ['bass not ebmm', 'not ebmm', 'Music Man'],
    ];
    for (const [text, typed, brand] of cases) {
      const { excludedBrands, rest } = readExcludedBrands(text);
      expect(excludedBrands, text).toEqual([{ typed, brands: [brand] }]);
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
      'no martinez',
      // One slip from a maker, but words of their own; and one slip from a maker of five letters or fewer.
      'no render',
      'not tailor',
      'no builds',
      'no bender',
      'not deen',
      'nogibson',
    ])
      expect(readExcludedBrands(text), text).toEqual({ rest: text, excludedBrands: [] });
  });

  it('reads a maker one slip of the fingers from its name, as the list spells it', () => {
    const cases: [string, string, string[]][] = [
      ['strat not squire', 'not squire', ['Squier']],
      ['bass no squires', 'no squires', ['Squier']],
      ['acoustic not yamah', 'not yamah', ['Yamaha']],
      ['les paul not gibsen', 'not gibsen', ['Gibson']],
      ['les paul no epiphon or ibanes', 'no epiphon or ibanes', ['Epiphone', 'Ibanez']],
      ['classical not cordova', 'not cordova', ['Cordoba']],
      // A letter more, two swapped at the end.
      ['tele no fendder', 'no fendder', ['Fender']],
      ['dreadnought not martni', 'not martni', ['Martin']],
    ];
    for (const [text, typed, brands] of cases) {
      const { excludedBrands, rest } = readExcludedBrands(text);
      expect(excludedBrands, text).toEqual([{ typed, brands }]);
      expect(rest, text).toBe(text.replace(typed, '').trim());
    }
  });

  it('reads several makers after one "not": neither is wanted', async () => {
    const cases: [string, string, string[]][] = [
      ['les paul not squier or epiphone', 'not squier or epiphone', ['Squier', 'Epiphone']],
      ['strat no squier, epiphone or an ibanez', 'no squier, epiphone or an ibanez', ['Squier', 'Epiphone', 'Ibanez']],
      ['strat not squier/fender', 'not squier/fender', ['Squier', 'Fender']],
      ['strat neither squier nor epiphone', 'neither squier nor epiphone', ['Squier', 'Epiphone']],
      ['strat not squier nor epiphone', 'not squier nor epiphone', ['Squier', 'Epiphone']],
      ['tele not g&l or squier', 'not g&l or squier', ['G&L', 'Squier']],
    ];
    for (const [text, typed, brands] of cases) {
      const { excludedBrands, rest } = readExcludedBrands(text);
      expect(excludedBrands, text).toEqual([{ typed, brands }]);
      expect(rest, text).toBe(text.replace(typed, '').trim());
    }
    // "or" before a word that names no maker is not read with them.
    expect(readExcludedBrands('not squier or cheap')).toEqual({
      rest: 'or cheap',
      excludedBrands: [{ typed: 'not squier', brands: ['Squier'] }],
    });
  });

  it('reads each maker once, and five at most', () => {
    expect(readExcludedBrands('not squier no Squier')).toEqual({
      rest: '',
      excludedBrands: [{ typed: 'not squier', brands: ['Squier'] }],
    });
    const { excludedBrands, rest } = readExcludedBrands(
      'guitar not squier not epiphone or yamaha not ibanez not cort not dean',
    );
    expect(excludedBrands.flatMap(({ brands }) => brands)).toEqual(['Squier', 'Epiphone', 'Yamaha', 'Ibanez', 'Cort']);
    expect(rest).toBe('guitar');
  });
});

describe('brandExclusionTsquery', () => {
  it('negates the maker in the name and brand only, whole, and PRS by its full name too', () => {
    const { excludedBrands } = readExcludedBrands('not squier not b.c. rich or prs');
    expect(brandExclusionTsquery(excludedBrands)).toBe(
      '!(squier:A) & !(b:A <-> c:A <-> rich:A) & !((prs:A) | (paul:A <-> reed:A <-> smith:A))',
    );
    expect(brandExclusionTsquery([])).toBeNull();
  });
});

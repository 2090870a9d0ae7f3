import { describe, expect, it } from 'vitest';
import { readMakerLists } from './maker-lists.ts';

describe('readMakerLists', () => {
  it('puts "or" between makers listed, however they are joined', () => {
    for (const [typed, read] of [
      ['fender and gibson', 'fender or gibson'],
      ['fender & gibson strat', 'fender or gibson strat'],
      ['fender/gibson', 'fender or gibson'],
      ['taylor, martin, and gibson acoustics', 'taylor or martin or gibson acoustics'],
      ['Fender + Gibson', 'Fender or Gibson'],
      ['a fender and a gibson', 'a fender or a gibson'],
      ['squire and epiphone', 'squire or epiphone'],
      ['music man and g&l', 'music man or g&l'],
    ])
      expect(readMakerLists(typed!), typed).toBe(read);
  });

  it('reads "vs" between any two words as "or"', () => {
    expect(readMakerLists('strat vs tele')).toBe('strat or tele');
    expect(readMakerLists('strat vs. tele')).toBe('strat or tele');
    expect(readMakerLists('les paul versus sg')).toBe('les paul or sg');
  });

  it('leaves other words as typed', () => {
    for (const typed of [
      'fender and strat',
      'strat and tele',
      'g&l',
      'g & l asat',
      'fender',
      'fender, sunburst',
      'vs',
      'case and gig bag',
      'fender and',
    ])
      expect(readMakerLists(typed), typed).toBe(typed);
  });
});

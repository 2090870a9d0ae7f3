import { describe, expect, it } from 'vitest';
import { readMakerLists, withEachMaker } from './maker-lists.ts';

describe('readMakerLists', () => {
  it('reads makers listed, however they are joined, as the first maker, and lists them all', () => {
    for (const [typed, rest, makers] of [
      ['fender and gibson', 'Fender', [['fender'], ['gibson']]],
      ['fender & gibson strat', 'Fender strat', [['fender'], ['gibson']]],
      ['basses fender/gibson', 'basses Fender', [['fender'], ['gibson']]],
      ['taylor, martin, and gibson acoustics', 'Taylor acoustics', [['taylor'], ['martin'], ['gibson']]],
      ['Fender + Gibson', 'Fender', [['fender'], ['gibson']]],
      ['a fender and a gibson', 'Fender', [['fender'], ['gibson']]],
      ['fender or gibson strat', 'Fender strat', [['fender'], ['gibson']]],
      ['squire and epiphone', 'Squier', [['squier'], ['epiphone']]],
      [
        'music man and g&l',
        'Music Man',
        [
          ['music', 'man'],
          ['g', 'l'],
        ],
      ],
      ['fender, fender and gibson', 'Fender', [['fender'], ['gibson']]],
    ] as const)
      expect(readMakerLists(typed), typed).toEqual({ rest, makerLists: [makers] });
  });

  it('reads "vs" between any two other words as "or"', () => {
    expect(readMakerLists('strat vs tele')).toEqual({ rest: 'strat or tele', makerLists: [] });
    expect(readMakerLists('strat vs. tele')).toEqual({ rest: 'strat or tele', makerLists: [] });
    expect(readMakerLists('les paul versus sg')).toEqual({ rest: 'les paul or sg', makerLists: [] });
    expect(readMakerLists('fender vs gibson').makerLists).toEqual([[['fender'], ['gibson']]]);
  });

  it('reads a slash between two other words as "or", and leaves shorthand and numbers', () => {
    expect(readMakerLists('strat/tele')).toEqual({ rest: 'strat or tele', makerLists: [] });
    expect(readMakerLists('strat / les paul')).toEqual({ rest: 'strat or les paul', makerLists: [] });
    expect(readMakerLists('strats/teles/jazzmasters')).toEqual({
      rest: 'strats or teles or jazzmasters',
      makerLists: [],
    });
    expect(readMakerLists('fender/gibson').makerLists).toEqual([[['fender'], ['gibson']]]);
    for (const typed of ['p/j bass', 'strat w/ case', 'n/a', '3/4 size', 'hss/2'])
      expect(readMakerLists(typed), typed).toEqual({ rest: typed, makerLists: [] });
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
      expect(readMakerLists(typed), typed).toEqual({ rest: typed, makerLists: [] });
  });
});

describe('withEachMaker', () => {
  it('gives the words once with each maker of the list in place of the first', () => {
    expect(withEachMaker(['used', 'fender', 'str'], [[['fender'], ['music', 'man']]])).toEqual([
      ['used', 'fender', 'str'],
      ['used', 'music', 'man', 'str'],
    ]);
    expect(withEachMaker(['music', 'man', 'st'], [[['music', 'man'], ['gibson']]])).toEqual([
      ['music', 'man', 'st'],
      ['gibson', 'st'],
    ]);
  });

  it('gives the words alone without a list they hold', () => {
    expect(withEachMaker(['fender', 'str'], [])).toEqual([['fender', 'str']]);
    expect(withEachMaker(['strat'], [[['fender'], ['gibson']]])).toEqual([['strat']]);
  });
});

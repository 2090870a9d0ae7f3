import { describe, expect, it } from 'vitest';
import { asTyped, spellReadWords } from './read-word-slips.ts';

describe('spellReadWords', () => {
  it.each([
    ['strat in excelent condition', 'strat in excellent condition', [['excelent', 'excellent']]],
    [
      'Exellent conditon tele',
      'excellent condition tele',
      [
        ['Exellent', 'excellent'],
        ['conditon', 'condition'],
      ],
    ],
    ['mint condtion', 'mint condition', [['condtion', 'condition']]],
    ['yamaha beginer', 'yamaha beginner', [['beginer', 'beginner']]],
    ['beginers bass', 'beginners bass', [['beginers', 'beginners']]],
    ['afordable acoustic', 'affordable acoustic', [['afordable', 'affordable']]],
    ['rosewood fretbaord', 'rosewood fretboard', [['fretbaord', 'fretboard']]],
    ['electirc bass', 'electric bass', [['electirc', 'electric']]],
    // Guitars' parts and woods, which listings name in their descriptions only.
    ['humbuker strat', 'humbucker strat', [['humbuker', 'humbucker']]],
    ['humbukers', 'humbuckers', [['humbukers', 'humbuckers']]],
    ['pickgaurd', 'pickguard', [['pickgaurd', 'pickguard']]],
    ['pikcup', 'pickup', [['pikcup', 'pickup']]],
    ['mahogony body', 'mahogany body', [['mahogony', 'mahogany']]],
    ['rosewod', 'rosewood', [['rosewod', 'rosewood']]],
    ['headstok', 'headstock', [['headstok', 'headstock']]],
    ['cutaway', 'cutaway', []],
    ['cutawy', 'cutaway', [['cutawy', 'cutaway']]],
  ])('spells "%s" as "%s"', (typed, text, slips) => {
    expect(spellReadWords(typed)).toEqual({ text, slips: slips.map(([from, to]) => ({ from, to })) });
  });

  it.each([
    'strat in excellent condition',
    'conditions',
    'beginners',
    // Shorter than six letters, or a word of its own one slip from one of ours.
    'mint shap',
    'tremble',
    'electrics',
    'editions',
    'addition',
    'strat',
    '',
  ])('leaves "%s" as typed', (typed) => {
    expect(spellReadWords(typed)).toEqual({ text: typed, slips: [] });
  });
});

describe('asTyped', () => {
  it('gives back the words as typed, for the page to find them in the search text', () => {
    const { slips } = spellReadWords('strat Excelent conditon');
    expect(asTyped('excellent condition', slips)).toBe('Excelent conditon');
    expect(asTyped('strat', slips)).toBe('strat');
  });
});

import { describe, expect, it } from 'vitest';
import { readConditionWords } from './condition-words.ts';

describe('readConditionWords', () => {
  it.each([
    ['strat in excellent condition', 'strat', 'in excellent condition', ['excellent']],
    ['Mint condition les paul', 'les paul', 'Mint condition', ['excellent']],
    ['near-mint condition tele', 'tele', 'near-mint condition', ['excellent']],
    ['like new condition', '', 'like new condition', ['excellent']],
    ['bass in good shape', 'bass', 'in good shape', ['excellent', 'good']],
    ['very good condition sg', 'sg', 'very good condition', ['excellent', 'good']],
    ['fair condition', '', 'fair condition', ['excellent', 'good', 'fair']],
    ['moderate condition', '', 'moderate condition', ['excellent', 'good', 'fair', 'moderate']],
    ['project guitar poor condition', 'project guitar', 'poor condition', ['bad']],
    ['bad shape', '', 'bad shape', ['bad']],
  ])('reads "%s" as the rest and a condition', (text, rest, typed, conditions) => {
    expect(readConditionWords(text)).toEqual({ rest, condition: { typed, conditions } });
  });

  it('reads the first condition only', () => {
    expect(readConditionWords('good condition fair condition')).toEqual({
      rest: 'fair condition',
      condition: { typed: 'good condition', conditions: ['excellent', 'good'] },
    });
  });

  it('leaves words that are no condition as they are', () => {
    for (const text of [
      'mint green strat',
      'mint',
      'plays like new',
      'excellent',
      'good',
      'condition',
      'goodcondition',
      'excellent conditions',
      'in shape',
      'bad company',
      'shape of you',
    ])
      expect(readConditionWords(text), text).toEqual({ rest: text, condition: null });
  });
});

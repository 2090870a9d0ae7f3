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
    ['strat in excellent conditions', 'strat', 'in excellent conditions', ['excellent']],
    // Words of praise before "condition", and a word between.
    ['great condition strat', 'strat', 'great condition', ['excellent', 'good']],
    ['perfect condition', '', 'perfect condition', ['excellent']],
    ['decent shape bass', 'bass', 'decent shape', ['excellent', 'good', 'fair']],
    ['excellent used condition', '', 'excellent used condition', ['excellent']],
    ['tele in good working condition', 'tele', 'in good working condition', ['excellent', 'good']],
    ['pristine les paul', 'les paul', 'pristine', ['excellent']],
    // A grade alone, where no other word makes it something else.
    ['excellent strat', 'strat', 'excellent', ['excellent']],
    ['good acoustic guitar', 'acoustic guitar', 'good', ['excellent', 'good']],
    ['Near-mint tele', 'tele', 'Near-mint', ['excellent']],
    ['like new les paul', 'les paul', 'like new', ['excellent']],
    ['brand new strat', 'strat', 'brand new', ['excellent']],
    ['Brand-new condition bass', 'bass', 'Brand-new condition', ['excellent']],
    ['taylor as new', 'taylor', 'as new', ['excellent']],
    ['good as new strat', 'strat', 'good as new', ['excellent']],
    ['good as new condition', '', 'good as new condition', ['excellent']],
    ['very good sg', 'sg', 'very good', ['excellent', 'good']],
    ['bass in fair', 'bass', 'in fair', ['excellent', 'good', 'fair']],
    ['mint strat', 'strat', 'mint', ['excellent']],
    // Little wear: barely played is as good as new, lightly used good or better.
    ['barely played strat', 'strat', 'barely played', ['excellent']],
    ['hardly used tele', 'tele', 'hardly used', ['excellent']],
    ['lightly used bass', 'bass', 'lightly used', ['excellent', 'good']],
    ['gently played acoustic', 'acoustic', 'gently played', ['excellent', 'good']],
    ['sg in lightly used condition', 'sg', 'in lightly used condition', ['excellent', 'good']],
    ['vg les paul', 'les paul', 'vg', ['excellent', 'good']],
    ['strat mint', 'strat', 'mint', ['excellent']],
    // "Or better" is what a grade already asks for.
    ['good or better strat', 'strat', 'good or better', ['excellent', 'good']],
    ['bass fair condition or above', 'bass', 'fair condition or above', ['excellent', 'good', 'fair']],
    ['very good and up', '', 'very good and up', ['excellent', 'good']],
    // Grades joined by "or" or a slash: each, with what each takes.
    ['excellent or good bass', 'bass', 'excellent or good', ['excellent', 'good']],
    ['mint or excellent', '', 'mint or excellent', ['excellent']],
    ['good or fair acoustic', 'acoustic', 'good or fair', ['excellent', 'good', 'fair']],
    ['tele in good/fair condition', 'tele', 'in good/fair condition', ['excellent', 'good', 'fair']],
    ['mint or poor condition', '', 'mint or poor condition', ['excellent', 'bad']],
    ['strat like new or excellent or good', 'strat', 'like new or excellent or good', ['excellent', 'good']],
  ])('reads "%s" as the rest and a condition', (text, rest, typed, conditions) => {
    expect(readConditionWords(text)).toEqual({ rest, condition: { typed, conditions } });
  });

  it('reads a grade with "condition" before a grade alone', () => {
    expect(readConditionWords('good strat in excellent condition')).toEqual({
      rest: 'good strat',
      condition: { typed: 'in excellent condition', conditions: ['excellent'] },
    });
  });

  it('leaves "or" before a word that is no grade to the keywords', () => {
    expect(readConditionWords('excellent or mint green strat')).toEqual({
      rest: 'or mint green strat',
      condition: { typed: 'excellent', conditions: ['excellent'] },
    });
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
      'Mint Green',
      'mint-green',
      'mint julep finish',
      'plays like new',
      'sounds like new',
      'condition',
      'goodcondition',
      'goodall',
      'feel-good',
      'good deal',
      'fair price',
      'good value strat',
      'good for metal',
      'excellent for beginners',
      'a good fit for small hands',
      'great strat',
      'perfect',
      'decent bass',
      'poor',
      'moderate',
      'in shape',
      'bad company',
      'shape of you',
      // A part's state, not the guitar's.
      'brand new strings',
      'like new frets',
      'good case',
      'mint pickups',
      'brand',
      'new',
    ])
      expect(readConditionWords(text), text).toEqual({ rest: text, condition: null });
  });
});

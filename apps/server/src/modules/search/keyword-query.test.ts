import { describe, expect, it } from 'vitest';
import { buildTsquery, modelLetters, stemsOf, withSpacedModels } from './keyword-query.ts';
import type { TermCheck } from './repository.ts';

/* Decision 0083: a model number typed joined ("es335") also finds it written with a space ("ES 335"). */

const check = (term: string, stems = [term]): TermCheck => ({
  term,
  known: true,
  closest: null,
  stems,
  closestStems: [],
});

describe('model numbers typed joined', () => {
  it('checks the letters of each joined model number once, unless they are a keyword already', () => {
    expect(modelLetters(['es335', 'es339', 'hd28v', 'om2h'])).toEqual(['es', 'hd', 'om']);
    expect(modelLetters(['es', 'es335'])).toEqual([]);
    // More than three letters is a word, not a model's letters; a number first is not a model number.
    expect(modelLetters(['epiphone339', '335es', 'gibson', '1959'])).toEqual([]);
  });

  it('finds the letters followed by the number, as well as the keyword as typed', () => {
    const checks = withSpacedModels(['gibson', 'es335'], [check('gibson'), check('es335'), check('es')]);
    expect(buildTsquery(checks)).toBe('gibson:* & (es335:* | es <-> 335:*)');
    expect(stemsOf(checks)).toEqual([[['gibson']], [['es335'], ['es', '335']]]);
  });

  it('leaves out the spaced form when the letters are a stop word, which to_tsquery would drop', () => {
    const checks = withSpacedModels(['d28'], [check('d28'), check('d', [])]);
    expect(buildTsquery(checks)).toBe('d28:*');
  });
});

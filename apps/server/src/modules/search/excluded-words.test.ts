import { describe, expect, it } from 'vitest';
import { exclusionTsquery, readExcludedWords } from './excluded-words.ts';

describe('readExcludedWords', () => {
  it('reads the words typed with a minus, as typed and as words', () => {
    expect(readExcludedWords('strat -squier -Mexico')).toEqual({
      rest: 'strat',
      excluded: [
        { typed: '-squier', words: ['squier'] },
        { typed: '-Mexico', words: ['mexico'] },
      ],
    });
    expect(readExcludedWords('-d-28 martin')).toEqual({
      rest: 'martin',
      excluded: [{ typed: '-d-28', words: ['d', '28'] }],
    });
  });

  it('leaves a minus inside a word, before a space or before no word as it is', () => {
    for (const text of ['martin d-28', 'acoustic-electric', 'strat - squier', 'strat -', '-- strat', 'a -$700'])
      expect(readExcludedWords(text), text).toEqual({ rest: text, excluded: [] });
  });

  it('reads five at most, and drops the rest', () => {
    const { excluded, rest } = readExcludedWords('strat -a1 -b2 -c3 -d4 -e5 -f6');
    expect(excluded.map(({ typed }) => typed)).toEqual(['-a1', '-b2', '-c3', '-d4', '-e5']);
    expect(rest).toBe('strat');
  });
});

describe('exclusionTsquery', () => {
  const hasStems = (word: string) => word !== 'the';

  it('negates each word, and the words of a model as a phrase', () => {
    const { excluded } = readExcludedWords('-squier -d-28');
    expect(exclusionTsquery(excluded, hasStems)).toBe('!squier:* & !(d <-> 28:*)');
  });

  it('leaves out a stop word, which to_tsquery would drop', () => {
    expect(exclusionTsquery(readExcludedWords('-the').excluded, hasStems)).toBeNull();
    expect(exclusionTsquery([], hasStems)).toBeNull();
  });
});

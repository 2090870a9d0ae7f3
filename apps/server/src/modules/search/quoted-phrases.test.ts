import { describe, expect, it } from 'vitest';
import { phraseTsquery, readQuotedPhrases } from './quoted-phrases.ts';

describe('readQuotedPhrases', () => {
  it('reads the words of each phrase in straight or curly quotes', () => {
    expect(readQuotedPhrases('"les paul" standard “jazz bass”')).toEqual([
      ['les', 'paul'],
      ['jazz', 'bass'],
    ]);
    expect(readQuotedPhrases('"Les Paul-Custom"')).toEqual([['les', 'paul', 'custom']]);
  });

  it('reads no phrase from one word in quotes, an unclosed quote or no quote', () => {
    for (const text of ['"strat"', '"les paul', 'les paul', '""', '" "'])
      expect(readQuotedPhrases(text), text).toEqual([]);
  });

  it('reads three at most', () => {
    expect(readQuotedPhrases('"a b" "c d" "e f" "g h"')).toHaveLength(3);
  });
});

describe('phraseTsquery', () => {
  it('requires each phrase one word after the other', () => {
    expect(
      phraseTsquery(
        [
          ['les', 'paul'],
          ['jazz', 'bass'],
        ],
        () => true,
      ),
    ).toBe('(les <-> paul) & (jazz <-> bass)');
  });

  it('leaves out a phrase with a word that is not plain', () => {
    expect(phraseTsquery([['les', 'pual']], (word) => word !== 'pual')).toBeNull();
    expect(phraseTsquery([], () => true)).toBeNull();
  });
});

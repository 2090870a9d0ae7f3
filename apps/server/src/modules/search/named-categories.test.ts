import { describe, expect, it } from 'vitest';
import { categoriesNamed } from './named-categories.ts';

const categories = [
  { id: 'e', name: 'Electric Guitars' },
  { id: 'a', name: 'Acoustic Guitars' },
  { id: 'b', name: 'Bass Guitars' },
  { id: 'c', name: 'Classical Guitars' },
];

describe('categoriesNamed', () => {
  it.each([
    [['classical'], ['c']],
    [['basses'], ['b']],
    [['acoustics'], ['a']],
    [
      ['electric', 'acoustic'],
      ['e', 'a'],
    ],
    [['fender', 'bass'], ['b']],
  ])('%j names %j', (keywords, expected) => {
    expect(categoriesNamed(keywords, categories)).toEqual(expected);
  });

  it.each([[['classic']], [['guitar']], [['guitars']], [['basics']], [[]]])('%j names none', (keywords) => {
    expect(categoriesNamed(keywords, categories)).toEqual([]);
  });

  it('reads a name with accents and capitals as it is searched', () => {
    expect(categoriesNamed(['ukulele'], [...categories, { id: 'u', name: 'Ukulélé' }])).toEqual(['u']);
  });
});

import { describe, expect, it } from 'vitest';
import { listingWordTags } from './listing-words.ts';

/* Decision 0082: which listing changes a kept search hears of, from its keywords' alternatives and their stems. */

describe('listingWordTags', () => {
  it("hears the words of the keyword with the longest stems: every listing found holds one of each keyword's", () => {
    expect(listingWordTags([[['fender']], [['strat']]])).toEqual(['listing_words:fender']);
    expect(listingWordTags([[['les']], [['paul']]])).toEqual(['listing_words:paul']);
  });

  it("hears every stem of the chosen keyword's alternatives (a misspelt word or its closest known word)", () => {
    expect(listingWordTags([[['stratocst'], ['stratocast']], [['1962']]])).toEqual([
      'listing_words:stratocst',
      'listing_words:stratocast',
    ]);
    expect(listingWordTags([[['es', '335']]])).toEqual(['listing_words:es', 'listing_words:335']);
  });

  it('never chooses a keyword one of whose alternatives drops out as a stop word', () => {
    expect(listingWordTags([[[], ['thex']], [['fen']]])).toEqual(['listing_words:fen']);
  });

  it('hears every listing change when no keyword can be chosen', () => {
    expect(listingWordTags([])).toEqual(['listing_words']);
    expect(listingWordTags([[[]]])).toEqual(['listing_words']);
    expect(listingWordTags([[['the'], []]])).toEqual(['listing_words']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildRankTsquery,
  buildTsquery,
  joinedPairs,
  joinedReadings,
  keywordTerms,
  phraseWords,
  stemsOf,
  splitReadings,
  swappedReadings,
  withPhrases,
} from './keyword-query.ts';
import type { TermCheck } from './repository.ts';
import { WHOLE_ABBREVIATIONS } from '@restrung/shared/highlight';
import { US_STATES } from '@restrung/shared/us-states';

/*
 * Decisions 0083, 0084 and 0086: a keyword is also searched as the words it stands for, one after the other: a model
 * number typed joined ("es335") as written with a space ("ES 335"), an abbreviation ("lp") as what it abbreviates
 * ("Les Paul"), two words typed as one ("lespaul") as those words.
 */

const check = (term: string, stems = [term], known = true): TermCheck => ({
  term,
  known,
  closest: known ? null : 'mimosa',
  stems,
  closestStems: known ? [] : ['mimosa'],
});

describe('keywords searched as a phrase too', () => {
  it("checks each phrase's words once, unless they are keywords already", () => {
    // A model's number is its own stem: it needs no look-up.
    expect(phraseWords(['es335', 'es339', 'hd28v', 'om2h'])).toEqual(['es', 'hd', 'om']);
    expect(phraseWords(['es', 'es335'])).toEqual([]);
    expect(phraseWords(['lp', 'pbass', 'gibson'])).toEqual(['les', 'paul', 'precision', 'bass']);
    // More than three letters is a word before a number ("epiphone 339", decision 0086's amendment); a number first
    // is not a model number.
    expect(phraseWords(['epiphone339', '335es', '1959'])).toEqual(['epiphone']);
  });

  it('finds a model number typed joined with its letters followed by its number', () => {
    const checks = withPhrases(['gibson', 'es335'], [check('gibson'), check('es335'), check('es')]);
    expect(buildTsquery(checks)).toBe('gibson:* & (es335:* | es <-> 335:*)');
    expect(stemsOf(checks)).toEqual([[['gibson']], [['es335'], ['es', '335']]]);
  });

  it('finds an abbreviation with the words it stands for, never corrected to another word', () => {
    const checks = withPhrases(
      ['lp', 'pbass'],
      [check('lp'), check('les'), check('paul'), check('pbass', ['pbass'], false), check('precision', ['precis'])],
    );
    // "bass" was not checked: a phrase whose word has no stems is left out.
    expect(buildTsquery(checks)).toBe('(lp | les <-> paul:*) & (pbass:* | mimosa:*)');
    const withBass = withPhrases(
      ['pbass'],
      [check('pbass', ['pbass'], false), check('precision', ['precis']), check('bass')],
    );
    expect(buildTsquery(withBass)).toBe('(pbass:* | precision <-> bass:*)');
    expect(stemsOf(withBass)).toEqual([[['pbass'], ['precis', 'bass']]]);
    expect(withBass.map((c) => [c.known, c.closest, c.phrases?.map((p) => p.marked)])).toEqual([[true, null, [true]]]);
  });

  it('leaves out a phrase with a stop word, which to_tsquery would drop', () => {
    // "t" is one of the english configuration's single-letter stop words ("a", "i", "s", "t").
    const checks = withPhrases(['t5'], [check('t5'), check('t', [])]);
    expect(buildTsquery(checks)).toBe('t5:*');
  });

  it('joins each keyword to the one before it when both are letters', () => {
    expect(joinedPairs(['sting', 'ray'])).toEqual(['stingray']);
    expect(joinedPairs(['music', 'man', 'sting', 'ray'])).toEqual(['musicman', 'mansting', 'stingray']);
    expect(joinedPairs(['es', '335', 'pro'])).toEqual([]);
    expect(joinedPairs(['fender'])).toEqual([]);
  });

  it('reads the words again with one of them joined to the one before it, for suggestions', () => {
    expect(joinedReadings(['music', 'man', 'sting', 'r'])).toEqual([
      ['musicman', 'sting', 'r'],
      ['music', 'mansting', 'r'],
      ['music', 'man', 'stingr'],
    ]);
    expect(joinedReadings(['es', '335'])).toEqual([]);
    // A number and the letters that end a model's name ("214 c": the Taylor 214ce).
    expect(joinedReadings(['taylor', '214', 'c'])).toEqual([['taylor', '214c']]);
    expect(joinedReadings(['fender'])).toEqual([]);
  });

  it('reads the words again with the last one cut in two, for suggestions', () => {
    expect(splitReadings(['lespa'])).toEqual([
      ['le', 'spa'],
      ['les', 'pa'],
      ['lesp', 'a'],
    ]);
    // Only the word being typed: the others were read on their own by the look-up as typed.
    expect(splitReadings(['musicman', 'stingr'])).toEqual([
      ['musicman', 'st', 'ingr'],
      ['musicman', 'sti', 'ngr'],
      ['musicman', 'stin', 'gr'],
      ['musicman', 'sting', 'r'],
    ]);
    expect(splitReadings(['es', '335'])).toEqual([]);
    expect(splitReadings(['ab'])).toEqual([]);
  });

  it('reads the words again with two neighbouring letters of one of them swapped, for suggestions', () => {
    expect(swappedReadings(['fedner'])).toEqual([['efdner'], ['fdener'], ['fender'], ['fedenr'], ['fednre']]);
    expect(swappedReadings(['lse', 'pa'])).toEqual([
      ['sle', 'pa'],
      ['les', 'pa'],
    ]);
    // Letters only, three or more, and a swap of two same letters is no other word.
    expect(swappedReadings(['es', '335', 'bass'])).toEqual([
      ['es', '335', 'abss'],
      ['es', '335', 'bsas'],
    ]);
    // Past 20 letters a swap leaves enough trigrams alike for the trigram look-up.
    expect(swappedReadings(['abcdefghijklmnopqrstu'])).toEqual([]);
  });

  it('finds a word typed as two with that word, and corrects neither (decision 0086)', () => {
    const checks = withPhrases(
      ['jazz', 'master'],
      [check('jazz'), check('master', ['master'], false), check('jazzmaster', ['jazzmast'])],
    );
    expect(buildTsquery(checks)).toBe('jazz:* & (master:* | jazzmaster:*)');
    expect(checks.map((c) => c.closest)).toEqual([null, null]);
    expect(stemsOf(checks)).toEqual([[['jazz']], [['master'], ['jazzmast']]]);
  });

  it('ranks two keywords that make a word as alternatives, and more keywords as they are found', () => {
    const jazzmaster = check('jazzmaster', ['jazzmast']);
    const pair = withPhrases(['jazz', 'master'], [check('jazz'), check('master'), jazzmaster]);
    expect(buildRankTsquery(pair)).toBe('jazz:* | (master:* | jazzmaster:*)');
    const three = withPhrases(
      ['fender', 'jazz', 'master'],
      [check('fender'), check('jazz'), check('master'), jazzmaster],
    );
    expect(buildRankTsquery(three)).toBeNull();
    expect(buildRankTsquery(withPhrases(['jazz', 'bass'], [check('jazz'), check('bass')]))).toBeNull();
    // An abbreviation's phrase is not a word made by two keywords.
    expect(
      buildRankTsquery(withPhrases(['gibson', 'lp'], [check('gibson'), check('lp'), check('les'), check('paul')])),
    ).toBeNull();
  });

  it('reads two known words typed as one as those words, in place of the closest word (decision 0086)', () => {
    const lespaul: TermCheck = {
      ...check('lespaul', ['lespaul'], false),
      split: { words: ['les', 'paul'], stems: [['les'], ['paul']] },
    };
    const [read] = withPhrases(['lespaul'], [lespaul]);
    expect(buildTsquery([read!])).toBe('(lespaul:* | les <-> paul:*)');
    expect([read!.closest, read!.readAs, read!.phrases?.map((p) => p.marked)]).toEqual([null, 'les paul', [true]]);
    // A stop word in it ("theman": "the" and "man"): no phrase, and the closest word stays.
    const theman: TermCheck = {
      ...check('theman', ['theman'], false),
      split: { words: ['the', 'man'], stems: [[], ['man']] },
    };
    const [kept] = withPhrases(['theman'], [theman]);
    expect(buildTsquery([kept!])).toBe('(theman:* | mimosa:*)');
    expect(kept!.readAs).toBeUndefined();
  });
});

describe('a number and its letters typed apart (decision 0083)', () => {
  it('also searches the model they make, as its own stem, and corrects neither', () => {
    const checks = withPhrases(['214', 'sce'], [check('214'), check('sce', ['sce'], false)]);
    expect(buildTsquery(checks)).toBe('214:* & (sce:* | 214sce:*)');
    expect(checks[1]!.closest).toBeNull();
    expect(checks[1]!.phrases?.map((p) => [p.words, p.stems, p.joined])).toEqual([[['214sce'], ['214sce'], true]]);
  });

  it('only for digits, then one to three letters', () => {
    expect(buildTsquery(withPhrases(['214', 'cedar'], [check('214'), check('cedar')]))).toBe('214:* & cedar:*');
    expect(buildTsquery(withPhrases(['es', 'ce'], [check('es'), check('ce')]))).toBe('es:* & ce:*');
    expect(buildTsquery(withPhrases(['2k', 'ce'], [check('2k'), check('ce')]))).toBe('2k:* & ce:*');
  });
});

describe('stop words', () => {
  it('are never corrected nor split: a stop word is spelt right', () => {
    const under = {
      ...check('under', [], false),
      split: { words: ['un', 'der'], stems: [['un'], ['der']] },
    } as TermCheck;
    const [read] = withPhrases(['under'], [under]);
    expect([read!.closest, read!.closestStems, read!.split]).toEqual([null, [], undefined]);
    expect(buildTsquery(withPhrases(['strat', 'under'], [check('strat'), under]))).toBe('strat:*');
  });
});

describe('a number of strings (decision 0088)', () => {
  it('reads a number before "string" as the guitar\'s strings: the two side by side, the number exact', () => {
    const seven = withPhrases(['7', 'string'], [check('7'), check('string')]);
    expect(buildTsquery(seven)).toBe('7 <-> string:*');
    expect(stemsOf(seven)).toEqual([[['7', 'string']]]);
    const fiveBass = withPhrases(['5', 'strings', 'bass'], [check('5'), check('strings', ['string']), check('bass')]);
    expect(buildTsquery(fiveBass)).toBe('5 <-> strings:* & bass:*');
    expect(buildTsquery(withPhrases(['12', 'string'], [check('12'), check('string')]))).toBe('12 <-> string:*');
  });

  it('reads a number of strings spelt out ("seven string") as its digits too, never corrected to another word', () => {
    const [seven] = withPhrases(['seven', 'string'], [check('seven', ['seven'], false), check('string')]);
    expect(buildTsquery([seven!])).toBe('(7 <-> string:* | seven <-> string:*)');
    expect(stemsOf([seven!])).toEqual([
      [
        ['7', 'string'],
        ['seven', 'string'],
      ],
    ]);
    expect([seven!.known, seven!.closest]).toEqual([true, null]);
    const twelve = withPhrases(['twelve', 'strings'], [check('twelve', ['twelv']), check('strings', ['string'])]);
    expect(buildTsquery(twelve)).toBe('(12 <-> strings:* | twelve <-> strings:*)');
    expect(buildTsquery(withPhrases(['eighteen', 'string'], [check('eighteen'), check('string')]))).toBe(
      '(18 <-> string:* | eighteen <-> string:*)',
    );
    // In digits, the number spelt out is checked with the other words, and searched too ("Five string bass").
    expect(phraseWords(['5', 'string'])).toEqual(['five']);
    const five = withPhrases(['5', 'string'], [check('5'), check('string'), check('five')]);
    expect(buildTsquery(five)).toBe('(5 <-> string:* | five <-> string:*)');
    // Three strings, or nineteen, no guitar here has (4 to 18); "seven" alone is a word.
    expect(buildTsquery(withPhrases(['three', 'string'], [check('three'), check('string')]))).toBe(
      'three:* & string:*',
    );
    expect(buildTsquery(withPhrases(['seven', 'fender'], [check('seven'), check('fender')]))).toBe(
      'seven:* & fender:*',
    );
  });

  it('reads "12string" the same way, as "12 string", never corrected to another word', () => {
    const [read] = withPhrases(['12string'], [check('12string', ['12string'], false), check('string')]);
    expect(buildTsquery([read!])).toBe('12 <-> string:*');
    const [spelt] = withPhrases(
      ['12string'],
      [check('12string', ['12string'], false), check('string'), check('twelve')],
    );
    expect(buildTsquery([spelt!])).toBe('(12 <-> string:* | twelve <-> string:*)');
    // Known, as an abbreviation is: no correction to show, nor to suggest when nothing is found.
    expect([read!.known, read!.closest, read!.readAs]).toEqual([true, null, undefined]);
    expect(phraseWords(['12string', '7strings'])).toEqual(['string', 'twelve', 'seven']);
  });

  it("searches a shorthand of two letters whole, and a model's short number with its letter as a prefix still", () => {
    const lp = withPhrases(['les', 'paul'], [check('les'), check('paul'), check('lp')]);
    expect(buildTsquery(lp)).toBe('(les <-> paul:* | lp)');
    // "4 p" is the Alhambra 4P's number typed apart: a model's number, not a shorthand.
    expect(buildTsquery(withPhrases(['4', 'p'], [check('4'), check('p')]))).toBe('4:* & (p:* | 4p:*)');
  });

  it('leaves other numbers and other orders as they were', () => {
    // Strings run from 4 to 18: a longer number is a model's or a year's.
    expect(buildTsquery(withPhrases(['100', 'string'], [check('100'), check('string')]))).toBe('100:* & string:*');
    expect(buildTsquery(withPhrases(['string', '7'], [check('string'), check('7')]))).toBe('string:* & 7:*');
    expect(buildTsquery(withPhrases(['7', 'fender'], [check('7'), check('fender')]))).toBe('7:* & fender:*');
    expect(phraseWords(['123string', 'c7string'])).toEqual(['c']);
  });
});

describe('keywords joined by "or"', () => {
  const or = check('or', []);
  const read = (terms: string[], checks: TermCheck[]) => withPhrases(terms, checks);

  it('searches one word either side of "or" as one keyword with both as alternatives', () => {
    const checks = read(['strat', 'or', 'tele'], [check('strat'), or, check('tele')]);
    expect(buildTsquery(checks)).toBe('(strat:* | tele:*)');
    expect(stemsOf(checks)).toEqual([[['strat'], ['tele']]]);
  });

  it('finds the listings that match either side whole: a keyword for each word of one side with each of the other', () => {
    const checks = read(['fender', 'strat', 'or', 'sg'], [check('fender'), check('strat'), or, check('sg')]);
    // (fender & strat) | sg
    expect(buildTsquery(checks)).toBe('(fender:* | sg:*) & (strat:* | sg:*)');
    expect(stemsOf(checks)).toEqual([
      [['fender'], ['sg']],
      [['strat'], ['sg']],
    ]);
    const more = read(['fender', 'or', 'gibson', 'strat'], [check('fender'), or, check('gibson'), check('strat')]);
    // fender | (gibson & strat)
    expect(buildTsquery(more)).toBe('(fender:* | gibson:*) & (fender:* | strat:*)');
  });

  it('joins three and more, past a stop word, and ignores "or" with nothing on one side', () => {
    const the = check('the', []);
    const checks = read(
      ['or', 'fender', 'or', 'the', 'gibson', 'or', 'martin', 'or'],
      [or, check('fender'), or, the, check('gibson'), or, check('martin'), or],
    );
    expect(buildTsquery(checks)).toBe('(fender:* | gibson:* | martin:*)');
  });

  it('leaves the whole group out of the index look-up when one of them is common', () => {
    const checks = read(['fender', 'or', 'guitar', 'strat'], [check('fender'), or, check('guitar'), check('strat')]);
    const common = (c: TermCheck) => c.term === 'guitar';
    expect(buildTsquery(checks, common)).toBe('(fender:* | strat:*)');
    expect(stemsOf(checks, common)).toEqual([[['fender'], ['strat']]]);
  });

  it('checks each word once on its side of "or"', () => {
    expect(keywordTerms(['fender', 'strat', 'or', 'fender', 'tele', 'or', 'or', 'tele', 'tele'], 10)).toEqual([
      'fender',
      'strat',
      'or',
      'fender',
      'tele',
      'or',
      'or',
      'tele',
    ]);
    expect(keywordTerms(['a', 'b', 'a', 'c'], 2)).toEqual(['a', 'b']);
  });

  it('keeps each member with its correction', () => {
    const checks = read(['fender', 'or', 'gibsn'], [check('fender'), or, check('gibsn', ['gibsn'], false)]);
    expect(buildTsquery(checks)).toBe('(fender:* | gibsn:* | mimosa:*)');
  });
});

describe('two letters searched whole (decision 0084)', () => {
  /** The words of two letters or fewer a keyword text is searched by whole: an operand with no `:*`. */
  const wholeShortWords = (typed: string[]) => {
    const checks = [...typed, ...phraseWords(typed)].map((word) => check(word));
    return (buildTsquery(withPhrases(typed, checks)) ?? '')
      .split(/[()|&]/)
      .map((operand) => operand.trim())
      .filter((operand) => /^\p{L}{1,2}$/u.test(operand));
  };

  it('are the abbreviations the cards mark whole, or US states: every two letters typed, and every full name', () => {
    const letters = [...'abcdefghijklmnopqrstuvwxyz'];
    const texts = [
      ...letters.flatMap((a) => letters.map((b) => [a + b])),
      ...letters.map((a) => [a]),
      ...['les paul', 'classic vibe', 'custom shop', 'left handed', 'lefty', 'precision bass', 'jazz bass', 'coil tap'],
      ...['lespaul', 'classicvibe', 'customshop', 'lefthanded', 'southpaw', 'sunburst', 'rosewood'],
    ].map((text) => (Array.isArray(text) ? text : text.split(' ')));
    const whole = new Set(texts.flatMap(wholeShortWords).filter((word) => !US_STATES.has(word)));
    // When the search reads another two letters whole, the cards must mark it whole too (shared/highlight.ts).
    expect([...whole].sort()).toEqual([...WHOLE_ABBREVIATIONS].sort());
  });
});

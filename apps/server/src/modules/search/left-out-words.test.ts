import { describe, expect, it } from 'vitest';
import { leaveOutMarketWords } from './left-out-words.ts';

/** The words kept of a text typed with single spaces. */
const kept = (words: string) => leaveOutMarketWords(words.split(' ')).kept.join(' ');

describe('leaveOutMarketWords', () => {
  it('leaves out words that every listing, or only a sort by price, answers', () => {
    expect(leaveOutMarketWords(['used', 'strat'])).toEqual({
      kept: ['strat'],
      leftOut: [{ words: 'used', reason: 'second-hand' }],
    });
    expect(leaveOutMarketWords(['cheap', 'acoustic', 'for', 'sale'])).toEqual({
      kept: ['acoustic'],
      leftOut: [
        { words: 'cheap', reason: 'price' },
        { words: 'for sale', reason: 'for-sale' },
      ],
    });
    expect(leaveOutMarketWords(['pre', 'owned', 'martin', 'secondhand'])).toEqual({
      kept: ['martin'],
      leftOut: [
        { words: 'pre owned', reason: 'second-hand' },
        { words: 'secondhand', reason: 'second-hand' },
      ],
    });
  });

  it('leaves out a guitar asked for as available, which search shows unless booked ones are asked for', () => {
    expect(leaveOutMarketWords(['available', 'strat'])).toEqual({
      kept: ['strat'],
      leftOut: [{ words: 'available', reason: 'available' }],
    });
    expect(leaveOutMarketWords(['les', 'paul', 'in', 'stock'])).toEqual({
      kept: ['les', 'paul'],
      leftOut: [{ words: 'in stock', reason: 'available' }],
    });
    expect(leaveOutMarketWords(['still', 'available'])).toEqual({
      kept: [],
      leftOut: [{ words: 'still available', reason: 'available' }],
    });
    // "stock" alone is a guitar's: "stock pickups".
    expect(leaveOutMarketWords(['stock', 'pickups']).kept).toEqual(['stock', 'pickups']);
  });

  it('leaves out a verified or trusted seller asked for, and keeps "verified" alone', () => {
    expect(leaveOutMarketWords(['reputable', 'dealer', 'martin'])).toEqual({
      kept: ['martin'],
      leftOut: [{ words: 'reputable dealer', reason: 'verified' }],
    });
    expect(leaveOutMarketWords(['serial', 'verified']).kept).toEqual(['serial', 'verified']);
  });

  it('leaves out words that ask for a place by distance', () => {
    expect(leaveOutMarketWords(['strat', 'near', 'austin'])).toEqual({
      kept: ['strat', 'austin'],
      leftOut: [{ words: 'near', reason: 'place' }],
    });
    expect(leaveOutMarketWords(['bass', 'close', 'to', 'seattle'])).toEqual({
      kept: ['bass', 'seattle'],
      leftOut: [{ words: 'close to', reason: 'place' }],
    });
    expect(leaveOutMarketWords(['close', 'call'])).toEqual({ kept: ['close', 'call'], leftOut: [] });
    // The end of a place's name, not a distance.
    expect(leaveOutMarketWords(['bay', 'area', 'strat'])).toEqual({ kept: ['bay', 'area', 'strat'], leftOut: [] });
    expect(leaveOutMarketWords(['chicago', 'area', 'acoustic'])).toEqual({
      kept: ['chicago', 'acoustic'],
      leftOut: [{ words: 'area', reason: 'place' }],
    });
  });

  it('leaves out a distance and "local": a place is found by its name', () => {
    expect(leaveOutMarketWords(['strat', 'within', '50', 'miles', 'of', 'chicago'])).toEqual({
      kept: ['strat', 'chicago'],
      leftOut: [{ words: 'within 50 miles of', reason: 'place' }],
    });
    expect(leaveOutMarketWords(['bass', 'within', '30', 'km'])).toEqual({
      kept: ['bass'],
      leftOut: [{ words: 'within 30 km', reason: 'place' }],
    });
    expect(leaveOutMarketWords(['local', 'acoustic', 'local', 'pickup'])).toEqual({
      kept: ['acoustic'],
      leftOut: [
        { words: 'local', reason: 'place' },
        { words: 'local pickup', reason: 'place' },
      ],
    });
    // A seller's "pickup only" or "collection only": the buyer fetches it, so it is found by the place's name.
    expect(leaveOutMarketWords(['tele', 'pickup', 'only', 'denver', 'collection', 'only'])).toEqual({
      kept: ['tele', 'denver'],
      leftOut: [
        { words: 'pickup only', reason: 'place' },
        { words: 'collection only', reason: 'place' },
      ],
    });
    // "within" without a distance is a word; so is "pickup" alone.
    expect(leaveOutMarketWords(['within', 'reach', 'pickup'])).toEqual({
      kept: ['within', 'reach', 'pickup'],
      leftOut: [],
    });
  });

  it('leaves out words that ask for a sort: by price, by date, by saving', () => {
    expect(leaveOutMarketWords(['lowest', 'price', 'budget', 'bass'])).toEqual({
      kept: ['bass'],
      leftOut: [
        { words: 'lowest price', reason: 'price' },
        { words: 'budget', reason: 'price' },
      ],
    });
    expect(leaveOutMarketWords(['latest', 'acoustic', 'just', 'listed'])).toEqual({
      kept: ['acoustic'],
      leftOut: [
        { words: 'latest', reason: 'newest' },
        { words: 'just listed', reason: 'newest' },
      ],
    });
    expect(leaveOutMarketWords(['best', 'deal', 'on', 'a', 'strat', 'below', 'market'])).toEqual({
      kept: ['on', 'a', 'strat'],
      leftOut: [
        { words: 'best deal', reason: 'saving' },
        { words: 'below market', reason: 'saving' },
      ],
    });
  });

  it('leaves out words that ask for the dearest first, and "first" after any order asked', () => {
    expect(leaveOutMarketWords(['most', 'expensive', 'les', 'paul', 'high', 'end'])).toEqual({
      kept: ['les', 'paul'],
      leftOut: [
        { words: 'most expensive', reason: 'price-high' },
        { words: 'high end', reason: 'price-high' },
      ],
    });
    expect(leaveOutMarketWords(['expensive', 'strat']).leftOut).toEqual([{ words: 'expensive', reason: 'price-high' }]);
    // How a guitar looks is praise, not a wish for the dearest first.
    expect(leaveOutMarketWords(['expensive', 'looking', 'strat', 'looks', 'expensive'])).toEqual({
      kept: ['strat'],
      leftOut: [
        { words: 'expensive looking', reason: 'praise' },
        { words: 'looks expensive', reason: 'praise' },
      ],
    });
    expect(leaveOutMarketWords(['cheapest', 'first', 'acoustic', 'newest', 'first'])).toEqual({
      kept: ['acoustic'],
      leftOut: [
        { words: 'cheapest first', reason: 'price' },
        { words: 'newest first', reason: 'newest' },
      ],
    });
    expect(leaveOutMarketWords(['price', 'drop', 'taylor', 'reduced']).leftOut).toEqual([
      { words: 'price drop', reason: 'saving' },
      { words: 'reduced', reason: 'saving' },
    ]);
    expect(leaveOutMarketWords(['price', 'guide']).kept).toEqual(['price', 'guide']);
    expect(leaveOutMarketWords(['best', 'deal', 'first']).leftOut).toEqual([
      { words: 'best deal first', reason: 'saving' },
    ]);
    // As a sort menu names an order.
    expect(leaveOutMarketWords(['strat', 'price', 'low', 'to', 'high'])).toEqual({
      kept: ['strat'],
      leftOut: [{ words: 'price low to high', reason: 'price' }],
    });
    expect(leaveOutMarketWords(['sort', 'by', 'price', 'bass', 'high', 'to', 'low']).leftOut).toEqual([
      { words: 'sort by price', reason: 'price' },
      { words: 'high to low', reason: 'price-high' },
    ]);
    expect(leaveOutMarketWords(['sort', 'by', 'newest']).leftOut).toEqual([
      { words: 'sort by newest', reason: 'newest' },
    ]);
    // Not after an order: a first guitar.
    expect(leaveOutMarketWords(['cheap', 'acoustic', 'first', 'guitar']).kept).toEqual(['acoustic', 'first', 'guitar']);
    expect(leaveOutMarketWords(['used', 'first', 'guitar']).kept).toEqual(['first', 'guitar']);
  });

  it('leaves out "booked": the page says how booked guitars are seen', () => {
    expect(leaveOutMarketWords(['booked', 'strat'])).toEqual({
      kept: ['strat'],
      leftOut: [{ words: 'booked', reason: 'available' }],
    });
  });

  it('leaves out words that ask for a guitar or praise one: no listing is found by them', () => {
    expect(leaveOutMarketWords(['looking', 'for', 'a', 'nice', 'les', 'paul'])).toEqual({
      kept: ['a', 'les', 'paul'],
      leftOut: [
        { words: 'looking for', reason: 'request' },
        { words: 'nice', reason: 'praise' },
      ],
    });
    expect(leaveOutMarketWords(['wtb', 'best', 'acoustic', 'wanted'])).toEqual({
      kept: ['acoustic'],
      leftOut: [
        { words: 'wtb', reason: 'request' },
        { words: 'best', reason: 'praise' },
        { words: 'wanted', reason: 'request' },
      ],
    });
    // "looking" alone ("good looking") and "low" alone ("low action") are a listing's words.
    expect(leaveOutMarketWords(['low', 'action', 'looking', 'sharp'])).toEqual({
      kept: ['low', 'action', 'looking', 'sharp'],
      leftOut: [],
    });
  });

  it('leaves out the words of a question or a request, as buyers type them to a shop', () => {
    // The seller named after it is searched: "sold" alone was corrected to "solid".
    expect(leaveOutMarketWords(['strat', 'sold', 'by', 'vera'])).toEqual({
      kept: ['strat', 'vera'],
      leftOut: [{ words: 'sold by', reason: 'for-sale' }],
    });
    expect(leaveOutMarketWords(['sold', 'strat']).kept).toEqual(['sold', 'strat']);
    // Every guitar here is sold by its owner: "for sale by owner" found nothing.
    expect(leaveOutMarketWords(['guitar', 'for', 'sale', 'by', 'owner'])).toEqual({
      kept: ['guitar'],
      leftOut: [
        { words: 'for sale', reason: 'for-sale' },
        { words: 'by owner', reason: 'for-sale' },
      ],
    });
    expect(leaveOutMarketWords(['anyone', 'selling', 'a', 'jazz', 'bass'])).toEqual({
      kept: ['a', 'jazz', 'bass'],
      leftOut: [
        { words: 'anyone', reason: 'request' },
        { words: 'selling', reason: 'for-sale' },
      ],
    });
    expect(leaveOutMarketWords(['show', 'me', 'basses'])).toEqual({
      kept: ['basses'],
      leftOut: [{ words: 'show me', reason: 'request' }],
    });
    expect(leaveOutMarketWords(['i', 'need', 'something', 'like', 'a', 'les', 'paul'])).toEqual({
      kept: ['i', 'a', 'les', 'paul'],
      leftOut: [
        { words: 'need', reason: 'request' },
        { words: 'something like', reason: 'request' },
      ],
    });
    expect(leaveOutMarketWords(['iso', 'tele', 'who', 'sells', 'martin'])).toEqual({
      kept: ['tele', 'who', 'martin'],
      leftOut: [
        { words: 'iso', reason: 'request' },
        { words: 'sells', reason: 'for-sale' },
      ],
    });
    // Whom it is for, and the occasion: no listing is found by them.
    expect(leaveOutMarketWords(['birthday', 'gift', 'for', 'my', 'son', 'acoustic'])).toEqual({
      kept: ['for', 'acoustic'],
      leftOut: [
        { words: 'birthday', reason: 'request' },
        { words: 'gift', reason: 'request' },
        { words: 'my son', reason: 'request' },
      ],
    });
    expect(leaveOutMarketWords(['strat', 'for', 'my', 'daughter'])).toEqual({
      kept: ['strat', 'for'],
      leftOut: [{ words: 'my daughter', reason: 'request' }],
    });
    // "kids" alone asks for a small guitar, which a listing may say.
    expect(leaveOutMarketWords(['kids', 'guitar'])).toEqual({ kept: ['kids', 'guitar'], leftOut: [] });
    // "show" and "like" alone are a listing's words ("show wear", "plays like new" is read as a condition first).
    expect(leaveOutMarketWords(['show', 'wear', 'like', 'butter'])).toEqual({
      kept: ['show', 'wear', 'like', 'butter'],
      leftOut: [],
    });
  });

  it('drops what is left of "I\'m" and "I\'ve" once the box cuts them at the apostrophe, saying nothing', () => {
    expect(leaveOutMarketWords(['i', 'm', 'looking', 'for', 'a', 'taylor'])).toEqual({
      kept: ['a', 'taylor'],
      leftOut: [{ words: 'looking for', reason: 'request' }],
    });
    expect(leaveOutMarketWords(['im', 'after', 'a', 'p', 'bass'])).toEqual({
      kept: ['after', 'a', 'p', 'bass'],
      leftOut: [],
    });
    expect(leaveOutMarketWords(['ive', 'wanted', 'a', 'strat'])).toEqual({
      kept: ['a', 'strat'],
      leftOut: [{ words: 'wanted', reason: 'request' }],
    });
    // "d" alone is a model's letter ("d 18"): only after "i".
    expect(leaveOutMarketWords(['martin', 'd', '18'])).toEqual({ kept: ['martin', 'd', '18'], leftOut: [] });
  });

  it('drops the name of the finish field after the finish typed ("natural finish"), saying nothing', () => {
    for (const [typed, kept] of [
      [
        ['natural', 'finish', 'acoustic'],
        ['natural', 'acoustic'],
      ],
      [
        ['red', 'colour', 'sg'],
        ['red', 'sg'],
      ],
      [['black', 'color'], ['black']],
      [
        ['strat', 'in', 'black', 'colored'],
        ['strat', 'in', 'black'],
      ],
      [
        ['sunburst', 'coloured', 'tele'],
        ['sunburst', 'tele'],
      ],
      [['looking', 'for', 'satin', 'finish'], ['satin']],
    ])
      expect(leaveOutMarketWords(typed!), typed!.join(' ')).toEqual({
        kept,
        leftOut: typed![0] === 'looking' ? [{ words: 'looking for', reason: 'request' }] : [],
      });
    // "strat style", "lp-style": the shape a guitar copies, which its name says ("Strat-style" or "Stratocaster").
    expect(leaveOutMarketWords(['strat', 'style', 'guitar'])).toEqual({ kept: ['strat', 'guitar'], leftOut: [] });
    expect(leaveOutMarketWords(['tele', 'styled'])).toEqual({ kept: ['tele'], leftOut: [] });
    // Before a colour too, as a form's field is filled in.
    for (const [words, kept] of [
      [
        ['colour', 'red', 'sg'],
        ['red', 'sg'],
      ],
      [
        ['color', 'white', 'strat'],
        ['white', 'strat'],
      ],
      [['finish', 'natural'], ['natural']],
      [
        ['tele', 'colours', 'sunburst'],
        ['tele', 'sunburst'],
      ],
      [['color', 'cherry'], ['cherry']],
    ])
      expect(leaveOutMarketWords(words!), words!.join(' ')).toEqual({ kept, leftOut: [] });
    // Alone, or first, it is what the buyer asks for: a finish's checking, say.
    expect(leaveOutMarketWords(['finish', 'checking'])).toEqual({ kept: ['finish', 'checking'], leftOut: [] });
    expect(leaveOutMarketWords(['looking', 'for', 'finish'])).toEqual({
      kept: ['finish'],
      leftOut: [{ words: 'looking for', reason: 'request' }],
    });
  });

  it('drops "electric" before "bass", saying nothing: no bass says it', () => {
    expect(kept('electric bass')).toBe('bass');
    expect(kept('fender electric bass guitar')).toBe('fender bass guitar');
    expect(kept('electric basses')).toBe('basses');
    expect(kept('electric base')).toBe('base');
    // Alone, or before another word, it names the Electric Guitars.
    expect(kept('electric')).toBe('electric');
    expect(kept('electric acoustic')).toBe('electric acoustic');
    expect(kept('bass electric')).toBe('bass electric');
  });

  it('drops a maker beside the name of its cheaper line ("fender squier"), saying nothing: the line names it', () => {
    expect(kept('fender squier strat')).toBe('squier strat');
    expect(kept('squier fender jazz bass')).toBe('squier jazz bass');
    expect(kept('squier by fender')).toBe('squier by');
    expect(kept('gibson epiphone les paul')).toBe('epiphone les paul');
    expect(kept('fender squiers')).toBe('squiers');
    // Apart, or another maker's line, each is a keyword.
    expect(kept('fender or squier')).toBe('fender or squier');
    expect(kept('gibson squier')).toBe('gibson squier');
    expect(kept('fender')).toBe('fender');
  });

  it('drops the words that ask what a listing comes with ("case included"), saying nothing', () => {
    expect(kept('hard case included')).toBe('hard case');
    expect(kept('comes with case')).toBe('with case');
    expect(kept('les paul includes gig bag')).toBe('les paul gig bag');
    expect(kept('strat including case')).toBe('strat case');
    expect(kept('amp incl')).toBe('amp');
    // "w/ case", as the search box cuts it.
    expect(kept('strat w case')).toBe('strat case');
    // Alone it is the buyer's word.
    expect(kept('included')).toBe('included');
  });

  it('drops "made" said of a country ("made in japan", "mexican-made"), saying nothing', () => {
    expect(kept('made in japan')).toBe('in japan');
    expect(kept('strat made in the mexico')).toBe('strat in the mexico');
    expect(kept('mexican made strat')).toBe('mexican strat');
    expect(kept('crafted in korea')).toBe('in korea');
    // Not of a country it knows, nor of a place: the word is the buyer's.
    expect(kept('made in usa')).toBe('made in usa');
    expect(kept('made in austin')).toBe('made in austin');
    expect(kept('made japan')).toBe('made japan');
    expect(kept('custom made')).toBe('custom made');
  });

  it('leaves out what a guitar should not have ("no cracks"): listings say "no cracks" as often as "a crack"', () => {
    expect(leaveOutMarketWords(['acoustic', 'no', 'cracks'])).toEqual({
      kept: ['acoustic'],
      leftOut: [{ words: 'no cracks', reason: 'absence' }],
    });
    expect(leaveOutMarketWords(['not', 'relic', 'strat', 'without', 'mods', 'non', 'cutaway'])).toEqual({
      kept: ['strat'],
      leftOut: [
        { words: 'not relic', reason: 'absence' },
        { words: 'without mods', reason: 'absence' },
        { words: 'non cutaway', reason: 'absence' },
      ],
    });
    // With an article between, the word after it.
    expect(leaveOutMarketWords(['not', 'a', 'relic', 'tele'])).toEqual({
      kept: ['tele'],
      leftOut: [{ words: 'not a relic', reason: 'absence' }],
    });
    // Alone, or before a number ("no 5"), it stays a stop word.
    expect(leaveOutMarketWords(['strat', 'no'])).toEqual({ kept: ['strat', 'no'], leftOut: [] });
    expect(leaveOutMarketWords(['no', '5', 'strat'])).toEqual({ kept: ['no', '5', 'strat'], leftOut: [] });
  });

  it('leaves out two words only together: "hand" and "second" alone are keywords', () => {
    expect(leaveOutMarketWords(['second', 'hand', 'gibson'])).toEqual({
      kept: ['gibson'],
      leftOut: [{ words: 'second hand', reason: 'second-hand' }],
    });
    expect(leaveOutMarketWords(['left', 'hand', 'second'])).toEqual({ kept: ['left', 'hand', 'second'], leftOut: [] });
    expect(leaveOutMarketWords(['hand', 'second'])).toEqual({ kept: ['hand', 'second'], leftOut: [] });
  });

  it('reads words that name an object property as words', () => {
    for (const words of [['constructor', 'name'], ['tostring'], ['proto', 'hasownproperty']])
      expect(leaveOutMarketWords(words)).toEqual({ kept: words, leftOut: [] });
  });
});

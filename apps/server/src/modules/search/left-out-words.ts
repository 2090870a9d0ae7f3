import type { LeftOutReason } from '@restrung/shared/search';
import { isColourWord } from './colour-words.ts';
import { madeInCountryAt } from './made-in-words.ts';
import { REGION_NAMES } from './us-regions.ts';

/*
 * Words of buying second-hand that no listing's words answer (decision 0089). Every guitar here is second-hand and
 * for sale, so "used strat" found only the Stratocasters whose description happened to say "used", and "used fender"
 * none on the demo data; "cheap acoustic" was corrected to "cherry acoustic" and found nothing. They are left out of
 * the keywords, and the page says so. So is "near" ("strat near austin"), "local" or a distance ("within 50 miles
 * of"): no listing says it, and the place's name finds the listings there. Nor does a listing say it is the newest,
 * the best deal or the best guitar, nor answer "looking for": "best acoustic under 1000", "nice les paul" and "latest
 * acoustic" found nothing on the demo data.
 */

/** Words that say so alone. */
const WORDS = new Map<string, LeftOutReason>([
  ['used', 'second-hand'],
  ['secondhand', 'second-hand'],
  ['preowned', 'second-hand'],
  ['preloved', 'second-hand'],
  ['sale', 'for-sale'],
  // Every guitar search shows is available, unless booked ones are asked for: "available", "in stock" found nothing.
  ['available', 'available'],
  ['unbooked', 'available'],
  // Asking for booked guitars: the same line says how to see them.
  ['booked', 'available'],
  ['cheap', 'price'],
  ['cheaper', 'price'],
  ['cheapest', 'price'],
  ['inexpensive', 'price'],
  ['affordable', 'price'],
  ['bargain', 'price'],
  ['budget', 'price'],
  // The dearest first: "most expensive les paul", "high end acoustic".
  ['expensive', 'price-high'],
  ['pricey', 'price-high'],
  ['priciest', 'price-high'],
  ['newest', 'newest'],
  ['latest', 'newest'],
  ['deal', 'saving'],
  ['deals', 'saving'],
  ['steal', 'saving'],
  ['underpriced', 'saving'],
  // A lowered price: the card's badge shows it, and the saving against the market price sorts by it.
  ['discounted', 'saving'],
  ['reduced', 'saving'],
  ['near', 'place'],
  ['local', 'place'],
  ['locally', 'place'],
  ['nearby', 'place'],
  ['area', 'place'],
  ['wanted', 'request'],
  ['wtb', 'request'],
  ['want', 'request'],
  ['buy', 'request'],
  ['buying', 'request'],
  ['seeking', 'request'],
  ['please', 'request'],
  // A question to a shop: "anyone selling a jazz bass", "need a bass", "iso tele" (in search of), "lf strat".
  ['need', 'request'],
  ['anyone', 'request'],
  ['anybody', 'request'],
  ['someone', 'request'],
  ['somebody', 'request'],
  ['get', 'request'],
  ['got', 'request'],
  ['iso', 'request'],
  ['lf', 'request'],
  ['selling', 'for-sale'],
  ['sells', 'for-sale'],
  ['sell', 'for-sale'],
  ['pls', 'request'],
  ['plz', 'request'],
  // The occasion: "birthday gift for my son".
  ['gift', 'request'],
  ['gifts', 'request'],
  ['birthday', 'request'],
  ['christmas', 'request'],
  ['xmas', 'request'],
  // "Good" is a condition's grade when it is read (condition-words.ts); after another one it is praise.
  ['best', 'praise'],
  ['good', 'praise'],
  ['great', 'praise'],
  ['nice', 'praise'],
  ['awesome', 'praise'],
  ['amazing', 'praise'],
  ['beautiful', 'praise'],
  ['gorgeous', 'praise'],
  ['lovely', 'praise'],
  ['perfect', 'praise'],
  ['decent', 'praise'],
]);

/**
 * Words that say so only together, as the search box splits "second-hand" and "pre-owned": "hand" alone is a
 * left-handed guitar's, "for" a stop word, "low" a low action's, "looking" a good-looking guitar's.
 */
const PAIRS = new Map<string, LeftOutReason>([
  ['second hand', 'second-hand'],
  ['pre owned', 'second-hand'],
  ['pre loved', 'second-hand'],
  ['for sale', 'for-sale'],
  // "strat sold by vera": the seller's name after it finds their listings; "sold" was corrected to "solid".
  ['sold by', 'for-sale'],
  // Every seller here sells their own guitar: "for sale by owner" required "owner".
  ['by owner', 'for-sale'],
  ['from owner', 'for-sale'],
  ['in stock', 'available'],
  ['still available', 'available'],
  ['close to', 'place'],
  ['local pickup', 'place'],
  // A seller's terms, the buyer fetching the guitar: "only" is a stop word, and "pickup" alone an acoustic's pickup.
  ['pickup only', 'place'],
  ['collection only', 'place'],
  ['low price', 'price'],
  ['lowest price', 'price'],
  ['good price', 'price'],
  ['fair price', 'price'],
  ['great price', 'price'],
  ['best price', 'price'],
  ['low cost', 'price'],
  ['least expensive', 'price'],
  // How it looks, not what it costs: "expensive looking strat" asked for the dearest first.
  ['expensive looking', 'praise'],
  ['looks expensive', 'praise'],
  ['most expensive', 'price-high'],
  ['high price', 'price-high'],
  ['highest price', 'price-high'],
  ['high end', 'price-high'],
  ['top end', 'price-high'],
  ['just listed', 'newest'],
  ['newly listed', 'newest'],
  ['recently listed', 'newest'],
  ['most recent', 'newest'],
  ['new listings', 'newest'],
  ['new arrivals', 'newest'],
  ['best deal', 'saving'],
  ['good deal', 'saving'],
  ['great deal', 'saving'],
  ['best value', 'saving'],
  ['good value', 'saving'],
  ['great value', 'saving'],
  ['below market', 'saving'],
  ['under market', 'saving'],
  ['price drop', 'saving'],
  ['price drops', 'saving'],
  ['price reduced', 'saving'],
  ['price cut', 'saving'],
  ['looking for', 'request'],
  ['searching for', 'request'],
  ['search for', 'request'],
  ['show me', 'request'],
  ['find me', 'request'],
  ['get me', 'request'],
  ['something like', 'request'],
  ['similar to', 'request'],
  // Search shows only sellers our team has verified: "verified seller" found nothing, as no listing says it.
  ...['verified', 'trusted', 'reputable', 'reliable', 'legit', 'legitimate'].flatMap((kind) =>
    ['seller', 'sellers', 'dealer', 'dealers'].map((who): [string, LeftOutReason] => [`${kind} ${who}`, 'verified']),
  ),
  // Whom it is for: "for my son". "kids" alone asks for a small guitar, which a listing may say.
  ...'son daughter kid kids child children wife husband boyfriend girlfriend partner dad mom mum brother sister grandson granddaughter nephew niece'
    .split(' ')
    .map((whom): [string, LeftOutReason] => [`my ${whom}`, 'request']),
]);

/** An order typed in three or four words, as a sort menu names it: "price low to high", "sort by newest". */
const ORDERS = new Map<string, LeftOutReason>([
  ['price low to high', 'price'],
  ['low to high', 'price'],
  ['sort by price', 'price'],
  ['sorted by price', 'price'],
  ['price high to low', 'price-high'],
  ['high to low', 'price-high'],
  ['sort by newest', 'newest'],
  ['sort by date', 'newest'],
]);

/** The words of an order from `i` on, the longest first, or none. */
function orderAt(words: readonly string[], i: number): string | undefined {
  return [4, 3].map((n) => words.slice(i, i + n).join(' ')).find((typed) => ORDERS.has(typed));
}

/**
 * What is left of "I'm" and "I've" once the search box cuts them at the apostrophe, or typed without one: dropped
 * without a word, as a stop word is ("i" is one, "m" is not). "d" alone is a model's letter ("d 18"): only after "i".
 */
const CONTRACTIONS = new Set(['i m', 'i ve', 'i d', 'i ll', 'im', 'ive']);

/**
 * The finish field's name after the finish typed ("natural finish", "red colour"): no listing's finish says it, and
 * "colour" was corrected to "colorado". So is "style" after the model a guitar copies ("strat style"): a Stratocaster
 * does not say it. Dropped without a word, as a stop word is. Alone, or first, it is what the buyer asks for ("finish
 * checking").
 */
const CARRIED_BY_WORD_BEFORE = /^(?:finish|colou?r(?:ed)?|styled?)$/;
/**
 * The finish field's name before a colour, as a buyer fills a form ("colour red sg", "color: white", "finish natural"):
 * dropped likewise. "colour blue" was corrected to "Colorado" and found the one blue guitar there. Before another word
 * ("finish checking") it is what the buyer asks for.
 */
const FINISH_FIELD = /^(?:finish|colou?rs?)$/;
/**
 * "electric" before "bass": a bass is an electric bass unless it says otherwise, and its category ("Bass Guitars")
 * and text do not say "electric". "electric bass" found nothing. Dropped likewise; "electric" alone, or before
 * another word ("electric acoustic"), is still a keyword: it names the Electric Guitars.
 */
const ELECTRIC = 'electric';
/**
 * A maker's name beside the name it sells a cheaper line under ("fender squier", "squier by fender", "gibson
 * epiphone"): a Squier listing says "Squier", rarely "Fender", and "fender squier" found none. Dropped likewise;
 * apart ("fender or squier") each is a keyword.
 */
const LINE_OF: ReadonlyMap<string, string> = new Map([
  ['squier', 'fender'],
  ['epiphone', 'gibson'],
]);
const lineMaker = (word: string | undefined) => LINE_OF.get(word?.replace(/s$/, '') ?? '');
/** Whether `words[i]` is the maker of the line named next to it, or after "by". */
const besideItsLine = (words: readonly string[], i: number) =>
  [words[i - 1], words[i + 1], words[i - 1] === 'by' ? words[i - 2] : undefined].some(
    (other) => lineMaker(other) === words[i],
  );

/** "base": the slip a beginner makes, which search corrects to "bass" once "electric" is gone. */
const BASS = /^(?:bass(?:es)?|bases?)$/;

/**
 * "no cracks", "without mods", "not relic", "non cutaway": what a guitar should not have. A listing says "no cracks"
 * as often as "a repaired crack", so required, the word found both, and a maker's "no" is read before this
 * (excluded-brands.ts). Left out with the word after it; before a number ("no 5") it stays a stop word.
 */
const ABSENCE = new Set(['no', 'not', 'non', 'without']);
const ARTICLES = new Set(['a', 'an', 'the', 'any']);
const LETTER_FIRST = /^\p{L}/u;

/** The words of an absence from `i` on ("not a relic"), or none. */
function absenceAt(words: readonly string[], i: number): string[] | undefined {
  if (!ABSENCE.has(words[i]!)) return undefined;
  let end = i + 1;
  while (ARTICLES.has(words[end] ?? '')) end++;
  return LETTER_FIRST.test(words[end] ?? '') ? words.slice(i, end + 1) : undefined;
}

export interface LeftOut {
  /** The words left out, as the search box read them ("second hand"). */
  words: string;
  reason: LeftOutReason;
}

/** A distance: "within 50 miles of", "within 30 km". */
const DISTANCE_UNIT = /^(?:miles?|mi|kms?|kilometers?|kilometres?|minutes|mins|hours?|hrs?)$/;
const DISTANCE_AFTER = new Set(['of', 'from']);

/** The words of a distance from `i` on, or none. */
function distanceAt(words: readonly string[], i: number): string[] | undefined {
  if (words[i] !== 'within' || !/^\d+$/.test(words[i + 1] ?? '') || !DISTANCE_UNIT.test(words[i + 2] ?? ''))
    return undefined;
  return words.slice(i, DISTANCE_AFTER.has(words[i + 3] ?? '') ? i + 4 : i + 3);
}

/**
 * What a listing comes with, asked for as buyers ask ("case included", "comes with a case", "includes gig bag", "w/
 * case"): a listing names the case, rarely the word "included", and "case included" found nothing; "w" (the box reads
 * "w/" so) was a keyword every word starting with a w matched. Dropped without a word, as "with" (a stop word) is;
 * alone it is the buyer's word.
 */
const INCLUDED = /^(?:includ(?:e|es|ed|ing)|incl|comes?|w)$/;

/** Reasons whose words ask for an order, which "first" after them repeats: "cheapest first", "newest first". */
const ORDER_ASKED = new Set<LeftOutReason>(['price', 'price-high', 'saving', 'newest']);

/** The search box's words without those no listing's words answer, and those left out, in the order typed. */
export function leaveOutMarketWords(words: readonly string[]): { kept: string[]; leftOut: LeftOut[] } {
  const kept: string[] = [];
  const leftOut: LeftOut[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const pair = `${word} ${words[i + 1]}`;
    const pairReason = PAIRS.get(pair);
    const reason = WORDS.get(word);
    const distance = distanceAt(words, i);
    const absence = absenceAt(words, i);
    const order = orderAt(words, i);
    if (order) {
      leftOut.push({ words: order, reason: ORDERS.get(order)! });
      i += order.split(' ').length - 1;
    } else if (distance) {
      leftOut.push({ words: distance.join(' '), reason: 'place' });
      i += distance.length - 1;
    } else if (absence) {
      leftOut.push({ words: absence.join(' '), reason: 'absence' });
      i += absence.length - 1;
    } else if (CONTRACTIONS.has(pair)) i++;
    else if (CONTRACTIONS.has(word)) continue;
    else if (INCLUDED.test(word) && words.length > 1) continue;
    else if (CARRIED_BY_WORD_BEFORE.test(word) && i > 0 && kept.at(-1) === words[i - 1]) continue;
    else if (FINISH_FIELD.test(word) && isColourWord(words[i + 1])) continue;
    else if (word === ELECTRIC && BASS.test(words[i + 1] ?? '')) continue;
    else if (besideItsLine(words, i)) continue;
    else if (madeInCountryAt(words, i)) continue;
    // The end of a place's name ("bay area"), which search reads with the word before it.
    else if (i > 0 && REGION_NAMES.some((name) => name.words[0] === words[i - 1] && name.words[1] === word))
      kept.push(word);
    else if (pairReason || reason) {
      const left = pairReason ? pair : word;
      const why = (pairReason ?? reason)!;
      if (pairReason) i++;
      // "first" after an order asked is part of it; as a keyword it found "a great first guitar".
      const first = ORDER_ASKED.has(why) && words[i + 1] === 'first';
      if (first) i++;
      leftOut.push({ words: first ? `${left} first` : left, reason: why });
    } else kept.push(word);
  }
  return { kept, leftOut };
}

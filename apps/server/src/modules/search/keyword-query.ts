import { OR_WORD } from '@restrung/shared/search';
import { searchWords } from '@restrung/shared/highlight';
import { US_STATES } from '@restrung/shared/us-states';
import type { TermCheck } from './repository.ts';
import { SPELT_DECADES } from './built-year-words.ts';
import { CITY_NICKNAMES } from './city-nicknames.ts';
import { REGION_NAMES, REGIONS } from './us-regions.ts';
import { COLOUR_SHADES } from './colour-words.ts';
import { MADE_IN_NAMES } from './made-in-words.ts';
import type { MakerList } from './maker-lists.ts';

/*
 * A search's keywords, checked against the vocabulary (TermCheck), as the to_tsquery text that finds listings and
 * as the stems the planner's estimate of its matches reads (match-share.ts): both from the same keywords and
 * alternatives, so the estimate describes the query that runs.
 */

/**
 * Makers typed by their full name that listings also write short: read as the short form, which ABBREVIATIONS also
 * searches as the full name, so "paul reed smith" finds a "PRS SE" (decision 0084's amendment).
 */
export const FULL_NAMES = [
  { words: ['paul', 'reed', 'smith'], short: 'prs' },
  { words: ['ernie', 'ball'], short: 'ernieball' },
];

/**
 * Kinds of guitar named in two words that mean more together than apart: a "steel string" is an acoustic guitar, as
 * the Classical Guitars are the nylon-strung ones, and "steel" alone is a lap steel's or a fret's; a "semi acoustic"
 * is an electric with a hollow body, which a listing's body type calls semi-hollow or hollow. Read as one word, which
 * ABBREVIATIONS searches as the words and the other names.
 */
const KIND_NAMES = [
  { words: ['steel', 'string'], short: 'steelstring' },
  { words: ['steel', 'strings'], short: 'steelstring' },
  { words: ['semi', 'acoustic'], short: 'semiacoustic' },
];

/** Built once: every word of every search is checked against it. */
const SHORT_NAMES = [...FULL_NAMES, ...KIND_NAMES, ...REGION_NAMES];

/** The words with each maker's full name as its short form, and each kind's two words as one. */
export function withShortNames(words: readonly string[]): string[] {
  const read: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const name = SHORT_NAMES.find((full) => full.words.every((word, j) => words[i + j] === word));
    read.push(name?.short ?? words[i]!);
    if (name) i += name.words.length - 1;
  }
  return read;
}

/**
 * The words to check, in order, each once on its side of an "or", and at most `max`: "fender strat or fender tele"
 * keeps the second "fender", which its side needs.
 */
export function keywordTerms(words: readonly string[], max: number): string[] {
  let seen = new Set<string>();
  const terms: string[] = [];
  for (const word of withShortNames(words)) {
    if (word === OR_WORD) seen = new Set();
    else if (seen.has(word)) continue;
    else seen.add(word);
    terms.push(word);
  }
  return terms.slice(0, max);
}

const isKeyword = (check: KeywordCheck) =>
  (check.stems.length > 0 || (!check.known && check.closest)) && !check.heldBefore;

/**
 * The keywords a query is made of, each a group of checks that are its alternatives; most are one check. Stop words
 * ("the") are left out, unless misspelt for a known word, and so is a word the keyword before it holds in its phrase
 * ("string" after "7").
 *
 * "or" divides the keywords into sides, any one of which is enough: "les paul or sg" is (les & paul) | sg. Written
 * as keywords that must all match, as the rest of the search reads them, that is one keyword for each way of taking
 * one word from each side: (les | sg) & (paul | sg). With at most MAX_TERMS words, there are at most 20 of them.
 *
 * `leaveOut` leaves out a whole group when it holds one such check: the index look-up must find every listing any of
 * them matches.
 */
const keywordsOf = (checks: KeywordCheck[], leaveOut?: (check: TermCheck) => boolean) => {
  const sides: KeywordCheck[][] = [[]];
  for (const check of checks) {
    if (check.term === OR_WORD && check.stems.length === 0) sides.push([]);
    else if (isKeyword(check)) sides.at(-1)!.push(check);
  }
  const groups = sides
    .filter((side) => side.length > 0)
    .reduce<KeywordCheck[][]>(
      (taken, side) =>
        taken.length === 0
          ? side.map((check) => [check])
          : taken.flatMap((group) => side.map((check) => [...group, check])),
      [],
    );
  return leaveOut ? groups.filter((group) => !group.some(leaveOut)) : groups;
};

/** A keyword's alternatives: those of each check in its group. */
const groupAlternatives = (group: KeywordCheck[]) => group.flatMap(alternativesOf);

/**
 * Another way a keyword is written, as words that follow one another in a listing, the last one as a prefix:
 * - a model number typed joined ("es335") is also its letters followed by its number ("ES 335"), decision 0083;
 * - a guitarists' abbreviation is also the words it stands for ("lp": "Les Paul"), decision 0084;
 * - two known words typed as one ("lespaul") are also those words ("les paul"), and one typed as two ("sting ray")
 *   is also that word ("stingray"), decision 0086.
 * Each word is checked as a keyword of its own, in the same statement, for its stems: a phrase with a stop word
 * (to_tsquery would drop it) is left out. `marked`: its words are highlighted in the results.
 */
export interface Phrase {
  words: string[];
  stems: string[];
  marked: boolean;
  /** The word this keyword makes with the one before it ("sting ray": "stingray"). */
  joined?: true;
  /** The keyword is searched as this phrase only, not on its own ("7 string": a 7 next to "string"). */
  instead?: true;
}
/**
 * `readAs`: the words an unknown keyword was read as, in place of a closest word ("lespaul": "les paul").
 * `heldBefore`: the keyword before this one holds it in its phrase ("string" after "7"), or names what it is part of
 * ("bar" after "whammy"), so it is no keyword of its own.
 */
export type KeywordCheck = TermCheck & {
  phrases?: Phrase[];
  readAs?: string;
  heldBefore?: true;
  /** A keyword typed in quotes is searched as typed: its closest known word, offered when nothing is found. */
  notSearchedClosest?: string;
};

/** A model number joined: one to three letters, then a number ("es335", "hd28v", "om2h"). */
const JOINED_MODEL = /^(\p{L}{1,3})(\p{N}[\p{L}\p{N}]*)$/u;
/**
 * A word and a number typed as one ("custom24", "strat62"): no known word is it, and the closest was the word alone,
 * the number dropped. Read as the two, one after the other, as two known words typed as one are (decision 0086).
 */
const WORD_AND_NUMBER = /^(\p{L}{4,})(\p{N}+)$/u;

/**
 * Abbreviations guitarists type for model names that listings spell out (decision 0084). Only ones with a single
 * meaning in a guitar shop; an abbreviation a listing uses as well is still found as typed.
 */
const FIRST_GUITAR = [['student'], ['beginner'], ['first', 'guitar']];
/**
 * A guitar sized for a child, as listings say it: "3/4 size" (the document holds "3" then "4"), "half size", "1/2
 * size", or for a kid, child or youth. Not "mini" (a mini humbucker) nor "junior" (a Les Paul Junior): adults' too.
 */
const CHILD_SIZE = [['kid'], ['child'], ['youth'], ['3', '4'], ['half', 'size'], ['1', '2', 'size']];
/** What the frets sit in, by each of its names: a seller's "rosewood board" is a buyer's "rosewood fretboard". */
const FRETBOARD = [['fretboard'], ['fingerboard'], ['board']];
/** The bar that bends the pitch, by each of its names (decision 0084's amendment). */
const TREMOLO = [['tremolo'], ['trem'], ['whammy'], ['vibrato']];
/** What amplifies an acoustic, which sellers call its pickup or its electronics ("ES2 electronics", "Fishman"). */
const PICKUP = [['pickup'], ['electronics']];
/** A hard shell case, by each of its names. */
const HARD_CASE = [['hard', 'case'], ['hardshell'], ['hard', 'shell']];
/**
 * A left-handed guitar, by each of its names: its document says "left-handed lefty" when its seller chose the
 * handedness (migration 0016), yet many sellers only write "LH" or "lefty" in the title.
 */
const LEFT_HANDED = [['left', 'handed'], ['lefty'], ['lh']];
const RIGHT_HANDED = [['right', 'handed'], ['righty']];
/** A humbucker switched to one coil, which sellers call a coil split or a coil tap alike. */
const COIL_SPLIT = [
  ['coil', 'split'],
  ['coil', 'tap'],
];
/** A guitar changed from stock: a listing whose modifications field tells a change holds "modified" (migration 0025). */
const MODIFIED = [['modified']];
/** Decades spelt out, as the document holds a guitar's decade built ("60s", migration 0022) and titles write it. */
const DECADES_SPELT = Object.fromEntries([...SPELT_DECADES].map(([word, first]) => [word, [[`${first % 100}s`]]]));
const otherThan = (word: string, names: string[][]) => names.filter(([name]) => name !== word);
/** "bar" or "arm" after one of its names is that bar, which listings call "trem arm" as often as "whammy bar". */
const TREMOLO_PART = /^(bar|arm)s?$/;
const tremoloPartAfter = (terms: readonly string[], i: number) =>
  i > 0 && TREMOLO.some(([name]) => name === terms[i - 1]) && TREMOLO_PART.test(terms[i]!);
const ABBREVIATIONS: Record<string, string[][]> = {
  // Where a guitar was made; "spanish" below is also a classical guitar.
  ...MADE_IN_NAMES,
  lp: [['les', 'paul']],
  // In the plural: the stemmer leaves "sgs" and "lps" as they are, and "sg" is too short for the vocabulary.
  lps: [['les', 'paul']],
  sgs: [['sg']],
  pbass: [['precision', 'bass']],
  jbass: [['jazz', 'bass']],
  // A first guitar, as buyers ask for it and sellers describe it (decision 0084's amendment).
  beginner: otherThan('beginner', FIRST_GUITAR),
  beginners: FIRST_GUITAR,
  starter: FIRST_GUITAR,
  student: otherThan('student', FIRST_GUITAR),
  // A guitar for a child: "kids guitar", "childrens classical". "kids" stems to "kid"; "children" stays itself, which
  // "child" does not start.
  kid: otherThan('kid', CHILD_SIZE),
  kids: otherThan('kid', CHILD_SIZE),
  child: otherThan('child', CHILD_SIZE),
  children: CHILD_SIZE,
  childrens: CHILD_SIZE,
  youth: otherThan('youth', CHILD_SIZE),
  // Other names listings use for the same thing (decision 0084's amendment). Typed, "trem" is a prefix of "tremolo".
  whammy: otherThan('whammy', TREMOLO),
  tremolo: otherThan('tremolo', TREMOLO),
  vibrato: otherThan('vibrato', TREMOLO),
  trem: [['whammy'], ['vibrato']],
  fretboard: otherThan('fretboard', FRETBOARD),
  fingerboard: otherThan('fingerboard', FRETBOARD),
  // "pickups" finds "pickup" as typed: its stem is "pickup".
  pickup: otherThan('pickup', PICKUP),
  pickups: otherThan('pickup', PICKUP),
  electronics: otherThan('electronics', PICKUP),
  // Strung with nylon: a classical guitar, as its category names it.
  nylon: [['classical', 'guitars']],
  steelstring: [
    ['steel', 'string'],
    ['acoustic', 'guitars'],
  ],
  semiacoustic: [
    ['semi', 'acoustic'],
    ['semi', 'hollow'],
    ['hollow', 'body'],
  ],
  spanish: [['classical', 'guitars'], ...MADE_IN_NAMES.spanish!],
  parlour: [['parlor']],
  gigbag: [['gig', 'bag']],
  hardcase: [['hard', 'case']],
  // A hard shell case, original or not, as sellers write it and the listing's case field says it ("hard case").
  hsc: HARD_CASE,
  ohsc: HARD_CASE,
  hardshell: otherThan('hardshell', HARD_CASE),
  // A guitar changed from stock, which a listing's modifications tell in their own words. "modded", "mods" and
  // "modifications" find "modified" as they are: their stems ("mod", "modif") start it.
  upgraded: MODIFIED,
  upgrades: MODIFIED,
  // Left- and right-handed, and a coil split (decision 0084's amendment); typed as two words ("left handed", "coil
  // tap") each is read as its joined form (TYPED_APART). "lefties" and "leftie" stem to "lefti", which "lefty" starts.
  lefty: otherThan('lefty', LEFT_HANDED),
  lefties: LEFT_HANDED,
  lh: otherThan('lh', LEFT_HANDED),
  southpaw: LEFT_HANDED,
  lefthanded: LEFT_HANDED,
  lefthand: LEFT_HANDED,
  righty: otherThan('righty', RIGHT_HANDED),
  righthanded: RIGHT_HANDED,
  righthand: RIGHT_HANDED,
  coilsplit: COIL_SPLIT,
  coilsplits: COIL_SPLIT,
  coiltap: COIL_SPLIT,
  coiltaps: COIL_SPLIT,
  prs: [['paul', 'reed', 'smith']],
  // Music Man's guitars are Ernie Ball's ("Ernie Ball Music Man", "EBMM"); "ernie ball" is still its strings too.
  ernieball: [
    ['ernie', 'ball'],
    ['music', 'man'],
  ],
  ebmm: [['music', 'man']],
  // Shorthand of listing titles, as buyers copy it: Squier's Classic Vibe, a Custom Shop, a standard or deluxe model.
  cv: [['classic', 'vibe']],
  cs: [['custom', 'shop']],
  std: [['standard']],
  dlx: [['deluxe']],
  // Sunbursts: "sb", tobacco ("tsb") and three-tone ("3ts", "3tsb"), which listings write out.
  sb: [['sunburst']],
  tsb: [['tobacco', 'sunburst']],
  '3ts': [['sunburst']],
  '3tsb': [['sunburst']],
  // Fender's finishes by their initials, as listing titles shorten them: Lake Placid Blue, Seafoam Green.
  lpb: [['lake', 'placid', 'blue']],
  sfg: [['seafoam', 'green']],
  rw: [['rosewood']],
  dred: [['dreadnought']],
  ...DECADES_SPELT,
  ...CITY_NICKNAMES,
  ...REGIONS,
  ...COLOUR_SHADES,
};

/**
 * Models by their full name, joined, with the shorthand listing titles use for them ("Epiphone LP Special", "Fender
 * P-Bass", "Squier CV"): typed "les paul", the name finds them too, as "lp" finds "Les Paul" (decision 0084's
 * amendment). A shorthand of two letters is searched whole: "lp" is the start of "LPB" (Lake Placid Blue).
 */
const SHORTHANDS: Record<string, string[][]> = {
  lespaul: [['lp']],
  precisionbass: [['p', 'bass'], ['pbass']],
  jazzbass: [['j', 'bass'], ['jbass']],
  classicvibe: [['cv']],
  customshop: [['cs']],
};

/**
 * Abbreviations bassists type apart as often as joined ("p bass", "j-bass"): the two keywords are read as the
 * abbreviation, the letter and the word next to each other or the words it stands for. As keywords of their own, "p"
 * was the start of any word ("Plain Seller", "passive"), and every bass was found. So are two words that name one
 * thing ("left handed", "coil tap"): apart, "left" and "handed" found "handed down ... left in its case".
 */
const TYPED_APART = new Set([
  ...Object.keys(SHORTHANDS),
  'pbass',
  'jbass',
  'lefthanded',
  'lefthand',
  'righthanded',
  'righthand',
  'coilsplit',
  'coilsplits',
  'coiltap',
  'coiltaps',
]);
const apartAbbreviation = (terms: readonly string[], i: number) => {
  const next = terms[i + 1];
  return next !== undefined && TYPED_APART.has(terms[i]! + next) ? terms[i]! + next : undefined;
};

/**
 * A model's full name, or two words read as one thing, typed with a slip in a word no known word starts with ("les
 * pual", "jazz bsas", "left handd"): the keywords with that word as its closest known word, and what was mended, so
 * the name is read as if typed right (decision 0084's amendment). Apart, "pual" was searched as "paul" anywhere, and
 * the "LP" the name is listed as was missed. A word in quotes is searched as typed, never mended. Null when there is
 * nothing to mend.
 */
export function namesWithSlipsMended(
  terms: readonly string[],
  checks: readonly TermCheck[],
  quoted: ReadonlySet<string>,
): { terms: string[]; mended: { from: string; to: string }[] } | null {
  const byTerm = new Map(checks.map((check) => [check.term, spelt(check)]));
  const asKnown = (term: string) => {
    const check = byTerm.get(term);
    return !quoted.has(term) && check && !check.known && check.closest ? check.closest : term;
  };
  const mendedTerms = [...terms];
  const mended: { from: string; to: string }[] = [];
  for (let i = 0; i + 1 < terms.length; i++) {
    const pair = [terms[i]!, terms[i + 1]!];
    const read = pair.map(asKnown);
    if (TYPED_APART.has(pair.join('')) || !TYPED_APART.has(read.join(''))) continue;
    pair.forEach((term, k) => {
      mendedTerms[i + k] = read[k]!;
      if (read[k] !== term) mended.push({ from: term, to: read[k]! });
    });
    i++;
  }
  return mended.length > 0 ? { terms: mendedTerms, mended } : null;
}

/** The shorthands of a model's full name typed as these two words ("les", "paul": "lp"), each as its words. */
export const shorthandsOf = (first: string, second: string | undefined): readonly string[][] | undefined =>
  second !== undefined && Object.hasOwn(SHORTHANDS, first + second) ? SHORTHANDS[first + second] : undefined;

/** The other names a word is also searched as ("nylon": "classical guitars"), each as its words. */
export const otherNamesOf = (word: string): readonly string[][] =>
  Object.hasOwn(ABBREVIATIONS, word) ? ABBREVIATIONS[word]! : [];

/**
 * A guitar's number of strings, 4 to 18 (decision 0088): a listing says "7-string", which the document holds as "7"
 * then "string". Typed as "7 string" the keywords matched any "7..." number and "string" anywhere apart: the Yamaha
 * C70 with new strings, every listing of a seller named "... Strings". So the number is searched only right before
 * "string", exactly, and "7string" is read as "7 string".
 */
const STRINGS_COUNT = /^\d{1,2}$/;
const STRINGS_WORD = /^strings?$/;
const STRINGS_JOINED = /^(\d{1,2})strings?$/;
/** "seven string", "twelve string": the numbers of strings guitars have, spelt out, read as their digits. */
const STRINGS_SPELT = new Map(
  'four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen'
    .split(' ')
    .map((word, i) => [word, String(i + 4)] as const),
);
/** A term as the number of strings it can be: digits as typed, a number word as its digits. */
const stringsCount = (term: string) => (STRINGS_COUNT.test(term) ? term : STRINGS_SPELT.get(term));
/** Each number of strings spelt out, by its digits: a listing may say "Five string bass" or "twelve-string". */
const SPELT_COUNT = new Map([...STRINGS_SPELT].map(([word, count]) => [count, word]));

/** A number of strings typed before "string" ("5 string"): the number spelt out with it, which is checked too. */
function speltCountBeside(terms: readonly string[], i: number) {
  const count = stringsCount(terms[i]!);
  const next = terms[i + 1];
  const spelt = count && next && STRINGS_WORD.test(next) ? SPELT_COUNT.get(count) : undefined;
  return spelt ? [{ words: [spelt, next!], marked: true }] : [];
}

/** The count's phrases with the word "string" checked: in digits, and spelt out when its word's stems are known. */
function stringsPhrases(count: string, stringCheck: TermCheck, byTerm: ReadonlyMap<string, TermCheck>): Phrase[] {
  const spelt = SPELT_COUNT.get(count);
  const speltStems = spelt === undefined ? undefined : byTerm.get(spelt)?.stems;
  const forms: [string, readonly string[]][] = [[count, [count]]];
  if (spelt && speltStems?.length) forms.push([spelt, speltStems]);
  return forms.map(([word, stems]) => ({
    words: [word, stringCheck.term],
    stems: [...stems, ...stringCheck.stems],
    marked: true,
    instead: true,
  }));
}

/**
 * US states of two words, which a listing's document holds as one ("newmexico", migration 0023, decision 0090), so
 * that "mexico" or "new" alone does not find every listing there. Typed as two words they are read as that one, as
 * two known words are (decision 0086); the vocabulary leaves them out, or "mexico" would be corrected to "newmexico".
 */
const TWO_WORD_STATES = new Set(
  'newhampshire newjersey newmexico newyork northcarolina northdakota rhodeisland southcarolina southdakota westvirginia'.split(
    ' ',
  ),
);

/** Kinds of guitar "first" says a beginner's of: "first electric", "my first bass". */
const FIRST_KIND = /^(guitars?|bass|basses|electrics?|acoustics?|classicals?)$/;

/**
 * "first" right before a kind of guitar ("first electric guitar", "first bass") asks for a beginner's guitar, as
 * "beginner" does (decision 0084's amendment): searched as those two words in order, or as a first guitar's other
 * names, not as "first" anywhere ("first owner", "a first step up"). The kind stays a keyword of its own.
 */
function firstGuitarPhrases(terms: readonly string[], i: number) {
  const kind = terms[i + 1];
  if (terms[i] !== 'first' || kind === undefined || !FIRST_KIND.test(kind)) return [];
  const typed = { words: ['first', kind], marked: true, instead: true as const };
  const others = FIRST_GUITAR.filter((words) => words.join(' ') !== typed.words.join(' '));
  return [typed, ...others.map((words) => ({ words, marked: true }))];
}

/** Woods a fretboard is made of, as listings name them ("pau ferro": "ferro"). */
const FRETBOARD_WOODS = new Set(['rosewood', 'maple', 'ebony', 'ferro', 'laurel', 'walnut', 'richlite']);

/**
 * "neck" right after a fretboard's wood ("rosewood neck strat", "maple neck tele") is also that fretboard, as
 * guitarists say it of a Fender's: a listing's "rosewood board" or "maple fingerboard" (decision 0084's amendment).
 * "neck" after any other word ("thin neck") is the neck only.
 */
const neckAfterWood = (terms: readonly string[], i: number) =>
  i > 0 && terms[i] === 'neck' && FRETBOARD_WOODS.has(terms[i - 1]!)
    ? FRETBOARD.map((words) => ({ words, marked: true }))
    : [];

/** The phrases a term is also searched as because of the word next to it, before their words are checked. */
const phrasesBeside = (terms: readonly string[], i: number) => [
  ...firstGuitarPhrases(terms, i),
  ...neckAfterWood(terms, i),
  ...speltCountBeside(terms, i),
];

/** The phrases a term is also searched as, before their words are checked. */
function phrasesOf(term: string): { words: string[]; marked: boolean; instead?: true }[] {
  const model = JOINED_MODEL.exec(term);
  const strings = STRINGS_JOINED.exec(term);
  const wordAndNumber = WORD_AND_NUMBER.exec(term);
  return [
    ...(model ? [{ words: [model[1]!, model[2]!], marked: false }] : []),
    ...(Object.hasOwn(ABBREVIATIONS, term) ? ABBREVIATIONS[term]!.map((words) => ({ words, marked: true })) : []),
    ...(Object.hasOwn(SHORTHANDS, term) ? SHORTHANDS[term]!.map((words) => ({ words, marked: true })) : []),
    ...(strings ? [strings[1]!, SPELT_COUNT.get(strings[1]!)] : [])
      .filter((count) => count !== undefined)
      .map((count) => ({ words: [count, 'string'], marked: true, instead: true as const })),
    ...(wordAndNumber ? [{ words: [wordAndNumber[1]!, wordAndNumber[2]!], marked: true }] : []),
    // A state's code, also as its name written out ("tx": "Dallas, Texas").
    ...(US_STATES.has(term) ? [{ words: searchWords(US_STATES.get(term)!), marked: true }] : []),
  ];
}

/**
 * A number of strings typed before "string" or "strings" ("7 string", "12-string", "seven string"): that word,
 * checked, and the number as digits.
 */
const stringsWordAfter = (terms: readonly string[], i: number, byTerm: ReadonlyMap<string, TermCheck>) => {
  const next = terms[i + 1];
  const check = next === undefined ? undefined : byTerm.get(next);
  const count = stringsCount(terms[i]!);
  return count && next && STRINGS_WORD.test(next) && check?.stems.length ? { count, check } : undefined;
};

/** A model's number ("335", "28v"): PostgreSQL's parser keeps it whole, so it is its own stem, with no look-up. */
const STARTS_WITH_DIGIT = /^\p{N}/u;
const stemsOfNumber = (word: string) => (STARTS_WITH_DIGIT.test(word) ? [word] : undefined);

/** Words of letters only: the vocabulary holds no other, so nothing else can be two words joined. */
const LETTERS = /^\p{L}+$/u;
/** The longest word the vocabulary keeps (migration 0007). */
const MAX_KNOWN_WORD = 40;

/**
 * Each keyword joined to the one before it ("jazz master": "jazzmaster"), when both are letters: the word they make
 * if typed as two (decision 0086). Only whether a known word starts with it is checked.
 */
export const joinedPairs = (terms: readonly string[]) => [
  ...new Set(
    terms.slice(1).flatMap((term, i) => {
      const joined = joinedWord(terms[i]!, term);
      return joined && !terms.includes(joined) ? [joined] : [];
    }),
  ),
];

/** The word two keywords would make as one, when it can be a known word (letters only, not too long). */
function joinedWord(first: string, second: string): string | null {
  const joined = first + second;
  return LETTERS.test(joined) && joined.length <= MAX_KNOWN_WORD ? joined : null;
}

/** A model's number: digits only, as typed before the letters that end it. */
const DIGITS = /^\p{N}+$/u;
/** The letters that end a model's number ("214ce", "2ne", "4p", "110e"): one to three. */
const MODEL_SUFFIX = /^\p{L}{1,3}$/u;

/**
 * A number and the letters after it, typed apart ("214 ce", "214-ce"), as the model the listing writes joined
 * ("214ce"): PostgreSQL keeps such a word whole, so it is its own stem, with no look-up (decision 0083's amendment).
 */
const numberWithLetters = (first: string, second: string) =>
  DIGITS.test(first) && MODEL_SUFFIX.test(second) ? first + second : undefined;

/** The words again, each time with one of them joined to the one before it ("sting r": "stingr", "214 c": "214c"). */
export const joinedReadings = (words: readonly string[]) =>
  words.slice(1).flatMap((word, i) => {
    const joined = joinedWord(words[i]!, word) ?? numberWithLetters(words[i]!, word);
    return joined ? [[...words.slice(0, i), joined, ...words.slice(i + 2)]] : [];
  });

/**
 * The words again with the last one, as it is being typed, cut in two ("lespa": "les pa"), as the keyword check reads
 * two words typed as one on Enter (decision 0086). The first part has two letters or more, the second one or more
 * ("musicm": "music m"). Words of letters only.
 */
export const splitReadings = (words: readonly string[]) => {
  const last = words.at(-1);
  if (!last || !LETTERS.test(last)) return [];
  return Array.from({ length: Math.max(0, last.length - 2) }, (_, k) => k + 2).map((cut) => [
    ...words.slice(0, -1),
    last.slice(0, cut),
    last.slice(cut),
  ]);
};

/** Past this many letters a word keeps enough trigrams, with two letters swapped, for the closest-word look-up. */
const MAX_SWAPPED_WORD = 20;

/**
 * The words again, each time with two neighbouring letters of one of them swapped ("fedner": "fender"), as the
 * keyword check corrects them on Enter (decision 0017's amendment). Words of 3 to 20 letters.
 */
export const swappedReadings = (words: readonly string[]) =>
  words.flatMap((word, i) => {
    if (word.length < 3 || word.length > MAX_SWAPPED_WORD || !LETTERS.test(word)) return [];
    return [...word.slice(1)].flatMap((letter, j) => {
      if (letter === word[j]) return [];
      const swapped = word.slice(0, j) + letter + word[j] + word.slice(j + 2);
      return [[...words.slice(0, i), swapped, ...words.slice(i + 1)]];
    });
  });

/** The words of the terms' phrases that are not terms or numbers themselves: they are checked with them. */
export const phraseWords = (terms: readonly string[]) => [
  ...new Set(
    terms
      .flatMap((term, i) => {
        const apart = apartAbbreviation(terms, i);
        const phrases = [...phrasesOf(term), ...(apart ? phrasesOf(apart) : []), ...phrasesBeside(terms, i)];
        return phrases.flatMap(({ words }) => words);
      })
      .filter((word) => !terms.includes(word) && !stemsOfNumber(word)),
  ),
];

const NOT_CORRECTED = { closest: null, closestStems: [] };

/** Past this many letters more than a known word it starts with, a keyword is another word, not a slip of it. */
const MAX_LETTERS_TOO_MANY = 2;

/**
 * A stop word ("under", "with": no stems) is an English word spelt right, left out as every stop word is: never
 * corrected nor split. "under" was searched as its closest known word, "fender", so "acoustic under a grand" found
 * only Fenders' acoustics.
 * Nor is a longer word corrected to a known word it starts with ("basswood": "bass", "jazzmaster": "jazz"): it is
 * another word, and "basswood body" found every bass. A letter or two too many ("fenderr") is still a slip.
 */
function spelt(check: TermCheck): TermCheck {
  const { closest, term } = check;
  if (closest && term.startsWith(closest) && term.length - closest.length > MAX_LETTERS_TOO_MANY)
    return { ...check, ...NOT_CORRECTED };
  if (check.stems.length > 0 || (closest === null && !check.split)) return check;
  const { split: _split, ...rest } = check;
  return { ...rest, ...NOT_CORRECTED };
}

/**
 * Whether the word two keywords make stems back to the first one's start ("fender" + "red": "fenderred", stemmed
 * "fender"): as an alternative of the second keyword it matches whatever the first does, and "fender red" found every
 * Fender. "jazz" + "master" stems to "jazzmast", another word.
 */
const stemsBack = (joined: TermCheck, first: TermCheck | undefined) =>
  joined.stems.some((stem) => first?.stems.some((firstStem) => firstStem.startsWith(stem)));

/** Phrases with their words' stems; one with a word that has none (a stop word, which to_tsquery drops) is left out. */
const checkedPhrases = (
  phrases: { words: string[]; marked: boolean; instead?: true }[],
  byTerm: ReadonlyMap<string, TermCheck>,
): Phrase[] =>
  phrases.flatMap(({ words, marked, instead }) => {
    const stems = words.map((word) => byTerm.get(word)?.stems ?? stemsOfNumber(word) ?? []);
    return stems.every((wordStems) => wordStems.length > 0)
      ? [{ words, stems: stems.flat(), marked, ...(instead && { instead }) }]
      : [];
  });

/**
 * Each term's check with its phrases, from the checks of the terms and of their phrases' words. An abbreviation is
 * a known word: it is never corrected to another. Two known words typed as one are read as those words instead of
 * being corrected to the closest word, which was one of them ("lespaul": "les").
 */
export function withPhrases(
  terms: readonly string[],
  checks: readonly TermCheck[],
  makerLists: readonly MakerList[] = [],
  quoted: ReadonlySet<string> = new Set(),
): KeywordCheck[] {
  const byTerm = new Map(checks.map((check) => [check.term, check]));
  // Makers listed ("fender/gibson") are one keyword: the first maker's first word, with every maker as a phrase. The
  // first maker's other words ("music man": "man") are in its phrase.
  const lists = new Map<number, MakerList>();
  terms.forEach((_, i) => {
    const list = makerLists.find(([first]) => first!.every((word, k) => terms[i + k] === word));
    if (list) lists.set(i, list);
  });
  const inList = new Set([...lists].flatMap(([i, [first]]) => first!.slice(1).map((_, k) => i + 1 + k)));
  return terms.map((term, i) => {
    const check = spelt(byTerm.get(term)!);
    // A stop word is not searched, so nor are its other names: "in" is no "indiana", "or" no "oregon".
    if (check.stems.length === 0 && !STARTS_WITH_DIGIT.test(term)) return check;
    // In quotes: as typed, never corrected nor split, with its other names only (decision 0094's amendment). Its
    // closest word is kept to offer if nothing is found.
    if (quoted.has(term)) {
      const { split: _split, closest, ...asTyped } = check;
      return {
        ...asTyped,
        ...NOT_CORRECTED,
        phrases: checkedPhrases(phrasesOf(term), byTerm),
        ...(!check.known && closest && { notSearchedClosest: closest }),
      };
    }
    if (inList.has(i)) return { ...check, ...NOT_CORRECTED, heldBefore: true };
    const list = lists.get(i);
    if (list) {
      const makers = list.map((words, k) => ({ words, marked: true, ...(k === 0 && { instead: true as const }) }));
      return { ...check, known: true, ...NOT_CORRECTED, phrases: checkedPhrases(makers, byTerm) };
    }
    if (i > 0 && stringsWordAfter(terms, i - 1, byTerm)) return { ...check, heldBefore: true };
    if (i > 0 && apartAbbreviation(terms, i - 1)) return { ...check, ...NOT_CORRECTED, heldBefore: true };
    const apart = apartAbbreviation(terms, i);
    if (apart) {
      const typed = { words: [term, terms[i + 1]!], marked: true, instead: true as const };
      return { ...check, known: true, ...NOT_CORRECTED, phrases: checkedPhrases([typed, ...phrasesOf(apart)], byTerm) };
    }
    // Not searched, so not corrected either: "arm" was "also searched as ram".
    if (tremoloPartAfter(terms, i)) return { ...check, ...NOT_CORRECTED, heldBefore: true };
    const firstGuitar = firstGuitarPhrases(terms, i);
    if (firstGuitar.length > 0)
      return { ...check, known: true, ...NOT_CORRECTED, phrases: checkedPhrases(firstGuitar, byTerm) };
    const phrases = checkedPhrases([...phrasesOf(term), ...neckAfterWood(terms, i)], byTerm);
    const strings = stringsWordAfter(terms, i, byTerm);
    if (strings) phrases.push(...stringsPhrases(strings.count, strings.check, byTerm));
    const split = check.split?.stems.every((wordStems) => wordStems.length > 0) ? check.split : undefined;
    if (split) {
      const { words, stems } = split;
      phrases.push({ words, stems: stems.flat(), marked: true });
    }
    // With the keyword before it, a known word's start ("sting ray": "stingray"): that word is one more alternative,
    // and this keyword is not corrected. The one before needs none: as a prefix it already matches the joined word.
    const joined = i > 0 ? byTerm.get(terms[i - 1]! + term) : undefined;
    const stateWord = i > 0 && TWO_WORD_STATES.has(terms[i - 1]! + term) ? terms[i - 1]! + term : undefined;
    // A word no look-up knows: a state's name, or a model's number with its letters. Each is its own stem.
    const unlooked = stateWord ?? (i > 0 ? numberWithLetters(terms[i - 1]!, term) : undefined);
    const pair =
      joined?.known && joined.stems.length > 0 && !stemsBack(joined, byTerm.get(terms[i - 1]!))
        ? joined
        : unlooked
          ? { term: unlooked, stems: [unlooked] }
          : undefined;
    if (pair) phrases.push({ words: [pair.term], stems: pair.stems, marked: true, joined: true });
    if (phrases.length === 0) return check;
    // "12string" is read as "12 string" as an abbreviation is read: nothing was corrected.
    if (Object.hasOwn(ABBREVIATIONS, term) || phrases.some((phrase) => phrase.instead))
      return { ...check, known: true, ...NOT_CORRECTED, phrases };
    if (split) return { ...check, ...NOT_CORRECTED, phrases, readAs: split.words.join(' ') };
    const apartNumber = WORD_AND_NUMBER.exec(term);
    if (apartNumber && !check.known && phrases.some((phrase) => phrase.words[0] === apartNumber[1]))
      return { ...check, ...NOT_CORRECTED, phrases, readAs: `${apartNumber[1]} ${apartNumber[2]}` };
    return pair ? { ...check, ...NOT_CORRECTED, phrases } : { ...check, phrases };
  });
}

/**
 * A phrase of one word of two letters ("lp", "cv", "sg"): as a prefix it would be the start of other shorthands. Not
 * a model's number with its letter ("4 p": "4p"), which is still typed in part.
 */
const SHORTHAND = /^\p{L}{1,2}$/u;
const isShorthand = (words: readonly string[]) => words.length === 1 && SHORTHAND.test(words[0]!);

/**
 * A keyword searched whole, not as a prefix: a US state's code ("ca" is no "case"), or an abbreviation of two letters
 * ("lp" is no "LPB", "cs" no "CSX"), as its other names search a shorthand.
 */
const searchedWhole = (term: string) =>
  US_STATES.has(term) || (isShorthand([term]) && Object.hasOwn(ABBREVIATIONS, term));

/**
 * A keyword's alternatives, each as to_tsquery text: the term as typed (as a prefix: "strat" finds "Stratocaster";
 * a US state's code whole, decision 0090's amendment) and, when no known word starts with it, its closest known word;
 * then its phrases.
 */
const alternativesOf = (check: KeywordCheck) => {
  const phrases = (check.phrases ?? []).map(({ words, stems }) => ({
    query: isShorthand(words) ? words[0]! : `${words.join(' <-> ')}:*`,
    stems,
  }));
  if (check.phrases?.some((phrase) => phrase.instead)) return phrases;
  return [
    { query: searchedWhole(check.term) ? check.term : `${check.term}:*`, stems: check.stems },
    ...(!check.known && check.closest ? [{ query: `${check.closest}:*`, stems: check.closestStems }] : []),
    ...phrases,
  ];
};

/**
 * The to_tsquery text: every keyword as a prefix ("strat" finds "Stratocaster"), OR its alternatives, all of them
 * required. It is built from plain words only, so no text a person types can act as a search operator.
 */
export function buildTsquery(checks: KeywordCheck[], leaveOut?: (check: TermCheck) => boolean): string | null {
  const parts = keywordParts(checks, leaveOut);
  return parts.length > 0 ? parts.join(' & ') : null;
}

/** Each keyword's alternatives as one to_tsquery operand. */
const keywordParts = (checks: KeywordCheck[], leaveOut?: (check: TermCheck) => boolean) =>
  keywordsOf(checks, leaveOut).map((group) => {
    const queries = groupAlternatives(group).map(({ query }) => query);
    return queries.length > 1 ? `(${queries.join(' | ')})` : queries[0]!;
  });

/**
 * The to_tsquery text best match ranks on, when it is not the one that finds the listings. ts_rank scores keywords
 * that must all match by how close together they lie, and two on the same word not at all. Two keywords that make a
 * known word are both on that word: "jazz" as a prefix of "jazzmaster", and the word they make. The Jazzmaster
 * scored 1e-20 for "jazz master", below a Jazz Bass whose description says "master". Those two keywords are ranked
 * as alternatives instead, each scored on its own. With more keywords the others lie apart from the word, and
 * closeness ranks as before.
 */
export function buildRankTsquery(checks: KeywordCheck[]): string | null {
  const keywords = keywordsOf(checks);
  const makeAWord =
    keywords.length === 2 && keywords[1]!.length === 1 && keywords[1]![0]!.phrases?.some((phrase) => phrase.joined);
  return makeAWord ? keywordParts(checks).join(' | ') : null;
}

/** The same keywords as the planner's estimate reads them: each alternative's stems. */
export const stemsOf = (checks: KeywordCheck[], leaveOut?: (check: TermCheck) => boolean) =>
  keywordsOf(checks, leaveOut).map((group) => groupAlternatives(group).map(({ stems }) => stems));

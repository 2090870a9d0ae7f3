import { withoutMatch } from './typed-text.ts';

/*
 * "strat older than 2010", "pre-2000 tele", "taylor 2018 or newer", "les paul 1990-1995": the years a guitar was built,
 * typed among the keywords (decision 0097). As words, "older" and "than" were required and nothing was found; "pre"
 * found the Precision Basses; a span of years needed both years in one listing. They are read as the years built.
 */

/** A year a guitar can have been built in. */
const YEAR = String.raw`((?:19|20)\d\d)`;
const STARTS = String.raw`(?<![\p{L}\p{N}$.,])`;
/** Not a word or number going on: "1965.5", "since2016x" and "2015++" are no years. */
const ENDS = String.raw`(?![\p{L}\p{N}+]|[.,]\d)`;
const words = (body: string) => new RegExp(`${STARTS}${body}${ENDS}`, 'giu');

/** Two years: the first and last built. */
const SPANS = [
  words(String.raw`between\s+${YEAR}\s+and\s+${YEAR}`),
  words(String.raw`(?:from\s+)?${YEAR}\s*(?:-|–|to)\s*${YEAR}`),
];
/** One year, said so: "made in 2015". Not "from 1965", which was as likely a year named in a listing's text. */
const IN_YEAR = words(String.raw`(?:made|built)\s+(?:in\s+)?${YEAR}`);
/** The year before the last built: "older than 2010" is 2009 or earlier. */
const BEFORE = words(String.raw`(?:older\s+than|earlier\s+than|before|prior\s+to|pre)\s*-?\s*${YEAR}`);
/** The last year built. */
const UP_TO = words(String.raw`${YEAR}\s*(?:or|and)\s+(?:older|earlier|before)`);
/** The year after the first built: "after 2018" is 2019 or later. */
const AFTER = words(String.raw`(?:newer\s+than|later\s+than|after|post)\s*-?\s*${YEAR}`);
/** The first year built: "2015+", "2018 or newer", "since 2016". */
const FROM = [
  words(String.raw`${YEAR}\s*(?:\+|(?:or|and)\s+(?:newer|later|after|up))`),
  words(String.raw`since\s+${YEAR}`),
];

export interface BuiltYears {
  /** The words as typed ("older than 2010"), so the page can offer the search without them. */
  typed: string;
  fromYear: number | null;
  toYear: number | null;
}

type Years = Omit<BuiltYears, 'typed'>;

/** The first match of any of `regexes` that `read` takes, with the text around it. */
function readFirst(text: string, regexes: RegExp | RegExp[], read: (years: number[]) => Years | null) {
  for (const regex of [regexes].flat())
    for (const match of text.matchAll(regex)) {
      const years = read(match.slice(1).map(Number));
      if (years) return { rest: withoutMatch(text, match), years: { typed: match[0].trim(), ...years } };
    }
  return { rest: text, years: null };
}

/**
 * The text without the years built typed in it, and those years: a span ("2010-2015", "between 1960 and 1970") or one
 * year ("made in 2015"), or else the first last year ("before 2010") and the first first year ("after 2018"), unless
 * they cannot both hold. A span typed falling ("2015-2010") is left as words; one with "between", either way round, is
 * the years between.
 */
export function readBuiltYears(text: string): { rest: string; years: BuiltYears[] } {
  // Most searches hold no year: asked before seven patterns are.
  if (!/(?:19|20)\d\d/.test(text)) return { rest: text, years: [] };
  const [between, dashed] = SPANS;
  for (const read of [
    readFirst(text, between!, ([a, b]) => ({ fromYear: Math.min(a!, b!), toYear: Math.max(a!, b!) })),
    readFirst(text, dashed!, ([a, b]) => (a! <= b! ? { fromYear: a!, toYear: b! } : null)),
    readFirst(text, IN_YEAR, ([year]) => ({ fromYear: year!, toYear: year! })),
  ])
    if (read.years) return { rest: read.rest, years: [read.years] };

  let last = readFirst(text, BEFORE, ([year]) => ({ fromYear: null, toYear: year! - 1 }));
  if (!last.years) last = readFirst(text, UP_TO, ([year]) => ({ fromYear: null, toYear: year! }));
  const toYear = last.years?.toYear ?? Number.POSITIVE_INFINITY;
  const fromAt = (year: number) => (year <= toYear ? { fromYear: year, toYear: null } : null);
  let first = readFirst(last.rest, AFTER, ([year]) => fromAt(year! + 1));
  if (!first.years) first = readFirst(last.rest, FROM, ([year]) => fromAt(year!));
  const years = [last.years, first.years].filter((read) => read !== null);
  // In the order typed, so the page names them so.
  years.sort((a, b) => text.indexOf(a.typed) - text.indexOf(b.typed));
  return { rest: first.rest, years };
}

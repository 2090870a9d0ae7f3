import { readFirst } from './typed-text.ts';

/*
 * "strat older than 2010", "pre-2000 tele", "taylor 2018 or newer", "les paul 1990-1995", "pre 70s": the years a guitar
 * was built, typed among the keywords (decision 0097). As words, "older" and "than" were required and nothing was
 * found; "pre" found the Precision Basses; a span of years needed both years in one listing. They are read as the
 * years built.
 */

/** The decades of the 1900s guitars are sold from, spelt out ("sixties"), with their first year. */
export const SPELT_DECADES: ReadonlyMap<string, number> = new Map(
  'thirties forties fifties sixties seventies eighties nineties'.split(' ').map((word, i) => [word, 1930 + i * 10]),
);

/**
 * A year a guitar can have been built in, or a decade ("70s", "1970s", "'70s", "70's", "seventies"), as one group. A
 * decade of two digits is of the 1900s from the 30s on, and of the 2000s before ("00s", "10s", "20s").
 */
const WHEN = String.raw`((?:19|20)\d\d|(?:(?:19|20)\d0|'?\d0)'?s|(?:thir|for|fif|six|seven|eigh|nine)ties)`;
const STARTS = String.raw`(?<![\p{L}\p{N}$.,])`;
/** Not a word or number going on: "1965.5", "since2016x" and "2015++" are no years. */
const ENDS = String.raw`(?![\p{L}\p{N}+]|[.,]\d)`;
const words = (body: string) => new RegExp(`${STARTS}${body}${ENDS}`, 'giu');
/** "the" before a decade: "before the 70s". */
const THE = String.raw`(?:the\s+)?`;
/** The field's name, as a form's label is typed: "year 2015", "yr: 2015", "model year 2015". */
const YEAR_FIELD = String.raw`(?:(?:model\s+)?years?|yrs?)\s*:?\s*`;
/** Said of the building, or the field named, read with the years: "built after 2015", "year 2018 or newer". */
const BUILT = String.raw`(?:(?:made|built|manufactured)\s+(?:in\s+)?|${YEAR_FIELD})?`;

/** Two years or decades: the first and last built, "between" them either way round, or rising with a dash or "to". */
const BETWEEN = words(String.raw`${BUILT}between\s+${THE}${WHEN}\s+and\s+${THE}${WHEN}`);
const SPAN = words(String.raw`${BUILT}(?:from\s+)?${WHEN}\s*(?:-|–|to)\s*${WHEN}`);
/**
 * One year or decade, said so: "made in 2015", "year 2015", "a 2015 model". Not "from 1965", as likely a year named in
 * a listing's text; nor a bound's year ("built 2018 or newer"), which the bounds below read.
 */
const IN_YEAR = [
  words(
    String.raw`(?:(?:made|built)\s+(?:in\s+)?|${YEAR_FIELD})${THE}${WHEN}(?!\s*(?:or|and)\s+(?:newer|later|after|up|older|earlier|before))`,
  ),
  words(String.raw`${WHEN}\s+(?:model|year)(?:\s+(?:year|model))?`),
];
/**
 * A part of a decade: "early 70s", "the mid-90s", "late sixties". Generous at the edges, as a buyer's "mid" is: early
 * is its first five years, mid the middle five, late the last four.
 */
const PART_OF_DECADE = words(
  String.raw`${BUILT}${THE}(early|mid|late)\s*-?\s*${THE}${WHEN}(?:\s+(?:model|year)(?:\s+(?:year|model))?)?`,
);
const PARTS: Record<string, (first: number) => Years> = {
  early: (first) => ({ fromYear: first, toYear: first + 4 }),
  mid: (first) => ({ fromYear: first + 3, toYear: first + 7 }),
  late: (first) => ({ fromYear: first + 6, toYear: first + 9 }),
};

/** "for a 10 year old", "10 year old son": a player's age, not the guitar's. */
const NOT_A_PERSON = String.raw`(?!\s*-?\s*(?:sons?|daughters?|kids?|child(?:ren)?|boys?|girls?|beginners?|students?|players?)(?![\p{L}\p{N}]))`;

/**
 * An age in years: "5 years old", "under 10 years old", "less than 5 yrs old", "over 20 years old", "20+ years old",
 * "10 years old or newer". Groups: younger words before, older words before, the years, "+", the words after.
 */
const AGE = words(
  String.raw`(?<!\bfor\s+(?:an?\s+|my\s+|our\s+)?)(?:(less\s+than|under|younger\s+than|at\s+most)|(more\s+than|over|older\s+than|at\s+least))?\s*(\d{1,3})\s*(\+)?\s*-?\s*(?:years?|yrs?)\s*-?\s*old(?:\s+or\s+(less|younger|newer|more|older))?${NOT_A_PERSON}`,
);
/** "older than 30 years", "younger than 5 yrs": the comparison says it is an age, without "old". */
const AGE_COMPARED = words(
  String.raw`(?:(younger\s+than)|(older\s+than))\s+(\d{1,3})\s*(?:years?|yrs?)(?:\s+old)?${NOT_A_PERSON}`,
);

/**
 * The years an age asks for, counted in calendar years from `thisYear` and generous at the edge, as listings say a
 * year, not a date: "under 5 years old" in 2026 takes 2021, which may be five years old or four.
 */
function yearsOfAge(match: RegExpExecArray, thisYear: number): Years | null {
  const [, younger, older, count, plus, after] = match;
  const year = thisYear - Number(count);
  if (year < 1900 || year >= thisYear) return null;
  if (younger || /less|younger|newer/i.test(after ?? '')) return { fromYear: year, toYear: null };
  if (older || plus || /more|older/i.test(after ?? '')) return { fromYear: null, toYear: year };
  return { fromYear: year, toYear: year };
}

/** The year before the last built: "older than 2010" is 2009 or earlier, "pre 70s" 1969 or earlier. */
const BEFORE = words(String.raw`${BUILT}(?:older\s+than|earlier\s+than|before|prior\s+to|pre)\s*-?\s*${THE}${WHEN}`);
/** The last year built: "1990 or older", "70s or older" (1979). */
const UP_TO = words(String.raw`${BUILT}${WHEN}\s*(?:or|and)\s+(?:older|earlier|before)`);
/** The year after the first built: "after 2018" is 2019 or later, "post 70s" 1980 or later. */
const AFTER = words(String.raw`${BUILT}(?:newer\s+than|later\s+than|after|post)\s*-?\s*${THE}${WHEN}`);
/** The first year built: "2015+", "2018 or newer", "since 2016", "80s or newer". */
const FROM = [
  words(String.raw`${BUILT}${WHEN}\s*(?:\+|(?:or|and)\s+(?:newer|later|after|up))`),
  words(String.raw`${BUILT}since\s+${THE}${WHEN}`),
];

/** The first and last year of a year or a decade as typed. */
type YearsOf = { first: number; last: number };

function yearsOf(when: string): YearsOf {
  const spelt = SPELT_DECADES.get(when.toLowerCase());
  if (spelt) return { first: spelt, last: spelt + 9 };
  const digits = Number(when.replace(/\D/g, ''));
  if (!/s$/i.test(when)) return { first: digits, last: digits };
  const first = digits >= 100 ? digits : digits >= 30 ? 1900 + digits : 2000 + digits;
  return { first, last: first + 9 };
}

export interface BuiltYears {
  /** The words as typed ("older than 2010"), so the page can offer the search without them. */
  typed: string;
  fromYear: number | null;
  toYear: number | null;
}

type Years = Omit<BuiltYears, 'typed'>;

/** The first match of `regexes` whose years `read` takes. */
const readYears = (text: string, regexes: RegExp | RegExp[], read: (when: YearsOf[]) => Years | null) =>
  readFirst(text, regexes, (match) => read(match.slice(1).map(yearsOf)));

/**
 * The text without the years built typed in it, and those years: a span ("2010-2015", "between 1960 and 1970") or one
 * year ("made in 2015"), or else the first last year ("before 2010") and the first first year ("after 2018"), unless
 * they cannot both hold. A span typed falling ("2015-2010") is left as words; one with "between", either way round, is
 * the years between.
 */
export function readBuiltYears(
  text: string,
  thisYear = new Date().getFullYear(),
): { rest: string; years: BuiltYears[] } {
  // Most searches hold no year, decade nor age: asked before the patterns are.
  if (!/(?:19|20)\d\d|\d0'?s|ties|old|year|\byrs?\b/i.test(text)) return { rest: text, years: [] };
  for (const found of [
    readFirst(text, [AGE, AGE_COMPARED], (match) => yearsOfAge(match, thisYear)),
    readYears(text, BETWEEN, ([a, b]) => ({
      fromYear: Math.min(a!.first, b!.first),
      toYear: Math.max(a!.last, b!.last),
    })),
    readYears(text, SPAN, ([a, b]) => (a!.first <= b!.first ? { fromYear: a!.first, toYear: b!.last } : null)),
    // Only a decade has parts: "late 2015" stays words.
    readFirst(text, PART_OF_DECADE, ([, part, when]) => {
      const { first, last } = yearsOf(when!);
      return last > first ? PARTS[part!.toLowerCase()]!(first) : null;
    }),
    readYears(text, IN_YEAR, ([when]) => ({ fromYear: when!.first, toYear: when!.last })),
  ])
    if (found.read) return { rest: found.rest, years: [found.read] };

  let last = readYears(text, BEFORE, ([when]) => ({ fromYear: null, toYear: when!.first - 1 }));
  if (!last.read) last = readYears(text, UP_TO, ([when]) => ({ fromYear: null, toYear: when!.last }));
  const toYear = last.read?.toYear ?? Number.POSITIVE_INFINITY;
  const fromAt = (year: number) => (year <= toYear ? { fromYear: year, toYear: null } : null);
  let first = readYears(last.rest, AFTER, ([when]) => fromAt(when!.last + 1));
  if (!first.read) first = readYears(last.rest, FROM, ([when]) => fromAt(when!.first));
  const years = [last.read, first.read].filter((read) => read !== null);
  // In the order typed, so the page names them so.
  years.sort((a, b) => text.indexOf(a.typed) - text.indexOf(b.typed));
  return { rest: first.rest, years };
}

import type { SearchResult } from '@restrung/shared/search';
import { readFirst } from './typed-text.ts';

/*
 * "les paul under 1000", "strat over $500", "bass between 300 and 600": a price limit typed among the keywords
 * (decision 0089's amendments). As words, "under" was corrected to its closest known word, "fender", and "1" and "500"
 * were required in the listing: nothing was found. The limit is read as the price filter's range instead.
 */

/**
 * A number of dollars: "1,500", "1500", "1500.50", "2k", "2 grand", "a grand", with "$" before it or "$", "dollars",
 * "usd" or "bucks" after it. Four groups: the "$" before, the number, the thousands ("k", "grand"), the word after.
 * "grand" before a body's name ("grand auditorium") is no money.
 */
const AMOUNT = String.raw`(\$)?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?|a(?=\s+grand(?!\p{L})))\s*(k|grands?(?!\s*(?:auditorium|concert|symphony|pacific)))?(?:\s*(\$|dollars?|usd|bucks))?`;
/** Not a word or number going on, nor a number of something else guitarists weigh or count: "under 9 lbs". */
const ENDS = String.raw`(?![\p{L}\p{N}]|[.,]\d|\s*(?:lbs?|pounds?|kgs?|kilos?|frets?|inch(?:es)?|mm|cm|years?|yrs?|months?|strings?|watts?)(?![\p{L}\p{N}]))`;
const STARTS = String.raw`(?<![\p{L}\p{N}$])`;
const pattern = (words: string) => new RegExp(`${STARTS}(?:${words})\\s*${AMOUNT}${ENDS}`, 'giu');

/** The words before a price, or after it: "under $500", "$500 or less"; "over 1k", "1k+". */
const afterPrice = (words: string) => new RegExp(`${STARTS}${AMOUNT}\\s*(?:${words})${ENDS}`, 'giu');
const HIGHEST = [
  // "budget 500", "budget of $800", "my budget is 1k", "budget: 600".
  pattern(
    'under|below|sub|less than|cheaper than|up to|upto|maximum|max|no more than|at most|<=?|≤|budget(?:\\s+(?:of|is))?:?',
  ),
  afterPrice('or less|or under|or below|and under|and below|max'),
];
/**
 * A budget, "what can i get for 500", "best guitar for $300": a highest price, when it is money or a round number
 * (of fifties) of a hundred or more that is no year: "case for 2 guitars", "for 1965 strat" and "hard case for 335"
 * (a model) are not. Not after "looking", whose "for" asks for a guitar (left-out-words.ts).
 */
const FOR = pattern(String.raw`(?<!(?:looking|searching|search|look)\s+)for`);
/** "from $500": money only, as "from 1965" is a year and "from 500" may be anything. */
const FROM = pattern('starting from|from');
const LOWEST = [
  pattern('over|above|more than|at least|minimum|min|starting at|>=?|≥'),
  afterPrice('\\+|and up|or more|plus'),
];
const BETWEEN = new RegExp(`${STARTS}between\\s+${AMOUNT}\\s+and\\s+${AMOUNT}${ENDS}`, 'giu');
/**
 * "$500-$1,000", "1k to 2k", "200-500". Plain numbers are prices only when they read as a range of them: rising, up to
 * at least 100, and not two years ("1960-1970" is a decade, "4-5" no price).
 */
const SPAN = new RegExp(`${STARTS}${AMOUNT}\\s*(?:-|–|to)\\s*${AMOUNT}${ENDS}`, 'giu');

/**
 * "around $500", "about 1.5k", "~$900", "600ish": an approximate price, read as a fifth either side ($400 to $600). A
 * plain number must reach 100 and not be a year: "around 1959" and "1965ish" are years, "around 60" no price.
 */
const AROUND = [
  pattern(String.raw`around|about|approximately|approx\.?|roughly|circa|~`),
  afterPrice(String.raw`-?\s*ish`),
];
const AROUND_SHARE = 0.2;
/**
 * "acoustic $500", "strat 600 bucks", "2 grand": money with no word of a limit, read as an approximate price. Not a
 * number with a "k" alone ("2k" may be a model's name) nor a plain number ("fender 500").
 */
const BARE = new RegExp(`${STARTS}${AMOUNT}${ENDS}`, 'giu');

/** A number with another word or sign beside it, or "a grand": the least any limit holds. */
const LIMIT_NEAR = /\d.*[^\d\s]|[^\d\s].*\d|a\s+grand/isu;

/** The price filter's highest price, in dollars (its field takes seven digits). */
const MAX_DOLLARS = 9_999_999;

export interface PriceLimit {
  /** The words as typed ("under $1,500"), so the page can offer the search without them. */
  typed: string;
  minPrice: number | null;
  maxPrice: number | null;
}

interface Amount {
  dollars: number;
  /** Written as money: "$", "k" or a word of currency. */
  marked: boolean;
  /** Written as money with no doubt: "$", "grand" or a word of currency, not "k" alone. */
  money: boolean;
  /** A plain four-digit number that could be a year: "1965". */
  yearLike: boolean;
}

/** The amount in the four groups from `first`, or null when it is no price the filter takes. */
function amountAt(match: RegExpExecArray, first: number): Amount | null {
  const [sign, number, thousands, currency] = match.slice(first, first + 4);
  // "a grand": one thousand; "a" before "grand auditorium" is no number.
  const count = /^a$/i.test(number!) ? (thousands ? 1 : 0) : Number(number!.replaceAll(',', ''));
  const dollars = count * (thousands ? 1000 : 1);
  if (!(dollars > 0 && dollars <= MAX_DOLLARS)) return null;
  const marked = Boolean(sign || thousands || currency);
  return {
    dollars: Math.round(dollars * 100) / 100,
    marked,
    money: Boolean(sign || currency || /^g/i.test(thousands ?? '')),
    yearLike: !marked && /^(19|20)\d\d$/.test(number!),
  };
}

/** A limit's amount; a plain year before the words ("2015+", "1965 or less") is a year, not a price. */
const priceAt = (match: RegExpExecArray) => {
  const amount = amountAt(match, 1);
  return amount?.yearLike && /^[\d$]/.test(match[0]) ? null : amount;
};

/** An approximate price: a fifth either side, in whole dollars. */
const around = ({ dollars }: Amount) => ({
  minPrice: Math.round(dollars * (1 - AROUND_SHARE)),
  maxPrice: Math.round(dollars * (1 + AROUND_SHARE)),
});

const range = (low: Amount | null, high: Amount | null) =>
  low && high ? { minPrice: Math.min(low.dollars, high.dollars), maxPrice: Math.max(low.dollars, high.dollars) } : null;

/**
 * The text without the price limits typed in it, and those limits: a range ("between 500 and 1000", "$500-$1,000",
 * "around $500"), or else the first highest price ("under 1000") and the first lowest ("over 500"), unless the lowest
 * is above it.
 * A limit past the filter's range, or a range of what could be years ("between 1960 and 1970"), is left as words.
 */
export function readPriceLimits(text: string): { rest: string; limits: PriceLimit[] } {
  // Most searches hold no number, and a number alone ("1959", "335") no limit: asked before six patterns are.
  if (!LIMIT_NEAR.test(text)) return { rest: text, limits: [] };
  for (const found of [
    readFirst(text, BETWEEN, (m) => {
      const [low, high] = [amountAt(m, 1), amountAt(m, 5)];
      return low?.yearLike && high?.yearLike ? null : range(low, high);
    }),
    readFirst(text, SPAN, (m) => {
      const [low, high] = [amountAt(m, 1), amountAt(m, 5)];
      if (low?.marked || high?.marked) return range(low, high);
      const plainRange = low && high && !(low.yearLike && high.yearLike) && low.dollars < high.dollars;
      return plainRange && high.dollars >= 100 ? range(low, high) : null;
    }),
    readFirst(text, AROUND, (m) => {
      const amount = amountAt(m, 1);
      return amount && !amount.yearLike && (amount.marked || amount.dollars >= 100) ? around(amount) : null;
    }),
  ])
    if (found.read) return { rest: found.rest, limits: [found.read] };

  let highest = readFirst(text, HIGHEST, (m) => {
    const amount = priceAt(m);
    return amount && { minPrice: null, maxPrice: amount.dollars };
  });
  if (!highest.read)
    highest = readFirst(text, FOR, (m) => {
      const amount = amountAt(m, 1);
      return amount && !amount.yearLike && (amount.marked || (amount.dollars >= 100 && amount.dollars % 50 === 0))
        ? { minPrice: null, maxPrice: amount.dollars }
        : null;
    });
  const maxPrice = highest.read?.maxPrice ?? Number.POSITIVE_INFINITY;
  const lowestAt = (amount: Amount | null) =>
    amount && amount.dollars <= maxPrice ? { minPrice: amount.dollars, maxPrice: null } : null;
  let lowest = readFirst(highest.rest, LOWEST, (m) => lowestAt(priceAt(m)));
  if (!lowest.read)
    lowest = readFirst(highest.rest, FROM, (m) => {
      const amount = amountAt(m, 1);
      return amount?.marked ? lowestAt(amount) : null;
    });
  // In the order typed, so the page names them so.
  const limits = [highest.read, lowest.read].filter((limit) => limit !== null);
  limits.sort((a, b) => text.indexOf(a.typed) - text.indexOf(b.typed));
  if (limits.length > 0) return { rest: lowest.rest, limits };
  const bare = readFirst(text, BARE, (m) => {
    const amount = amountAt(m, 1);
    return amount?.money ? around(amount) : null;
  });
  return bare.read ? { rest: bare.rest, limits: [bare.read] } : { rest: text, limits: [] };
}

/** A limit as the answer's leftOut names it: the prices it set, null where the filter's own won. */
type AppliedPriceLimit = Extract<SearchResult['leftOut'][number], { reason: 'price-limit' }>;

/**
 * The price range to search: the filter's own prices, and the typed limits where the filter sets none. A typed price
 * that would cross the filter's other one ("under 500" with the lowest price at 600) is not applied.
 */
export function applyPriceLimits(
  limits: PriceLimit[],
  filter: { minPrice?: number; maxPrice?: number },
): { minPrice?: number; maxPrice?: number; leftOut: AppliedPriceLimit[] } {
  let { minPrice, maxPrice } = filter;
  const leftOut = limits.map((limit): AppliedPriceLimit => {
    const applyMax =
      limit.maxPrice !== null && filter.maxPrice === undefined && !(limit.maxPrice < (filter.minPrice ?? 0));
    const applyMin =
      limit.minPrice !== null &&
      filter.minPrice === undefined &&
      !(limit.minPrice > (filter.maxPrice ?? Number.POSITIVE_INFINITY));
    if (applyMax) maxPrice = limit.maxPrice!;
    if (applyMin) minPrice = limit.minPrice!;
    return {
      words: limit.typed,
      reason: 'price-limit',
      minPrice: applyMin ? limit.minPrice : null,
      maxPrice: applyMax ? limit.maxPrice : null,
    };
  });
  return { minPrice, maxPrice, leftOut };
}

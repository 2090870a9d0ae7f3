/*
 * "les paul under 1000", "strat below $1,500", "bass up to 2k": a price limit typed among the keywords (decision 0089's
 * amendment). As words, "under" was corrected to its closest known word, "fender", and "1" and "500" were required
 * in the listing: nothing was found. The limit is read as the price filter's highest price instead.
 */

/**
 * A limit word, then a number of dollars: "1,500", "1500", "1500.50", "2k", with "$" or "dollars" around it. Not a
 * number of something else guitarists weigh or count: "under 9 lbs", "up to 24 frets", "under 10 years".
 */
const PRICE_LIMIT =
  /(?<![\p{L}\p{N}])(?:under|below|less than|cheaper than|up to|upto|max|maximum)\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)\s*(k)?(?:\s*(?:\$|dollars?|usd|bucks))?(?![\p{L}\p{N}]|[.,]\d|\s*(?:lbs?|pounds?|kgs?|kilos?|frets?|inch(?:es)?|mm|cm|years?|yrs?|months?|strings?|watts?)(?![\p{L}\p{N}]))/iu;
/** The price filter's highest price, in dollars (its field takes seven digits). */
const MAX_DOLLARS = 9_999_999;

export interface PriceLimit {
  /** The words as typed ("under $1,500"), so the page can offer the search without them. */
  typed: string;
  maxPrice: number;
}

/** The text without its first price limit, and that limit; a limit past the filter's range is left as words. */
export function readPriceLimit(text: string): { rest: string; limit: PriceLimit | null } {
  const match = PRICE_LIMIT.exec(text);
  if (!match) return { rest: text, limit: null };
  const dollars = Number(match[1]!.replaceAll(',', '')) * (match[2] ? 1000 : 1);
  if (!(dollars > 0 && dollars <= MAX_DOLLARS)) return { rest: text, limit: null };
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();
  return { rest, limit: { typed: match[0].trim(), maxPrice: Math.round(dollars * 100) / 100 } };
}

import { z } from 'zod';
import { CONDITIONS, SEARCH_QUERY_MAX_LENGTH } from './constants.ts';
import { PRODUCT_LIMITS, productListSchema } from './product.ts';
import { plainText } from './text.ts';
import { DETAIL_LIMITS } from './guitar-details.ts';

/** Sort orders of search and category pages; without keywords "best match" is newest first. */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'saving'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  saving: 'Biggest saving',
};

export const SEARCH_LIMITS = {
  /** Characters of the keywords; a longer text is refused, not cut, so nobody wonders why a word was ignored. */
  query: SEARCH_QUERY_MAX_LENGTH,
  location: PRODUCT_LIMITS.location,
  cursor: 200,
  /** Suggestions start at this many characters. */
  suggestFrom: 2,
  suggestions: 8,
  /**
   * Keyword and range searches count at most this many matching listings: past it the total reads "1,000+", the
   * options show no number, and "best match" ranks the newest this many matches (decision 0017, 2026-11-23).
   */
  countCap: 1000,
} as const;

export const SEARCH_MESSAGES = {
  queryTooLong: `Please shorten your search to at most ${SEARCH_LIMITS.query} characters.`,
  badCategory: 'Please choose categories from the list.',
  badCondition: `Please choose conditions from the list: ${CONDITIONS.join(', ')}.`,
  badPrice: 'Please enter prices as a number of dollars, for example 450.',
  badYear: 'Please enter years as four digits, for example 2019.',
  priceOrder: 'The lowest price must not be above the highest price.',
  yearOrder: 'The earliest year must not be after the latest year.',
  badBrand: `Please use brand names of at most ${DETAIL_LIMITS.brand} characters.`,
  badBodyType: 'Please choose body types from the list.',
  badHandedness: 'Please choose right or left.',
  badStrings: `Please choose numbers of strings from ${DETAIL_LIMITS.minStrings} to ${DETAIL_LIMITS.maxStrings}.`,
  badSort: `Please choose a sort order: ${SEARCH_SORTS.join(', ')}.`,
  badCursor: 'This "Load more" link is out of date. Please run the search again.',
  locationTooLong: `Please shorten the location to at most ${SEARCH_LIMITS.location} characters.`,
} as const;

const dollars = plainText()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, SEARCH_MESSAGES.badPrice)
  .transform(Number)
  .optional()
  .meta({ type: 'number', description: 'Dollars.' });
const year = plainText()
  .regex(/^\d{4}$/, SEARCH_MESSAGES.badYear)
  .transform(Number)
  .optional()
  .meta({ type: 'integer', description: 'Year of purchase.' });
/** The typed ranges, as numbers once read. */
export const rangeShape = { minPrice: dollars, maxPrice: dollars, minYear: year, maxYear: year };
type Ranges = Partial<Record<keyof typeof rangeShape, number>>;

/** A range whose low end is above its high end, said at the high end. */
export function rangesInOrder(ranges: Ranges, ctx: z.RefinementCtx): void {
  const { minPrice, maxPrice, minYear, maxYear } = ranges;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.priceOrder, path: ['maxPrice'] });
  if (minYear !== undefined && maxYear !== undefined && minYear > maxYear)
    ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.yearOrder, path: ['maxYear'] });
}

/**
 * The price and year ranges alone, with the same rules as GET /search: the filters check what was typed before
 * applying it, so a mistake is said beside the fields and the results stay.
 */
export const searchRangesSchema = z.object(rangeShape).superRefine(rangesInOrder);

/** Between keywords, makes either side enough: "fender or gibson" (decision 0092). */
export const OR_WORD = 'or';

/**
 * Why a keyword was left out (decision 0089): it describes every listing on a marketplace of second-hand guitars
 * ("used", "for sale"), or asks for low prices ("cheap"), which sorting by price answers and no listing's words do,
 * or for the newest listings ("latest") or a saving ("best deal"), which sorting answers too, or for a place by
 * distance ("near"), which the search cannot answer: the place's name finds its listings. Or it asks for a guitar
 * ("looking for", "wanted") or praises one ("best", "nice"), which no listing is found by. Or it asks for a seller our
 * team has verified ("verified seller"), as every seller whose listings search shows is; or a guitar still available
 * ("available", "in stock"), as every one is unless booked guitars are asked for.
 * A price limit ("under 500", "between $500 and $1,000") is left out too, as `price-limit`: the price filter answers it;
 * and a condition ("excellent condition"), as `condition`: the condition filter answers it.
 */
export const LEFT_OUT_REASONS = [
  'second-hand',
  'for-sale',
  'request',
  'price',
  'price-high',
  'saving',
  'newest',
  'praise',
  'place',
  'absence',
  'verified',
  'available',
] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/** count is null when the search matched more listings than it counts (SEARCH_LIMITS.countCap): not counted. */
const facetCountSchema = z.object({ value: z.string(), count: z.number().int().nullable() });
export type FacetCount = z.infer<typeof facetCountSchema>;

export const searchResultSchema = z.object({
  items: productListSchema,
  /** How many listings match, over every page; null on later pages (with after), which do not count again. */
  total: z.number().int().nullable(),
  /** True when more than `total` listings match: counting stopped at SEARCH_LIMITS.countCap ("1,000+"). */
  totalCapped: z.boolean(),
  /** Pass as ?after to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Words to highlight in the cards: the keywords, their stems and the corrections of misspelt ones. */
  highlight: z.array(z.string()),
  /** Misspelt keywords and the known words searched for as well. */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  /**
   * True when the keywords as typed found nothing, so the page shows what their corrections find (decision 0101):
   * searching the corrected words as typed would find nothing.
   */
  typedFindsNothing: z.boolean(),
  /**
   * Keywords not searched for, and why: the others were searched as if they were alone. A price limit ("under
   * $500", "over $300", "between 500 and 1k", as typed) sets the prices the request's minPrice and maxPrice leave
   * unset; minPrice and maxPrice say which it set, null where the request's own won or the two would cross. A
   * condition ("in good condition") sets the conditions (good or better) unless the request's condition is given;
   * conditions is null then.
   */
  leftOut: z.array(
    z.discriminatedUnion('reason', [
      z.object({ words: z.string(), reason: z.enum(LEFT_OUT_REASONS) }),
      z.object({
        words: z.string(),
        reason: z.literal('price-limit'),
        minPrice: z.number().nullable(),
        maxPrice: z.number().nullable(),
      }),
      /**
       * The years a guitar was built in ("older than 2010", "2010-2015", as typed): fromYear and toYear, null where
       * the words set no bound. Listings that do not say the year are left out.
       */
      z.object({
        words: z.string(),
        reason: z.literal('built-years'),
        fromYear: z.number().int().nullable(),
        toYear: z.number().int().nullable(),
      }),
      z.object({
        words: z.string(),
        reason: z.literal('condition'),
        conditions: z.array(z.enum(CONDITIONS)).nullable(),
      }),
      /** A word typed with a minus ("-squier", as typed): the listings that say it are left out. */
      z.object({ words: z.string(), reason: z.literal('excluded') }),
      /**
       * Makers after "not" ("not squier", "no squier or epiphone", as typed): their guitars are left out; brands as
       * BRANDS spells them.
       */
      z.object({ words: z.string(), reason: z.literal('not-brand'), brands: z.array(z.string()) }),
    ]),
  ),
  /** When nothing matches: the keywords with each replaced by the closest known word, if that differs. */
  didYouMean: z.string().nullable(),
  /**
   * How many listings each option would give, with every other filter applied (the option's own group is left
   * out, so picking a second category adds to the results as the count promised).
   */
  facets: z
    .object({
      category: z.array(facetCountSchema),
      condition: z.array(facetCountSchema),
      /** Brands in lower case, the most listed first (at most 20). */
      brand: z.array(facetCountSchema),
      bodyType: z.array(facetCountSchema),
      handedness: z.array(facetCountSchema),
      strings: z.array(facetCountSchema),
      /** Available and Booked: what "Booked too" would add. */
      status: z.array(facetCountSchema),
    })
    /** Null on later pages (with after): the first page's counts hold for the whole list. */
    .nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionSchema = z.discriminatedUnion('kind', [
  /**
   * A category. `filters`: the price limit and condition typed beside its name ("acoustic under $500"), which its
   * page's filters take; a category page has no keywords. Absent when none was typed. `query`: what choosing it
   * searches instead of opening its page, when the words ask for more than the page can show (another side of "or",
   * a maker left out, the years built): the category's name in place of the words typed for it, the rest as typed
   * ("strat or Acoustic Guitars" for "strat or acou").
   */
  z.object({
    kind: z.literal('category'),
    label: z.string(),
    categoryId: z.string(),
    query: z.string().optional(),
    filters: z
      .object({
        minPrice: z.number().optional(),
        maxPrice: z.number().optional(),
        condition: z.array(z.enum(CONDITIONS)).optional(),
      })
      .optional(),
  }),
  /**
   * A listing's name. `query`: what choosing it searches, the name in place of the typed words it was suggested for
   * and the rest as typed ("Fender Player Stratocaster under $500" for "fender str under $500"); absent when that is
   * the name alone, as most are (an answer a few bytes shorter is served faster).
   */
  z.object({ kind: z.literal('listing'), label: z.string(), query: z.string().optional() }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) });

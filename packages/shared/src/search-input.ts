import { z } from 'zod';
import { CONDITIONS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { BODY_TYPES, DETAIL_LIMITS, HANDEDNESS, type BodyType, type Handedness } from './guitar-details.ts';
import { queryInteger } from './pagination.ts';
import { isUuid } from './product.ts';
import { rangeShape, rangesInOrder, SEARCH_LIMITS, SEARCH_MESSAGES, SEARCH_SORTS } from './search.ts';
import { plainText } from './text.ts';

/**
 * What GET /search and GET /search/suggest read from the query string, checked on the server. Apart from the sorts,
 * messages, ranges and answers (`search.ts`), which the search and category pages load, so that those pages do not
 * build the server's rules (decision 0062).
 */

/** A comma-separated list in the query string (`?category=a,b`), each value checked by `isValid`. */
const listParam = <T extends string>(isValid: (value: string) => value is T, message: string) =>
  plainText()
    .max(2000, message)
    .transform((text, ctx) => {
      const values = [...new Set(text.split(',').map((v) => v.trim()))].filter(Boolean);
      if (values.some((v) => !isValid(v))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return values as T[];
    })
    .optional()
    .meta({ type: 'string', description: 'Comma-separated values.' });

const isCondition = (value: string): value is (typeof CONDITIONS)[number] =>
  (CONDITIONS as readonly string[]).includes(value);
const isCategoryId = (value: string): value is string => isUuid(value);
const isBrand = (value: string): value is string => value.length <= DETAIL_LIMITS.brand;
const isBodyType = (value: string): value is BodyType => (BODY_TYPES as readonly string[]).includes(value);
const isHandedness = (value: string): value is Handedness => (HANDEDNESS as readonly string[]).includes(value);
const isStrings = (value: string): value is string =>
  /^\d{1,2}$/.test(value) && Number(value) >= DETAIL_LIMITS.minStrings && Number(value) <= DETAIL_LIMITS.maxStrings;

const flag = z
  .enum(['1', 'true', '0', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/**
 * GET /search (and the category pages, which pass one category): keywords, filters, sort and a keyset cursor.
 * Unknown parameters are dropped, so a shared link with a tracking parameter still opens.
 */
export const searchQuerySchema = z
  .object({
    q: plainText().trim().max(SEARCH_LIMITS.query, SEARCH_MESSAGES.queryTooLong).optional(),
    category: listParam(isCategoryId, SEARCH_MESSAGES.badCategory),
    condition: listParam(isCondition, SEARCH_MESSAGES.badCondition),
    /** Guitar details (issue 12): brands as sellers named them (case ignored), body types, handedness, strings. */
    brand: listParam(isBrand, SEARCH_MESSAGES.badBrand),
    bodyType: listParam(isBodyType, SEARCH_MESSAGES.badBodyType),
    handedness: listParam(isHandedness, SEARCH_MESSAGES.badHandedness),
    strings: listParam(isStrings, SEARCH_MESSAGES.badStrings),
    ...rangeShape,
    location: plainText().trim().max(SEARCH_LIMITS.location, SEARCH_MESSAGES.locationTooLong).optional(),
    /** Booked listings too; by default only Available ones. */
    booked: flag,
    sort: z.enum(SEARCH_SORTS, { error: SEARCH_MESSAGES.badSort }).optional(),
    after: plainText().max(SEARCH_LIMITS.cursor, SEARCH_MESSAGES.badCursor).optional(),
    limit: queryInteger({ min: 1, max: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  })
  .superRefine(rangesInOrder);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const suggestQuerySchema = z.object({
  q: plainText().trim().max(SEARCH_LIMITS.query, SEARCH_MESSAGES.queryTooLong),
});

import { z } from 'zod';
import { CONDITIONS, FEATURED_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { guitarDetailsShape } from './guitar-details-input.ts';
import { MESSAGES } from './messages.ts';
import { cursorPaginationQuerySchema, queryInteger } from './pagination.ts';
import { CATEGORY_REQUIRED, MAX_PRODUCT_PHOTOS, PHOTO_MESSAGES, PRODUCT_LIMITS, UUID_PATTERN } from './product.ts';
import { lowercaseEmail, plainText } from './text.ts';

/**
 * What callers send to the product calls: the listing form's body, path parameters and queries. Apart from the
 * product as answered (`product.ts`), which every page listing guitars loads, so that those pages do not build the
 * listing form's rules (decision 0062).
 */

const tooLong = (max: number) => `Please use at most ${max} characters.`;

const requiredText = (required: string, max: number, options: { multiline?: boolean } = {}) =>
  plainText({ ...options, error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong(max));

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * A price in dollars. Accepts a number or the text of a number input; an empty field (undefined, '' or
 * the NaN of an empty number input) gets the spec's "required" message.
 */
const price = (required: string) =>
  z
    .preprocess(
      (value) => {
        if (typeof value === 'number' && Number.isNaN(value)) return undefined;
        if (typeof value !== 'string') return value;
        const text = value.trim();
        if (text === '') return undefined;
        return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
      },
      z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null
              ? required
              : 'Please enter the price as a number of dollars, for example 450.',
        })
        .positive('Please enter a price above $0.')
        .max(PRODUCT_LIMITS.maxPrice, 'Please enter a price of at most $1,000,000.')
        .refine(hasAtMostTwoDecimals, 'Please enter the price in dollars and cents, with at most 2 decimals.'),
    )
    .meta({ type: 'number', description: 'Dollars: above 0, at most 1,000,000, at most 2 decimals.' });

/** The year of purchase: four digits, from 1900 to this year (read at each validation). */
const purchaseYear = z
  .preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    plainText({ error: MESSAGES.yearRequired })
      .trim()
      .min(1, { error: MESSAGES.yearRequired, abort: true })
      .regex(/^\d{4}$/, {
        error: 'Please enter the year you bought it as four digits, for example 2019.',
        abort: true,
      })
      .refine(
        (year) => {
          const n = Number(year);
          return n >= PRODUCT_LIMITS.firstYear && n <= new Date().getUTCFullYear();
        },
        {
          error: () => `Please enter a year between ${PRODUCT_LIMITS.firstYear} and ${new Date().getUTCFullYear()}.`,
        },
      ),
  )
  .meta({ type: 'string', description: 'Year of purchase, four digits, 1900 to this year.' });

/** A field PATCH /products/{id} does not take: the seller, status and flags are not the seller's to edit. */
export const NOT_EDITABLE = 'this cannot be changed by editing the listing.';

const photoUrls = z
  .array(plainText().trim().min(1, MESSAGES.imageRequired).max(2048))
  .min(1, PHOTO_MESSAGES.none)
  .max(MAX_PRODUCT_PHOTOS, PHOTO_MESSAGES.tooMany)
  .refine((urls) => new Set(urls).size === urls.length, PHOTO_MESSAGES.duplicate);

/**
 * POST /products: what a seller sends. Seller name and email, status, advertise and report are not part of
 * it: the server takes the seller from the session and starts every listing Available, not advertised and
 * not reported. Unknown fields are dropped.
 */
export const productInputSchema = z.object({
  productName: requiredText(MESSAGES.productNameRequired, PRODUCT_LIMITS.productName),
  /** The URL POST /api/upload answered. */
  productPhoto: plainText({ error: MESSAGES.imageRequired }).trim().min(1, MESSAGES.imageRequired).max(2048),
  categoryid: plainText({ error: CATEGORY_REQUIRED }).trim().regex(UUID_PATTERN, CATEGORY_REQUIRED),
  marketPrice: price(MESSAGES.marketPriceRequired),
  askingPrice: price(MESSAGES.askingPriceRequired),
  usedYears: purchaseYear,
  condition: z.enum(CONDITIONS, { error: 'Please choose a condition.' }),
  location: requiredText(MESSAGES.locationRequired, PRODUCT_LIMITS.location),
  phone: requiredText(MESSAGES.phoneRequired, PRODUCT_LIMITS.phone),
  description: requiredText(MESSAGES.descriptionRequired, PRODUCT_LIMITS.description, { multiline: true }),
  ...guitarDetailsShape,
  /** Every photo in order, the cover first (it must be productPhoto). Absent: productPhoto is the only one. */
  photos: photoUrls.optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * PATCH /products/{id}: the owner's edit. Every field of POST /products may be sent alone; the seller, status,
 * advertise and report flags are not the seller's to change, so any field not listed here is refused (400).
 * A detail sent as null or '' is cleared. `photos` replaces the whole list (the first is the new cover).
 */
export const productUpdateSchema = z.strictObject(
  productInputSchema.omit({ productPhoto: true, photos: true }).partial().extend({ photos: photoUrls.optional() })
    .shape,
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: ${NOT_EDITABLE}` : undefined),
  },
);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
/**
 * Path parameter of the product and category calls; a malformed id answers 404 like an unknown one, and one with
 * control characters or over 100 characters 400.
 */
export const idParamsSchema = z.object({ id: plainText().max(100).describe('UUID') });

/** GET /products/{categoryId}: ?after (a cursor) or ?page (from 1), and ?limit (default 24, at most 100). */
export const productPageQuerySchema = cursorPaginationQuerySchema;

/** GET /advertisedproduct: ?page and ?limit (default 12, at most 100). */
export const featuredQuerySchema = cursorPaginationQuerySchema.extend({
  limit: queryInteger({ min: 1, max: MAX_PAGE_SIZE, default: FEATURED_PAGE_SIZE }),
});

/** GET /myproducts?email=: the seller's own email (an admin may give anyone's), with ?page and ?limit. */
export const myProductsQuerySchema = z.object({ email: lowercaseEmail() }).extend(cursorPaginationQuerySchema.shape);

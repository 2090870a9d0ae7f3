import { z } from 'zod';
import { sellerRatingSchema } from './review.ts';
import { CONDITIONS, FEATURED_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_STATUSES } from './constants.ts';
import { guitarDetailsResponseShape, guitarDetailsShape } from './guitar-details.ts';
import { MESSAGES } from './messages.ts';
import { cursorPaginationQuerySchema, queryInteger } from './pagination.ts';
import { lowercaseEmail, plainText } from './text.ts';
import { onFirstUse } from './on-first-use.ts';

/** Limits of a listing; the spec sets none, these keep one listing from filling a page or the database. */
export const PRODUCT_LIMITS = {
  productName: 120,
  description: 2000,
  location: 120,
  phone: 40,
  /** Dollars. */
  maxPrice: 1_000_000,
  firstYear: 1900,
} as const;

export const CATEGORY_REQUIRED = 'Please choose a category.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** A product as every product call answers it (SPEC.md section 3), plus the seller's verified badge. */
export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  productPhoto: z.string(),
  /** Dollars. */
  marketPrice: z.number(),
  /** Dollars. */
  askingPrice: z.number(),
  /** The year of purchase, as text. */
  usedYears: z.string(),
  condition: z.enum(CONDITIONS),
  description: z.string(),
  location: z.string(),
  phone: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  /** The seller's account (their page is /seller/{sellerId}); null once the account is deleted. */
  sellerId: z.string().nullable().optional(),
  /** Whether an admin has verified the seller: the verified badge. */
  sellerVerified: z.boolean(),
  categoryid: z.string(),
  /** Medium date in UTC, e.g. 'Jan 5, 2023'. */
  postedOnline: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  advertise: z.boolean(),
  report: z.boolean(),
  /** Buyers only (the one role that reports): whether the caller has reported this product. Absent for others. */
  reportedByMe: z.boolean().optional(),
  /**
   * Its serial number matches a confirmed stolen-gear report: hidden from buyers, so only its seller and admins
   * ever receive true (docs/decisions/0019).
   */
  heldAsStolen: z.boolean().optional(),
  ...guitarDetailsResponseShape,
  /** Dollars: the asking price before the last change, when that change lowered it ("Price dropped from $X"). */
  priceDroppedFrom: z.number().optional(),
  /** GET /singleproduct/{id} only: every photo URL in the seller's order; the first is productPhoto, the cover. */
  photos: z.array(z.string()).optional(),
  /** The seller's average stars and number of reviews (issue 14); left out while the seller has none. */
  sellerRating: sellerRatingSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

const mediumDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const DAY_MS = 86_400_000;
/** Days kept formatted; a catalogue spans far fewer, so this only bounds a run over odd dates. */
const MAX_FORMATTED_DAYS = 10_000;
const formattedDays = new Map<number, string>();

/**
 * 'Jan 5, 2023': the spec's medium date, in UTC so every server and browser shows the same day. Each UTC day is
 * formatted once: Intl's format cost about 1 µs per card on every list the server sends.
 */
export function formatPostedOnline(date: Date): string {
  const day = Math.floor(date.getTime() / DAY_MS);
  let text = formattedDays.get(day);
  if (text === undefined) {
    text = mediumDate().format(date);
    if (formattedDays.size >= MAX_FORMATTED_DAYS) formattedDays.clear();
    formattedDays.set(day, text);
  }
  return text;
}

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

/** A listing has at most this many photos; the first is its cover. */
export const MAX_PRODUCT_PHOTOS = 8;
export const PHOTO_MESSAGES = {
  tooMany: `A listing can have at most ${MAX_PRODUCT_PHOTOS} photos.`,
  none: 'Please keep at least one photo of the guitar.',
  duplicate: 'Each photo can appear only once.',
  coverFirst: 'productPhoto (the cover) must be the first of photos.',
} as const;

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
  categoryid: plainText({ error: CATEGORY_REQUIRED }).trim().regex(UUID, CATEGORY_REQUIRED),
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
/** PATCH /products/{id} */
export const productUpdatedSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });

/**
 * Path parameter of the product and category calls; a malformed id answers 404 like an unknown one, and one with
 * control characters or over 100 characters 400.
 */
export const idParamsSchema = z.object({ id: plainText().max(100).describe('UUID') });

/** POST /products */
export const productCreatedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
/** DELETE /products/{id}, DELETE /myproducts/{id} */
export const productDeletedSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
});
/** PUT /myproducts/{id}: modifiedCount is 0 when the product was already advertised. */
export const productAdvertisedSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
});

/** The home page's Featured Products grid (kept in constants.ts, which has no zod, for the web app's first paint). */
export { FEATURED_PAGE_SIZE };

/** GET /products/{categoryId}: ?after (a cursor) or ?page (from 1), and ?limit (default 24, at most 100). */
export const productPageQuerySchema = cursorPaginationQuerySchema;

/** GET /advertisedproduct: ?page and ?limit (default 12, at most 100). */
export const featuredQuerySchema = cursorPaginationQuerySchema.extend({
  limit: queryInteger({ min: 1, max: MAX_PAGE_SIZE, default: FEATURED_PAGE_SIZE }),
});

/** GET /myproducts?email=: the seller's own email (an admin may give anyone's), with ?page and ?limit. */
export const myProductsQuerySchema = z.object({ email: lowercaseEmail() }).extend(cursorPaginationQuerySchema.shape);

import { z } from 'zod';
import { CONDITIONS, FEATURED_PAGE_SIZE, PRODUCT_STATUSES } from './constants.ts';
import { guitarDetailsResponseShape } from './guitar-details.ts';
import { onFirstUse } from './on-first-use.ts';
import { sellerRatingSchema } from './seller-rating.ts';

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

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

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

/** A listing has at most this many photos; the first is its cover. */
export const MAX_PRODUCT_PHOTOS = 8;
export const PHOTO_MESSAGES = {
  tooMany: `A listing can have at most ${MAX_PRODUCT_PHOTOS} photos.`,
  none: 'Please keep at least one photo of the guitar.',
  duplicate: 'Each photo can appear only once.',
  coverFirst: 'productPhoto (the cover) must be the first of photos.',
} as const;

/** PATCH /products/{id} */
export const productUpdatedSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number().int() });

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

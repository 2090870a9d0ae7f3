import { z } from 'zod';
import { plainText } from './text.ts';

/**
 * Recent sale prices (issue 12): what guitars of the same brand and model sold for on Restrung, from our own paid
 * orders. Shown only from PRICE_GUIDE_MIN_SALES sales, so no single buyer's price can be read from it.
 */
export const PRICE_GUIDE_MIN_SALES = 3;
export const PRICE_GUIDE_MONTHS = 12;

/** GET /price-guide?brand=&model= */
export const priceGuideQuerySchema = z.object({
  brand: plainText().trim().min(1, 'Please give a brand.').max(60, 'Please use at most 60 characters.'),
  model: plainText().trim().min(1, 'Please give a model.').max(120, 'Please use at most 120 characters.'),
});
export type PriceGuideQuery = z.infer<typeof priceGuideQuerySchema>;

export const priceGuideSchema = z.object({
  /** Paid orders of this brand and model in the last PRICE_GUIDE_MONTHS months. */
  count: z.number().int(),
  /** Dollars; null below PRICE_GUIDE_MIN_SALES sales. */
  lowest: z.number().nullable(),
  median: z.number().nullable(),
  highest: z.number().nullable(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;

/** How brands and models are compared: case and whitespace do not count ("Les Paul" = "lespaul "). */
export const guideKey = (value: string): string => value.toLowerCase().replace(/\s+/g, '');

import { z } from 'zod';

/**
 * Recent sale prices (issue 12): what guitars of the same brand and model sold for on Restrung, from our own paid
 * orders. Shown only from PRICE_GUIDE_MIN_SALES sales, so no single buyer's price can be read from it.
 */
export const PRICE_GUIDE_MIN_SALES = 3;
export const PRICE_GUIDE_MONTHS = 12;

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

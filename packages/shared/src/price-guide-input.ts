import { z } from 'zod';
import { plainText } from './text.ts';

/** GET /price-guide?brand=&model=: apart from its answer, which the product page loads (decision 0062). */
export const priceGuideQuerySchema = z.object({
  brand: plainText().trim().min(1, 'Please give a brand.').max(60, 'Please use at most 60 characters.'),
  model: plainText().trim().min(1, 'Please give a model.').max(120, 'Please use at most 120 characters.'),
});
export type PriceGuideQuery = z.infer<typeof priceGuideQuerySchema>;

/**
 * The product answers, loaded beside the request that needs them (`api.ts`): the home page's featured guitars and
 * the category pages are read before zod is needed for anything else, and zod is not part of their first paint.
 */
export {
  productAdvertisedSchema,
  productCreatedSchema,
  productDeletedSchema,
  productListSchema,
  productSchema,
  productUpdatedSchema,
} from '@restrung/shared/product';
export { priceGuideSchema } from '@restrung/shared/price-guide';

import { z } from 'zod';
import { DETAIL_LIMITS, DETAIL_MESSAGES, OTHER_BRAND } from '@restrung/shared/guitar-details';
import { MESSAGES } from '@restrung/shared/messages';
import { MAX_PRODUCT_PHOTOS, PHOTO_MESSAGES, type Product } from '@restrung/shared/product';
import { productInputSchema, type ProductInput } from '@restrung/shared/product-input';
import { plainText } from '@restrung/shared/text';
import { BRANDS } from '@restrung/shared/guitar-details';
import { itemsFromUrls, type PhotoItem } from '../photos/photo-items.ts';

/**
 * The Add A Product and edit forms: the API's own rules for every field, the photos as the picker holds them,
 * and the brand as a choice from the list plus a name typed after "Other".
 */
export const listingFormSchema = productInputSchema
  .omit({ productPhoto: true, photos: true, brand: true })
  .extend({
    photos: z
      .array(z.custom<PhotoItem>())
      .min(1, MESSAGES.imageRequired)
      .max(MAX_PRODUCT_PHOTOS, PHOTO_MESSAGES.tooMany),
    // Shown read-only: the seller is the account's, never the form's.
    sellerName: z.string().trim().min(1, MESSAGES.nameRequired),
    sellerEmail: z.string().trim().min(1, 'Email is required'),
    brandChoice: z.string(),
    brandOther: plainText().trim().max(DETAIL_LIMITS.brand, `Please use at most ${DETAIL_LIMITS.brand} characters.`),
  })
  .superRefine((values, ctx) => {
    if (values.brandChoice === OTHER_BRAND && values.brandOther === '')
      ctx.addIssue({ code: 'custom', path: ['brandOther'], message: DETAIL_MESSAGES.typeBrand });
  });
export type ListingFormInput = z.input<typeof listingFormSchema>;
export type ListingFormOutput = z.output<typeof listingFormSchema>;

/** What the API takes from the form (the photos are sent apart, once uploaded). */
export function listingValues({
  photos: _photos,
  sellerName: _name,
  sellerEmail: _email,
  brandChoice,
  brandOther,
  ...values
}: ListingFormOutput): Omit<ProductInput, 'productPhoto' | 'photos'> {
  const brand = brandChoice === OTHER_BRAND ? brandOther : brandChoice;
  return { ...values, brand: brand === '' ? null : brand };
}

export const emptyListing = (seller: { name: string; email: string }): ListingFormInput => ({
  sellerName: seller.name,
  sellerEmail: seller.email,
  productName: '',
  photos: [],
  categoryid: '',
  marketPrice: '',
  askingPrice: '',
  usedYears: '',
  condition: '' as ListingFormInput['condition'],
  location: '',
  phone: '',
  description: '',
  brandChoice: '',
  brandOther: '',
  model: '',
  yearBuilt: '',
  bodyType: '',
  handedness: '',
  strings: '',
  finish: '',
  serialNumber: '',
  modifications: '',
  caseIncluded: '',
});

/** The edit form starts from the listing as its seller sees it. */
export function listingFromProduct(product: Product): ListingFormInput {
  const listed = (BRANDS as readonly string[]).includes(product.brand ?? '');
  return {
    sellerName: product.sellerName,
    sellerEmail: product.sellerEmail,
    productName: product.productName,
    photos: itemsFromUrls(product.photos ?? [product.productPhoto]),
    categoryid: product.categoryid,
    marketPrice: String(product.marketPrice),
    askingPrice: String(product.askingPrice),
    usedYears: product.usedYears,
    condition: product.condition,
    location: product.location,
    phone: product.phone,
    description: product.description,
    brandChoice: product.brand === undefined ? '' : listed ? product.brand : OTHER_BRAND,
    brandOther: product.brand !== undefined && !listed ? product.brand : '',
    model: product.model ?? '',
    yearBuilt: product.yearBuilt === undefined ? '' : String(product.yearBuilt),
    bodyType: product.bodyType ?? '',
    handedness: product.handedness ?? '',
    strings: product.strings === undefined ? '' : String(product.strings),
    finish: product.finish ?? '',
    serialNumber: product.serialNumber ?? '',
    modifications: product.modifications ?? '',
    caseIncluded: product.caseIncluded ?? '',
  };
}

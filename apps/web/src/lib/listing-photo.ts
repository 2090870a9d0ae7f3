/** The `sizes` of a listing's large photo (a card, the product page): one column on phones, 560 px beside text. */
export const LISTING_PHOTO_SIZES = '(min-width: 768px) 560px, 100vw';

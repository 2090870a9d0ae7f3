import { BODY_TYPE_LABELS, BRANDS, HANDEDNESS_LABELS } from '@restrung/shared/guitar-details';

/** Search counts makers by their name in lower case ("prs"): the list's own spelling, where the list has it. */
const BRAND_SPELLING = new Map(BRANDS.map((brand) => [brand.toLowerCase(), brand]));

/** How the filters name a guitar detail's value (a search facet's, or the address's), as the listing form does. */
export const DETAIL_LABELS = {
  brand: (value: string) => BRAND_SPELLING.get(value) ?? value,
  bodyType: (value: string) => BODY_TYPE_LABELS[value as keyof typeof BODY_TYPE_LABELS] ?? value,
  handedness: (value: string) => HANDEDNESS_LABELS[value as keyof typeof HANDEDNESS_LABELS] ?? value,
  strings: (value: string) => `${value} strings`,
} as const;

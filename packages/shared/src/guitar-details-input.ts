import { z } from 'zod';
import {
  BODY_TYPES,
  BRANDS,
  CASE_OPTIONS,
  DETAIL_LIMITS,
  DETAIL_MESSAGES,
  HANDEDNESS,
  OTHER_BRAND,
} from './guitar-details.ts';
import { plainText } from './text.ts';

/**
 * A guitar's details as a seller sends them (POST and PATCH /products, the listing form). Apart from the lists and
 * labels (`guitar-details.ts`) so that pages showing guitars do not build these rules (decision 0062).
 */

/** '' (an empty input or select) and null mean "not given"; undefined means "not sent" (kept on an edit). */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  z.preprocess(
    emptyToNull,
    plainText(options).trim().max(max, `Please use at most ${max} characters.`).nullable().optional(),
  );

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToNull, z.enum(values, { error: message }).nullable().optional());

/** A whole number from a number input, its text, or a JSON number; NaN (an empty number input) is "not given". */
const optionalInteger = (min: number, max: () => number, message: () => string) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'number' && Number.isNaN(value)) return null;
      const empty = emptyToNull(value);
      return typeof empty === 'string' && /^\s*\d+\s*$/.test(empty) ? Number(empty) : empty;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .refine((n) => n >= min && n <= max(), { error: message })
      .nullable()
      .optional(),
  );

/** A brand of the list keeps the list's spelling whatever its case; another name is kept as typed. */
const canonicalBrand = (brand: string): string => {
  const known = BRANDS.find((b) => b.toLowerCase() === brand.toLowerCase());
  return known ?? brand;
};

export const guitarDetailsShape = {
  brand: z.preprocess(
    emptyToNull,
    plainText()
      .trim()
      .max(DETAIL_LIMITS.brand, `Please use at most ${DETAIL_LIMITS.brand} characters.`)
      .refine((brand) => brand.toLowerCase() !== OTHER_BRAND.toLowerCase(), DETAIL_MESSAGES.typeBrand)
      .transform(canonicalBrand)
      .nullable()
      .optional(),
  ),
  model: optionalText(DETAIL_LIMITS.model),
  yearBuilt: optionalInteger(
    DETAIL_LIMITS.firstYear,
    () => new Date().getUTCFullYear(),
    DETAIL_MESSAGES.yearBuilt,
  ).meta({ type: 'integer', description: 'The year it was built, 1900 to this year.' }),
  bodyType: optionalChoice(BODY_TYPES, 'Please choose a body type from the list.'),
  handedness: optionalChoice(HANDEDNESS, 'Please choose right- or left-handed.'),
  strings: optionalInteger(
    DETAIL_LIMITS.minStrings,
    () => DETAIL_LIMITS.maxStrings,
    () => DETAIL_MESSAGES.strings,
  ).meta({ type: 'integer', description: 'Number of strings, 4 to 18.' }),
  finish: optionalText(DETAIL_LIMITS.finish),
  serialNumber: optionalText(DETAIL_LIMITS.serialNumber),
  modifications: optionalText(DETAIL_LIMITS.modifications, { multiline: true }),
  caseIncluded: optionalChoice(CASE_OPTIONS, 'Please choose hard case, gig bag or no case.'),
};

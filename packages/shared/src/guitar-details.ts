import { z } from 'zod';
import { CATEGORY_IDS } from './constants.ts';

/**
 * A guitar's details (issue 12): what a guitarist decides from. All optional: the spec's POST /products body
 * has none of them and stays valid. On the way in an empty text or choice means "not given" (null).
 */

/** Common makers, as they spell themselves; a seller whose maker is missing picks OTHER_BRAND and types it. */
export const BRANDS = [
  'Alhambra',
  'Aria',
  'B.C. Rich',
  'Breedlove',
  'Charvel',
  'Collings',
  'Cordoba',
  'Cort',
  'Danelectro',
  'Dean',
  'Duesenberg',
  'Eastman',
  'Epiphone',
  'ESP',
  'Fender',
  'G&L',
  'Gibson',
  'Godin',
  'Gretsch',
  'Guild',
  'Hagstrom',
  'Harmony',
  'Heritage',
  'Höfner',
  'Ibanez',
  'Jackson',
  'Kramer',
  'Lakewood',
  'Larrivée',
  'Lowden',
  'LTD',
  'Martin',
  'Maton',
  'Music Man',
  'Ovation',
  'PRS',
  'Ramírez',
  'Reverend',
  'Rickenbacker',
  'Schecter',
  'Seagull',
  'Sire',
  'Squier',
  'Sterling by Music Man',
  'Strandberg',
  'Suhr',
  'Takamine',
  'Taylor',
  'Tokai',
  'Warwick',
  'Washburn',
  'Yamaha',
] as const;
export const OTHER_BRAND = 'Other';

export const BODY_TYPES = [
  'solid',
  'semi-hollow',
  'hollow',
  'dreadnought',
  'concert',
  'grand-auditorium',
  'jumbo',
  'parlor',
  'travel',
  'classical',
  'flamenco',
  'crossover',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  solid: 'Solid body',
  'semi-hollow': 'Semi-hollow',
  hollow: 'Hollow body',
  dreadnought: 'Dreadnought',
  concert: 'Concert',
  'grand-auditorium': 'Grand auditorium',
  jumbo: 'Jumbo',
  parlor: 'Parlor',
  travel: 'Travel',
  classical: 'Classical',
  flamenco: 'Flamenco',
  crossover: 'Crossover',
};

/** The body types that make sense in each of the seeded categories; a category not listed here takes any. */
export const BODY_TYPES_BY_CATEGORY: Record<string, readonly BodyType[]> = {
  [CATEGORY_IDS.electric]: ['solid', 'semi-hollow', 'hollow'],
  [CATEGORY_IDS.bass]: ['solid', 'semi-hollow', 'hollow'],
  [CATEGORY_IDS.acoustic]: ['dreadnought', 'concert', 'grand-auditorium', 'jumbo', 'parlor', 'travel'],
  [CATEGORY_IDS.classical]: ['classical', 'flamenco', 'crossover'],
};
export const bodyTypesFor = (categoryId: string | undefined): readonly BodyType[] =>
  (categoryId && BODY_TYPES_BY_CATEGORY[categoryId]) || BODY_TYPES;

export const HANDEDNESS = ['right', 'left'] as const;
export type Handedness = (typeof HANDEDNESS)[number];
export const HANDEDNESS_LABELS: Record<Handedness, string> = { right: 'Right-handed', left: 'Left-handed' };

export const CASE_OPTIONS = ['hard-case', 'gig-bag', 'none'] as const;
export type CaseOption = (typeof CASE_OPTIONS)[number];
export const CASE_LABELS: Record<CaseOption, string> = {
  'hard-case': 'Hard case included',
  'gig-bag': 'Gig bag included',
  none: 'No case',
};

export const DETAIL_LIMITS = {
  brand: 60,
  model: 80,
  finish: 60,
  serialNumber: 40,
  modifications: 1000,
  minStrings: 4,
  maxStrings: 18,
  firstYear: 1900,
} as const;

export const DETAIL_MESSAGES = {
  typeBrand: 'Please type the name of the maker.',
  bodyTypeForCategory: 'Please choose a body type that fits the category.',
  strings: `Please enter a number of strings from ${DETAIL_LIMITS.minStrings} to ${DETAIL_LIMITS.maxStrings}.`,
  yearBuilt: () =>
    `Please enter the year it was built, from ${DETAIL_LIMITS.firstYear} to ${new Date().getUTCFullYear()}.`,
} as const;

/** The details as a product answer carries them: only those the seller gave (absent otherwise). */
export const guitarDetailsResponseShape = {
  brand: z.string().optional(),
  model: z.string().optional(),
  yearBuilt: z.number().int().optional(),
  bodyType: z.enum(BODY_TYPES).optional(),
  handedness: z.enum(HANDEDNESS).optional(),
  strings: z.number().int().optional(),
  finish: z.string().optional(),
  /** Whole for the seller and admins; for anyone else every character but the last 3 is masked. */
  serialNumber: z.string().optional(),
  modifications: z.string().optional(),
  caseIncluded: z.enum(CASE_OPTIONS).optional(),
};

export { guitarTitle } from './guitar-title.ts';

/** Product-wide constants from SPEC.md sections 3, 4 and 9. */

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose at sign-up; the first is the default (SPEC.md section 5). */
export const SIGNUP_ROLES = ['buyer', 'seller'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const PRODUCT_STATUSES = ['Available', 'Booked', 'Paid'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const CONDITIONS = ['excellent', 'good', 'fair', 'moderate', 'bad'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** localStorage key of the session token: "{product}Token". */
export const TOKEN_KEY = 'restrungToken';

export const BRAND = 'Restrung';

export const TOAST_AUTO_CLOSE_MS = 5000;

export const DESCRIPTION_PREVIEW_LENGTH = 30;

/**
 * The fixed category used by the hero and the header's Products link. The seed creates the categories
 * with these stable ids, so links survive a restart and match on PGlite and PostgreSQL alike.
 */
export const CATEGORY_IDS = {
  electric: '01900000-0000-7000-8000-000000000001',
  acoustic: '01900000-0000-7000-8000-000000000002',
  bass: '01900000-0000-7000-8000-000000000003',
  classical: '01900000-0000-7000-8000-000000000004',
} as const;

export const DEFAULT_CATEGORY_ID = CATEGORY_IDS.electric;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** The home page's Featured Products grid: one page of 12 by default. */
export const FEATURED_PAGE_SIZE = 12;

/** A seller page shows this many listings at a time. */
export const SELLER_PAGE_SIZE = 12;

/**
 * Characters of a search's keywords (SEARCH_LIMITS.query): here, with no schema beside it, so the header's box and
 * its recent searches, in the first script a page loads, can read it without the search schemas.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;

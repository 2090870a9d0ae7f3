import type { Product } from '@restrung/shared/product';
import type { Role } from '@restrung/shared/constants';

export const CATEGORY_ID = '01900000-0000-7000-8000-000000000001';

export const CATEGORIES = [
  { _id: CATEGORY_ID, category: 'Electric Guitars', photo: '/media/categories/electric.webp' },
  { _id: '01900000-0000-7000-8000-000000000003', category: 'Bass Guitars', photo: '/media/categories/bass.webp' },
];

let counter = 0;

/** A product as the API answers it; every field can be overridden. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  counter += 1;
  return {
    _id: `0190a000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    productName: 'Fender Player Stratocaster',
    productPhoto: '/media/products/strat.webp',
    marketPrice: 1234.5,
    askingPrice: 620,
    usedYears: '2015',
    condition: 'excellent',
    description: 'Polar white Strat with a maple neck, set up with 10s and a fresh fret polish.',
    location: 'Austin, TX',
    phone: '+1 555 0110',
    sellerName: 'Vera Strings',
    sellerEmail: 'vera@restrung.local',
    sellerVerified: true,
    categoryid: CATEGORY_ID,
    postedOnline: 'Jan 5, 2023',
    status: 'Available',
    advertise: false,
    report: false,
    ...overrides,
  };
}

export interface Viewer {
  role: Role;
  name?: string;
  email?: string;
  verified?: boolean;
}

/** stubFetch handlers for a signed-in person: the session and the role lookup by email. */
export function signedInAs({ role, name = `Pat ${role}`, email = `${role}@example.test`, verified = true }: Viewer) {
  return {
    'GET /auth/get-session': { body: { user: { id: `id-${role}`, name, email, image: null, role, verified } } },
    'GET /users': { body: { role } },
  };
}

export const signedOut = { 'GET /auth/get-session': { body: null } };

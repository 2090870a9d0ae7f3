import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { Booking } from '@restrung/shared/booking';
import type { Role } from '@restrung/shared/constants';
import { renderPage, stubFetch } from './render.tsx';

type Handlers = Parameters<typeof stubFetch>[0];

/** The answer to GET /auth/get-session for a signed-in person (Bea Buyer unless named otherwise). */
export const sessionOf = (role: Role = 'buyer', name = 'Bea Buyer') => ({
  body: {
    session: {},
    user: { id: 'u1', name, email: 'bea@example.test', image: null, role, verified: false },
  },
});

/** An order as the API answers it: Bea Buyer's booking of Sam Seller's Fender Stratocaster. */
export const bookingOf = (overrides: Partial<Booking> = {}): Booking => ({
  _id: 'b1',
  price: 1450,
  sellerEmail: 'sam@example.test',
  sellerName: 'Sam Seller',
  productName: 'Fender Stratocaster',
  buyersName: 'Bea Buyer',
  buyersEmail: 'bea@example.test',
  phone: '+1 214 555 0101',
  location: 'Dallas, TX',
  productPhoto: '/media/strat.webp',
  sellerLocation: 'Austin, TX',
  sellersPhone: '+1 512 555 0100',
  productId: 'p1',
  status: 'Booked',
  createdAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

/**
 * Answers the API calls from `handlers` (see stubFetch; undo with vi.unstubAllGlobals), renders the page with the
 * toast container, and gives back the calls made and a user-event session.
 */
export function setupPage(page: ReactElement, handlers: Handlers, options: Parameters<typeof renderPage>[1] = {}) {
  const stub = stubFetch(handlers);
  vi.stubGlobal('fetch', stub.fetchMock);
  const view = renderPage(
    <>
      {page}
      <ToastContainer />
    </>,
    options,
  );
  return { ...view, calls: stub.calls, user: userEvent.setup() };
}

/** Book Now asks for the booking form ahead; when that download fails, the buttons say so once between them. */
import { afterEach, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { sessionOf } from '../test/page-setup.tsx';
import { renderPage, stubFetch } from '../test/render.tsx';
import { aProduct } from '../features/products/test/fixtures.ts';
import { BookNowButton } from '../features/bookings/components/book-now-button.tsx';

vi.mock('../features/bookings/components/booking-modal.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

it('logs a failed download of the booking form once, however many buttons asked for it', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', stubFetch({ 'GET /auth/get-session': sessionOf('buyer') }).fetchMock);
  const products = [1, 2, 3].map((n) => aProduct({ productName: `Guitar ${n}` }));
  renderPage(
    <div>
      {products.map((product) => (
        <BookNowButton key={product._id} product={product} />
      ))}
    </div>,
  );
  expect(await screen.findAllByRole('button', { name: 'Book Now' })).toHaveLength(3);
  await waitFor(() => expect(warn).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(warn.mock.calls.filter(([text]) => String(text).includes('load the booking form ahead'))).toHaveLength(1);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, CATEGORIES, CATEGORY_ID, signedInAs } from '../test/fixtures.ts';
import { CategoryPage } from './category-page.tsx';

const PATH = '/category/:id';
const AT = `/category/${CATEGORY_ID}`;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stub(products: unknown, extra = {}) {
  const stubbed = stubFetch({
    ...signedInAs({ role: 'buyer' }),
    'GET /category': { body: CATEGORIES },
    [`GET /products/${CATEGORY_ID}`]:
      typeof products === 'function' ? (products as () => { body: unknown }) : { body: products },
    ...extra,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}

describe('CategoryPage', () => {
  it('scrolls to the top and shows a banner, then a grid of two columns from md up (one on phones)', async () => {
    stub([aProduct({ productName: 'Strat' }), aProduct({ productName: 'Les Paul' })]);
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });

    expect(await screen.findByRole('heading', { level: 1, name: 'Electric Guitars' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Strat', 'Les Paul']);
    const grid = cards[0]!.closest('ul')!;
    expect(grid).toHaveClass('md:grid-cols-2');
    expect(grid.className).not.toMatch(/(^|\s)grid-cols-2/);
  });

  it('hides Paid products', async () => {
    stub([
      aProduct({ productName: 'Sold one', status: 'Paid' }),
      aProduct({ productName: 'Booked one', status: 'Booked' }),
    ]);
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    expect(await screen.findByRole('heading', { name: 'Booked one' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sold one' })).not.toBeInTheDocument();
  });

  it('asks for 24 a page and pages with Previous and Next; a short page is the last', async () => {
    const full = Array.from({ length: 24 }, (_, i) => aProduct({ productName: `Guitar ${i + 1}` }));
    const asked: string[] = [];
    const { fetchMock } = stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /category': { body: CATEGORIES } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.startsWith('/api/products/')) return fetchMock(input, init);
      asked.push(url.search);
      const body = url.searchParams.get('page') === '1' ? full : [aProduct({ productName: 'Guitar 25' })];
      return new Response(JSON.stringify(body));
    });
    const user = userEvent.setup();
    const { router } = renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });

    // Text queries: role queries over 24 cards are slow in jsdom.
    expect(await screen.findByText('Guitar 24', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual(['?page=1&limit=24']);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pagination).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Guitar 25', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual(['?page=1&limit=24', '?page=2&limit=24']);
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pagination).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Guitar 1', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
  }, 20_000);

  it('says so when the category has no guitars', async () => {
    stub([]);
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    expect(await screen.findByText('No guitars in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other categories' })).toHaveAttribute('href', '/#categories');
  });

  it('says when the category does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /category': { body: CATEGORIES } }).fetchMock,
    );
    renderPage(<CategoryPage />, { path: PATH, initialEntry: '/category/nope' });
    expect(await screen.findByText('This category does not exist.')).toBeInTheDocument();
    // No marketing banner above the message: there is no category to advertise.
    expect(screen.queryByText(/Played, loved and ready for their next song/)).not.toBeInTheDocument();
    expect(screen.queryByText('Second-hand guitars')).not.toBeInTheDocument();
  });

  it('offers Retry when the list could not load', async () => {
    let fail = true;
    stub(() =>
      fail
        ? {
            status: 500,
            body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is resting.' },
          }
        : { body: [aProduct({ productName: 'Back again' })] },
    );
    const user = userEvent.setup();
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });

    // The query client retries a server error once before showing it.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load the guitars of this category.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

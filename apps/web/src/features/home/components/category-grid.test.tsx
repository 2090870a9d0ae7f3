import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryGrid } from './category-grid.tsx';

const CATEGORIES = [
  { _id: 'c1', category: 'Electric Guitars', photo: '/media/categories/electric.webp' },
  { _id: 'c2', category: 'Bass Guitars', photo: '/media/categories/bass.webp' },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderGrid() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CategoryGrid />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CategoryGrid', () => {
  it('shows skeletons while loading, then one card per category linking to it', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderGrid();

    expect(screen.getByRole('status')).toHaveTextContent('Loading categories');
    expect(fetchMock).toHaveBeenCalledWith('/api/category', expect.anything());

    answer(json(CATEGORIES));
    const links = await screen.findAllByRole('link');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/category/c1', '/category/c2']);
    expect(within(links[0]!).getByRole('heading', { name: 'Electric Guitars' })).toBeInTheDocument();
    expect(within(links[0]!).getByRole('img')).toHaveAttribute('src', '/media/categories/electric-w640.webp');
    expect(within(links[0]!).getByRole('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/categories/electric.webp 1600w'),
    );
    expect(within(links[0]!).getByRole('img')).toHaveAccessibleName(/electric guitars/i);
  });

  it('lays the cards out in three columns on medium screens', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(CATEGORIES)),
    );
    renderGrid();
    const list = (await screen.findAllByRole('link'))[0]!.closest('ul');
    expect(list).toHaveClass('md:grid-cols-3');
  });

  it('says when the categories could not load, and tries again on Retry', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json({ statusCode: 500, error: 'Internal Server Error', message: 'The database is resting.' }, 500),
      )
      .mockResolvedValueOnce(json(CATEGORIES));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderGrid();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the categories.');
    expect(alert).toHaveTextContent('The database is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Bass Guitars' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when there are no categories', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json([])),
    );
    renderGrid();
    expect(await screen.findByText(/No categories yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

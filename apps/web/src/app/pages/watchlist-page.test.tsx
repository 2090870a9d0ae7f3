import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { renderPage, stubFetch } from '../../test/render.tsx';
import { aProduct, signedInAs } from '../../features/products/test/fixtures.ts';
import { WatchlistPage } from './watchlist-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function show(list: { status?: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      ...signedInAs({ role: 'buyer' }),
      'GET /watchlist': list,
      'GET /watchlist/ids': { body: { ids: [] } },
    }).fetchMock,
  );
  renderPage(<WatchlistPage />);
}

describe('WatchlistPage', () => {
  it('shows the watched guitars as cards, whatever their status, each with its pressed heart', async () => {
    const booked = aProduct({ productName: 'Booked Jazzmaster', status: 'Booked', sellerId: 'id-other' });
    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...signedInAs({ role: 'buyer' }),
        'GET /watchlist': { body: [booked] },
        'GET /watchlist/ids': { body: { ids: [booked._id] } },
      }).fetchMock,
    );
    renderPage(<WatchlistPage />);
    const card = await screen.findByRole('article', { name: 'Booked Jazzmaster' });
    expect(
      await within(card).findByRole('button', { name: 'Remove Booked Jazzmaster from watchlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeInTheDocument();
  });

  it('says so when nothing is watched, with a way to browse', async () => {
    show({ body: [] });
    expect(await screen.findByText('Nothing on your watchlist yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse guitars' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/category\//),
    );
  });

  it('says what failed to load, with Retry', async () => {
    show({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Try again soon.' } });
    expect(await screen.findByText('We could not load your watchlist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TracksSection } from './tracks-section.tsx';

function renderTracks() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TracksSection />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TracksSection', () => {
  it('shows each track from the static file with a link that opens YouTube in a new tab', async () => {
    const tracks = [
      {
        picture: '/images/tracks/a.svg',
        name: 'Hotel California',
        band: 'Eagles',
        urlTube: 'https://www.youtube.com/results?search_query=Eagles',
      },
    ];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(tracks)));
    vi.stubGlobal('fetch', fetchMock);
    renderTracks();

    const card = (await screen.findByRole('heading', { name: 'Hotel California' })).closest('article')!;
    expect(fetchMock).toHaveBeenCalledWith('/tracks.json', expect.anything());
    expect(within(card).getByText('Eagles')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAttribute('src', '/images/tracks/a.svg');
    const link = within(card).getByRole('link', { name: /Open In Youtube/ });
    expect(link).toHaveAttribute('href', tracks[0]!.urlTube);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers Retry when the file is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([{ name: 'no link' }]))),
    );
    renderTracks();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the tracks.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { CATEGORIES, signedInAs } from '../test/fixtures.ts';
import { aSearchResult } from '../test/search-fixtures.ts';
import type { SearchResult } from '@restrung/shared/search';
import { SearchPage } from './search-page.tsx';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers GET /search with nothing found (and `extra`), recording each keywords asked. */
function stubEmptySearch(extra: Partial<SearchResult> = {}) {
  const asked: (string | null)[] = [];
  const { fetchMock } = stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /category': { body: CATEGORIES } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/search') return fetchMock(input, init);
    asked.push(url.searchParams.get('q'));
    return new Response(JSON.stringify(aSearchResult([], extra)));
  });
  return asked;
}

/** The ways on the empty result offers, by their buttons' names. */
const waysOn = async () => {
  const offer = (await screen.findByText('Try without one of these:')).parentElement!;
  return within(offer)
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('SearchPage with nothing found', () => {
  it('offers to drop each of several keywords on its own, then all of them, then each filter', async () => {
    const asked = stubEmptySearch();
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=gibson+zzqx+custom&condition=good',
    });

    expect(await screen.findByText('No guitars match your search.')).toBeInTheDocument();
    expect(await waysOn()).toEqual([
      'Remove “gibson”',
      'Remove “zzqx”',
      'Remove “custom”',
      'Remove keywords “gibson zzqx custom”',
      'Remove condition good',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove “zzqx”' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=gibson+custom&condition=good'));
    await waitFor(() => expect(asked.at(-1)).toBe('gibson custom'));
  });

  it('offers one word once, however often it was typed', async () => {
    stubEmptySearch();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=les+paul+les' });
    expect(await waysOn()).toEqual(['Remove “les”', 'Remove “paul”', 'Remove keywords “les paul les”']);
  });

  it('offers a single keyword as the keywords only', async () => {
    stubEmptySearch();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=zzqx' });
    expect(await waysOn()).toEqual(['Remove keywords “zzqx”']);
  });

  it('offers the closest known words the server suggests', async () => {
    const asked = stubEmptySearch({ didYouMean: 'gibson custom' });
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=gibsn+custom' });
    await user.click(await screen.findByRole('button', { name: 'Search for “gibson custom” instead' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=gibson+custom'));
    await waitFor(() => expect(asked.at(-1)).toBe('gibson custom'));
  });
});

describe('SearchPage with ranges the server would refuse', () => {
  it('says so at once from a link, asks the server nothing, marks the fields, and offers to drop the range', async () => {
    const asked = stubEmptySearch();
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=strat&minPrice=500&maxPrice=100',
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These filters cannot be applied.');
    expect(alert).toHaveTextContent('The lowest price must not be above the highest price.');
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Remove price range']);
    await user.click(screen.getByText('Filters'));
    expect(await screen.findByLabelText('Max price')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Remove price range' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=strat'));
    await waitFor(() => expect(asked).toEqual(['strat']));
    expect(await screen.findByText('No guitars match your search.')).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, CATEGORIES, signedInAs } from '../test/fixtures.ts';
import { aSearchResult } from '../test/search-fixtures.ts';
import type { Product } from '@restrung/shared/product';
import type { SearchResult } from '@restrung/shared/search';
import { SearchPage } from './search-page.tsx';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Answers GET /search with nothing found, or `items` (and `extra`), recording each keywords asked. A count (a page of
 * one, asked for each way on from an empty page) finds what `countOf` says, 3 guitars unless given.
 */
function stubEmptySearch(
  extra: Parameters<typeof aSearchResult>[1] = {},
  items: Product[] | ((q: string | null) => Product[]) = [],
  countOf: (params: URLSearchParams) => Partial<SearchResult> | Response = () => ({ total: 3 }),
) {
  const asked: (string | null)[] = [];
  const { fetchMock } = stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /category': { body: CATEGORIES } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/search') return fetchMock(input, init);
    if (url.searchParams.get('limit') === '1') {
      const count = countOf(url.searchParams);
      return count instanceof Response ? count : new Response(JSON.stringify({ ...aSearchResult([]), ...count }));
    }
    const q = url.searchParams.get('q');
    asked.push(q);
    return new Response(JSON.stringify(aSearchResult(typeof items === 'function' ? items(q) : items, extra)));
  });
  return asked;
}

/** The ways on the empty result offers, by their buttons' names, once each says what it finds. */
const waysOn = async () => {
  const offer = (await screen.findByText('Try without one of these:')).parentElement!;
  const names = () =>
    within(offer)
      .getAllByRole('button')
      .map((button) => button.textContent);
  await waitFor(() => expect(names().every((name) => name?.endsWith(')'))).toBe(true));
  return names();
};

describe('SearchPage with nothing found', () => {
  it('offers to drop each of several keywords on its own, then all of them, then each filter', async () => {
    const asked = stubEmptySearch({ highlight: ['gibson', 'zzqx', 'custom'] });
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=gibson+zzqx+custom&condition=good',
    });

    expect(await screen.findByText('No guitars match your search.')).toBeInTheDocument();
    expect(await waysOn()).toEqual([
      'Remove “gibson” (3 guitars)',
      'Remove “zzqx” (3 guitars)',
      'Remove “custom” (3 guitars)',
      'Remove keywords “gibson zzqx custom” (3 guitars)',
      'Remove condition good (3 guitars)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove “zzqx” (3 guitars)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=gibson+custom&condition=good'));
    await waitFor(() => expect(asked.at(-1)).toBe('gibson custom'));
  });

  it('offers to clear everything at once when no one way on finds a guitar, and only then', async () => {
    const asked = stubEmptySearch({ highlight: ['gibson', 'zzqx'] }, [], (params) =>
      params.get('q') || params.get('condition') ? { total: 0 } : { total: 16 },
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=gibson+zzqx&condition=good&sort=newest',
    });
    expect(await waysOn()).toEqual([
      'Remove “gibson” (none)',
      'Remove “zzqx” (none)',
      'Remove keywords “gibson zzqx” (none)',
      'Remove condition good (none)',
      'Clear all (16 guitars)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear all (16 guitars)' }));
    // The sort stays: it filters nothing.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    await waitFor(() => expect(asked.at(-1)).toBeNull());
  });

  it('does not offer to clear everything while one way on finds a guitar', async () => {
    stubEmptySearch({ highlight: ['gibson', 'zzqx'] }, [], (params) =>
      params.get('q') === 'gibson' ? { total: 2 } : { total: 0 },
    );
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=gibson+zzqx&condition=good' });
    expect(await waysOn()).toContain('Remove “zzqx” (2 guitars)');
    expect(screen.queryByRole('button', { name: /^Clear all/ })).not.toBeInTheDocument();
  });

  it('offers to drop a phrase in quotes whole, never one of its words with a quote left open', async () => {
    // The answer names a phrase in quotes as one term, by its words' stems.
    const asked = stubEmptySearch({ highlight: ['les paul', 'zzqx'] });
    const user = userEvent.setup();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=%22les+pauls%22+zzqx' });
    expect(await waysOn()).toEqual([
      'Remove “les pauls” (3 guitars)',
      'Remove “zzqx” (3 guitars)',
      'Remove keywords “"les pauls" zzqx” (3 guitars)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove “zzqx” (3 guitars)' }));
    await waitFor(() => expect(asked.at(-1)).toBe('"les pauls"'));
  });

  it('offers to drop two words searched as one ("west coast") together', async () => {
    const asked = stubEmptySearch({ highlight: ['westcoast', 'california', 'oregon', 'washington', 'jazzmaster'] });
    const user = userEvent.setup();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=west+coast+jazzmaster' });
    expect(await waysOn()).toEqual([
      'Remove “west coast” (3 guitars)',
      'Remove “jazzmaster” (3 guitars)',
      'Remove keywords “west coast jazzmaster” (3 guitars)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove “west coast” (3 guitars)' }));
    await waitFor(() => expect(asked.at(-1)).toBe('jazzmaster'));
  });

  it('offers to drop words searched only as a phrase ("p bass", "first electric") together', async () => {
    // The answer marks such words only as the phrase: neither "p" nor "first" alone.
    const asked = stubEmptySearch({
      highlight: ['p bass', 'precision bass', 'first electric', 'student', 'beginner', 'first guitar', 'electric'],
    });
    const user = userEvent.setup();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=p-bass+first+electric' });
    expect(await waysOn()).toEqual([
      'Remove “p-bass” (3 guitars)',
      'Remove “first electric” (3 guitars)',
      'Remove keywords “p-bass first electric” (3 guitars)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove “first electric” (3 guitars)' }));
    await waitFor(() => expect(asked.at(-1)).toBe('p-bass'));
  });

  it('offers to drop a name typed with a slip ("les pual") whole, as search read it', async () => {
    const asked = stubEmptySearch({
      highlight: ['les paul', 'lp', 'zzqx'],
      corrections: [{ from: 'pual', to: 'paul' }],
    });
    const user = userEvent.setup();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=les+pual+zzqx' });
    expect(await waysOn()).toEqual([
      'Remove “les pual” (3 guitars)',
      'Remove “zzqx” (3 guitars)',
      'Remove keywords “les pual zzqx” (3 guitars)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove “zzqx” (3 guitars)' }));
    await waitFor(() => expect(asked.at(-1)).toBe('les pual'));
  });

  it('offers to drop a price, a condition and words with a minus typed among the keywords, each as typed', async () => {
    const asked = stubEmptySearch({
      leftOut: [
        { words: 'under $500', reason: 'price-limit', minPrice: null, maxPrice: 500 },
        { words: 'Like new', reason: 'condition', conditions: ['excellent'] },
        { words: '-squier', reason: 'excluded' },
        { words: 'used', reason: 'second-hand' },
      ],
      highlight: ['les', 'paul'],
    });
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: `/search?q=${encodeURIComponent('used Like new les paul under $500 -squier')}`,
    });
    expect(await waysOn()).toEqual([
      'Remove “under $500” (3 guitars)',
      'Remove “Like new” (3 guitars)',
      'Remove “-squier” (3 guitars)',
      'Remove “les” (3 guitars)',
      'Remove “paul” (3 guitars)',
      'Remove keywords “used les paul” (3 guitars)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove “Like new” (3 guitars)' }));
    await waitFor(() => expect(asked.at(-1)).toBe('used les paul under $500 -squier'));
    expect(router.state.location.search).toBe(
      `?q=${'used les paul under $500 -squier'.replaceAll(' ', '+').replace('$', '%24')}`,
    );
  });

  it('offers to drop the keywords and keep what was typed as a filter among them', async () => {
    const asked = stubEmptySearch({
      leftOut: [
        { words: 'Like new', reason: 'condition', conditions: ['excellent'] },
        { words: 'under 500', reason: 'price-limit', minPrice: null, maxPrice: 500 },
      ],
      highlight: ['telecastor'],
    });
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: `/search?q=${encodeURIComponent('telecastor under 500 Like new')}`,
    });
    expect(await waysOn()).toEqual([
      'Remove “Like new” (3 guitars)',
      'Remove “under 500” (3 guitars)',
      'Remove keywords “telecastor” (3 guitars)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove keywords “telecastor” (3 guitars)' }));
    // In the order typed.
    await waitFor(() => expect(asked.at(-1)).toBe('under 500 Like new'));
    expect(router.state.location.search).toBe('?q=under+500+Like+new');
  });

  it('keeps the keyboard on the page: a way on pressed hands focus to the count of what it found', async () => {
    stubEmptySearch({ highlight: ['telecastor'] }, (q) => (q === 'telecastor' ? [] : [aProduct()]));
    const user = userEvent.setup();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=telecastor&condition=bad' });
    await waysOn();
    screen.getByRole('button', { name: 'Remove keywords “telecastor” (3 guitars)' }).focus();
    await user.keyboard('{Enter}');
    // The empty page and its buttons are gone; the count says what the search found now.
    const count = await screen.findByText('1 guitar');
    await waitFor(() => expect(count).toHaveFocus());
  });

  it('offers no keywords to drop when all of them were read as filters: each has its own', async () => {
    stubEmptySearch({ leftOut: [{ words: 'under 500', reason: 'price-limit', minPrice: null, maxPrice: 500 }] });
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=under+500&condition=bad' });
    expect(await waysOn()).toEqual(['Remove “under 500” (3 guitars)', 'Remove condition bad (3 guitars)']);
  });

  it('offers to search only for the words as typed, in quotes, when it also searched their corrections', async () => {
    const asked = stubEmptySearch(
      {
        highlight: ['blakc', 'black', 'soild', 'solid', 'strat'],
        corrections: [
          { from: 'blakc', to: 'black' },
          { from: 'soild', to: 'solid' },
        ],
      },
      [aProduct()],
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=Blakc+soild+strat' });
    const notice = await screen.findByText(/Also showing results for/);
    expect(notice).toHaveTextContent(
      'Also showing results for “black” (you typed “blakc”), “solid” (you typed “soild”).',
    );
    // It says what the words as typed find, as an empty page's ways on do.
    await user.click(await screen.findByRole('button', { name: 'Search only for “blakc” and “soild” (3 guitars)' }));
    await waitFor(() => expect(asked.at(-1)).toBe('"Blakc" "soild" strat'));
    expect(router.state.location.search).toBe('?q=%22Blakc%22+%22soild%22+strat');
  });

  it('offers to search only for the words as typed, without a count, when they could not be counted', async () => {
    stubEmptySearch(
      { highlight: ['blakc', 'black'], corrections: [{ from: 'blakc', to: 'black' }] },
      [aProduct()],
      () =>
        new Response(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Resting.' }), {
          status: 500,
        }),
    );
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=blakc' });
    const button = await screen.findByRole('button', { name: 'Search only for “blakc”' });
    // The failed count is retried as any query is; the button stays, without a count.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(button).toHaveTextContent(/^Search only for “blakc”$/);
    expect(screen.getByText(/^Also showing results for/)).toBeInTheDocument();
  });

  it('shows what the corrections find without “Also”, and offers no search as typed, once the words as typed are counted none', async () => {
    // The count of the words as typed, in quotes: none. Any other count: three.
    stubEmptySearch(
      { highlight: ['telecastr', 'telecaster'], corrections: [{ from: 'telecastr', to: 'telecaster' }] },
      [aProduct()],
      (params) => ({ total: params.get('q') === '"telecastr"' ? 0 : 3 }),
    );
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=telecastr' });
    const notice = await screen.findByText(/^Showing results for/);
    expect(notice).toHaveTextContent(/^Showing results for “telecaster” \(you typed “telecastr”\)\.$/);
    expect(screen.queryByRole('button', { name: /Search only for/ })).toBeNull();
  });

  it('shows what the corrections find without “Also”, and offers no search as typed, when as typed nothing is found', async () => {
    stubEmptySearch(
      {
        highlight: ['brand', 'grand', 'taylor'],
        corrections: [{ from: 'brand', to: 'grand' }],
        typedFindsNothing: true,
      },
      [aProduct()],
    );
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=brand+taylor' });
    const notice = await screen.findByText(/Showing results for/);
    expect(notice).toHaveTextContent(/^Showing results for “grand” \(you typed “brand”\)\.$/);
    expect(screen.queryByRole('button', { name: /Search only for/ })).toBeNull();
  });

  it('offers only the keywords the search searched: not a stop word, nor what the box leaves of “I’m”', async () => {
    stubEmptySearch({
      leftOut: [{ words: 'looking for', reason: 'request' }],
      highlight: ['zzqx', 'strats', 'strat', 'gibson', 's', 'gibsons'],
      corrections: [{ from: 'custum', to: 'custom' }],
    });
    renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: `/search?q=${encodeURIComponent("i'm looking for a zzqx strats or gibson's custum")}`,
    });
    expect(await waysOn()).toEqual([
      'Remove “zzqx” (3 guitars)',
      'Remove “strats” (3 guitars)',
      "Remove “gibson's” (3 guitars)",
      'Remove “custum” (3 guitars)',
      "Remove keywords “i'm looking for a zzqx strats or gibson's custum” (3 guitars)",
    ]);
  });

  it('does not offer a price or a condition typed among the keywords that the filter overrode', async () => {
    stubEmptySearch({
      leftOut: [
        { words: 'under $500', reason: 'price-limit', minPrice: null, maxPrice: null },
        { words: 'mint condition', reason: 'condition', conditions: null },
      ],
    });
    renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: `/search?q=${encodeURIComponent('mint condition zzqx under $500')}&condition=good&maxPrice=100`,
    });
    expect(await waysOn()).toEqual([
      'Remove keywords “mint condition zzqx under $500” (3 guitars)',
      'Remove condition good (3 guitars)',
      'Remove price range (3 guitars)',
    ]);
  });

  it("offers to drop each guitar detail by the name the filters give it, a maker's as the maker spells it", async () => {
    stubEmptySearch();
    renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?brand=prs,g%26l,my+luthier&bodyType=grand-auditorium&handedness=left&strings=7',
    });
    expect((await waysOn()).map((name) => name?.replace(' (3 guitars)', ''))).toEqual([
      'Remove PRS',
      'Remove G&L',
      'Remove my luthier',
      'Remove Grand auditorium',
      'Remove Left-handed',
      'Remove 7 strings',
    ]);
  });

  it('says what else the box reads, for keywords that found nothing', async () => {
    stubEmptySearch();
    const user = userEvent.setup();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=zzqx' });
    await user.click(await screen.findByText('Search tips'));
    const tips = within(screen.getByRole('list', { name: 'Search tips' }));
    expect(tips.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'fender or gibson, strat/tele: either one',
      'strat -squier: leave out guitars that say a word',
      'bass not squier: leave out a maker’s guitars',
      '"flame top", "back": words as typed, in that order',
      'under $500, $500-$1,000, around $800: a price',
      'excellent, in good condition: a condition, or better',
      'older than 2000, 2010-2015, 2018+, late 70s: the years a guitar was built',
    ]);
  });

  it('gives no search tips without keywords', async () => {
    stubEmptySearch();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?condition=bad' });
    expect(await screen.findByText('No guitars match your search.')).toBeInTheDocument();
    expect(screen.queryByText('Search tips')).not.toBeInTheDocument();
  });

  it('offers one word once, however often it was typed', async () => {
    stubEmptySearch({ highlight: ['les', 'paul'] });
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=les+paul+les' });
    expect(await waysOn()).toEqual([
      'Remove “les” (3 guitars)',
      'Remove “paul” (3 guitars)',
      'Remove keywords “les paul les” (3 guitars)',
    ]);
  });

  it('offers a single keyword as the keywords only', async () => {
    stubEmptySearch();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=zzqx' });
    expect(await waysOn()).toEqual(['Remove keywords “zzqx” (3 guitars)']);
  });

  it('says what each way on finds, the search without it asked as it would be sent', async () => {
    const counted: string[] = [];
    stubEmptySearch({ highlight: ['gibson', 'sg', 'zzqx'] }, [], (params) => {
      params.delete('limit');
      counted.push(params.toString());
      const q = params.get('q');
      if (q === 'sg zzqx') return { total: 1 };
      if (q === 'gibson zzqx') return { total: 1000, totalCapped: true };
      if (!q) return { total: 1250 };
      return { total: 0 };
    });
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=gibson+sg+zzqx&sort=newest',
    });
    expect(await waysOn()).toEqual([
      'Remove “gibson” (1 guitar)',
      'Remove “sg” (1,000+ guitars)',
      'Remove “zzqx” (none)',
      'Remove keywords “gibson sg zzqx” (1,250 guitars)',
    ]);
    // The other filters and the sort stay as they are.
    expect(counted).toContain('q=sg+zzqx&sort=newest');
    // One that finds nothing would lead to another empty page: it cannot be pressed.
    expect(screen.getByRole('button', { name: 'Remove “zzqx” (none)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove “gibson” (1 guitar)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=sg+zzqx&sort=newest'));
  });

  it('offers a way on whose count could not be had, without one', async () => {
    stubEmptySearch(
      {},
      [],
      () =>
        new Response(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Resting.' }), {
          status: 500,
        }),
    );
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=zzqx' });
    const offer = (await screen.findByText('Try without one of these:')).parentElement!;
    const button = within(offer).getByRole('button', { name: 'Remove keywords “zzqx”' });
    // The failed count is retried as any query is; the button stays usable, without a count.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(button).toHaveTextContent(/^Remove keywords “zzqx”$/);
    expect(button).toBeEnabled();
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

describe('SearchPage filters', () => {
  it('names a maker as it spells itself, and one the list lacks as the seller typed it', async () => {
    stubEmptySearch(
      {
        facets: {
          brand: [
            { value: 'prs', count: 2 },
            { value: 'b.c. rich', count: 1 },
            { value: 'my luthier', count: 1 },
          ],
        },
      },
      [aProduct()],
    );
    const user = userEvent.setup();
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=guitar' });
    await user.click(await screen.findByText('Filters'));
    const brands = within(await screen.findByRole('group', { name: 'Brand' }));
    expect(brands.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'PRS, 2 results',
      'B.C. Rich, 1 result',
      'my luthier, 1 result',
    ]);
    expect(brands.getByText('PRS')).toBeInTheDocument();
  });
});

describe('SearchPage with a condition typed among the keywords', () => {
  it('ticks the conditions it set, and a box changed then sets the filter from them and drops the words', async () => {
    const asked = stubEmptySearch(
      {
        leftOut: [{ words: 'in good condition', reason: 'condition', conditions: ['excellent', 'good'] }],
        facets: {
          condition: [
            { value: 'excellent', count: 2 },
            { value: 'good', count: 3 },
            { value: 'fair', count: 1 },
          ],
        },
      },
      [aProduct()],
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=strat+in+good+condition',
    });
    await user.click(await screen.findByText('Filters'));
    const conditions = within(await screen.findByRole('group', { name: 'Condition' }));
    expect(conditions.getByRole('checkbox', { name: 'excellent, 2 results' })).toBeChecked();
    expect(conditions.getByRole('checkbox', { name: 'good, 3 results' })).toBeChecked();
    expect(conditions.getByRole('checkbox', { name: 'fair, 1 result' })).not.toBeChecked();

    await user.click(conditions.getByRole('checkbox', { name: 'fair, 1 result' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=strat&condition=excellent%2Cgood%2Cfair'));
    await waitFor(() => expect(asked.at(-1)).toBe('strat'));
  });
});

describe('SearchPage with words the search left out', () => {
  it('says which and why, and offers to sort by price for "cheap" until sorted so', async () => {
    const asked = stubEmptySearch(
      {
        leftOut: [
          { words: 'cheap', reason: 'price' },
          { words: 'used', reason: 'second-hand' },
          { words: 'pre owned', reason: 'second-hand' },
          { words: 'for sale', reason: 'for-sale' },
        ],
      },
      [aProduct({ productName: 'Fender Stratocaster' })],
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=cheap+used+pre-owned+strat+for+sale',
    });

    expect(
      await screen.findByText('Left out “used” and “pre owned”: every guitar on Restrung is second-hand.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Left out “for sale”: every guitar on Restrung is for sale.')).toBeInTheDocument();
    expect(screen.getByText('Left out “cheap”: prices say that, not the words of a listing.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort by price: low to high' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=cheap+used+pre-owned+strat+for+sale&sort=price_asc'),
    );
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Sort by price: low to high' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  });

  it('offers to sort by price from high to low for "most expensive"', async () => {
    stubEmptySearch({ leftOut: [{ words: 'most expensive', reason: 'price-high' }] }, [
      aProduct({ productName: 'Fender Stratocaster' }),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=most+expensive+strat' });
    expect(
      await screen.findByText('Left out “most expensive”: prices say that, not the words of a listing.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort by price: high to low' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=most+expensive+strat&sort=price_desc'));
  });

  it('offers the sort "latest" and "best deal" ask for, and says why praise and asking words are left out', async () => {
    const asked = stubEmptySearch(
      {
        highlight: ['strat'],
        leftOut: [
          { words: 'looking for', reason: 'request' },
          { words: 'nice', reason: 'praise' },
          { words: 'best deal', reason: 'saving' },
          { words: 'latest', reason: 'newest' },
        ],
      },
      [aProduct({ productName: 'Fender Stratocaster' })],
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=looking+for+a+nice+strat+best+deal+latest',
    });

    expect(
      await screen.findByText('Left out “looking for”: the other words say what you are looking for.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Left out “nice”: a guitar’s condition and price say that, not the words of its listing.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Left out “best deal”: the saving against the market price says that, not the words of a listing.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Left out “latest”: the date a guitar was listed says that, not the words of a listing.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort by newest' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=looking+for+a+nice+strat+best+deal+latest&sort=newest'),
    );
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Sort by newest' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort by biggest saving' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('saving'));
    expect(screen.queryByRole('button', { name: 'Sort by biggest saving' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by newest' })).toBeInTheDocument();
  });

  it('says why what a guitar should not have was left out', async () => {
    stubEmptySearch({ highlight: ['acoustic'], leftOut: [{ words: 'no cracks', reason: 'absence' }] }, [aProduct()]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=acoustic+no+cracks' });
    expect(
      await screen.findByText(
        'Left out “no cracks”: the words of a listing cannot tell what a guitar does not have; read each description.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a verified seller asked for was left out', async () => {
    stubEmptySearch({ highlight: ['strat'], leftOut: [{ words: 'verified seller', reason: 'verified' }] }, [
      aProduct(),
    ]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=strat+verified+seller' });
    expect(
      await screen.findByText(
        'Left out “verified seller”: every guitar on Restrung is sold by a seller our team has verified.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a guitar asked for as available was left out', async () => {
    stubEmptySearch({ highlight: ['strat'], leftOut: [{ words: 'in stock', reason: 'available' }] }, [aProduct()]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=strat+in+stock' });
    expect(
      await screen.findByText(
        'Left out “in stock”: search shows only guitars nobody has booked, unless “Include Booked Guitars” is ticked.',
      ),
    ).toBeInTheDocument();
  });

  it('does not offer to sort by newest when no keyword is left: the newest are first already', async () => {
    stubEmptySearch({ leftOut: [{ words: 'latest', reason: 'newest' }] }, [aProduct()]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=latest' });
    expect(
      await screen.findByText('Left out “latest”: the date a guitar was listed says that, not the words of a listing.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sort by newest' })).not.toBeInTheDocument();
  });

  const priceLimit = (words: string, minPrice: number | null, maxPrice: number | null) => ({
    words,
    reason: 'price-limit' as const,
    minPrice,
    maxPrice,
  });

  it('says a price limit typed among the keywords is the highest price, and offers to search every price', async () => {
    const asked = stubEmptySearch({ leftOut: [priceLimit('under $500', null, 500)] }, [
      aProduct({ productName: 'Squier Stratocaster' }),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=strat+under+%24500+sg' });

    const line = await screen.findByText('Showing guitars up to $500.00, as “under $500” asks.');
    // Read out when it appears: it sits in a live region that stays while the searches change.
    const region = line.closest('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region).not.toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Show every price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=strat+sg'));
    await waitFor(() => expect(asked.at(-1)).toBe('strat sg'));
    expect(region).toBeInTheDocument();
  });

  it('says a lowest price typed among the keywords', async () => {
    stubEmptySearch({ leftOut: [priceLimit('over $500', 500, null)] }, [aProduct()]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=strat+over+%24500' });
    expect(await screen.findByText('Showing guitars at $500.00 or more, as “over $500” asks.')).toBeInTheDocument();
  });

  it('says both prices typed apart as one range, and searches every price without either', async () => {
    const asked = stubEmptySearch(
      { leftOut: [priceLimit('over 500', 500, null), priceLimit('under $1,000', null, 1000)] },
      [aProduct()],
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=tele+over+500+under+%241%2C000+sunburst',
    });

    expect(
      await screen.findByText('Showing guitars from $500.00 to $1,000.00, as “over 500” and “under $1,000” ask.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=tele+sunburst'));
    await waitFor(() => expect(asked.at(-1)).toBe('tele sunburst'));
  });

  const builtYears = (words: string, fromYear: number | null, toYear: number | null) => ({
    words,
    reason: 'built-years' as const,
    fromYear,
    toYear,
  });

  it.each([
    ['older than 2010', null, 2009, 'Showing guitars built in 2009 or earlier, as “older than 2010” asks.'],
    ['2015+', 2015, null, 'Showing guitars built in 2015 or later, as “2015+” asks.'],
    ['2010-2015', 2010, 2015, 'Showing guitars built from 2010 to 2015, as “2010-2015” asks.'],
    ['made in 2015', 2015, 2015, 'Showing guitars built in 2015, as “made in 2015” asks.'],
  ] as const)('says the years built typed among the keywords: "%s"', async (words, fromYear, toYear, line) => {
    stubEmptySearch({ leftOut: [builtYears(words, fromYear, toYear)] }, [aProduct()]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: `/search?q=${encodeURIComponent(`strat ${words}`)}` });
    expect(await screen.findByText(line)).toBeInTheDocument();
  });

  it('says a first and a last year typed apart as one span, and searches every year without either', async () => {
    const asked = stubEmptySearch(
      { leftOut: [builtYears('after 1990', 1991, null), builtYears('pre-2000', null, 1999)] },
      [aProduct()],
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: `/search?q=${encodeURIComponent('strat after 1990 pre-2000 sunburst')}`,
    });
    expect(
      await screen.findByText('Showing guitars built from 1991 to 1999, as “after 1990” and “pre-2000” ask.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every year' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=strat+sunburst'));
    await waitFor(() => expect(asked.at(-1)).toBe('strat sunburst'));
  });

  it('offers to drop the years built typed among the keywords when nothing matches', async () => {
    stubEmptySearch({ leftOut: [builtYears('before 1960', null, 1959)] });
    renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: `/search?q=${encodeURIComponent('strat before 1960')}`,
    });
    expect(await waysOn()).toEqual(['Remove “before 1960” (3 guitars)', 'Remove keywords “strat” (3 guitars)']);
  });

  it("says the price filter's own prices won over a limit typed among the keywords", async () => {
    stubEmptySearch({ leftOut: [priceLimit('under $500', null, null)] }, [
      aProduct({ productName: 'Squier Stratocaster' }),
    ]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=strat+under+%24500&maxPrice=900' });
    expect(await screen.findByText('Left out “under $500”: the price filter is set.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show every price' })).not.toBeInTheDocument();
  });

  it('says a condition typed among the keywords set the conditions, and offers to search every condition', async () => {
    const typed = {
      words: 'in good condition',
      reason: 'condition' as const,
      conditions: ['excellent' as const, 'good' as const],
    };
    const asked = stubEmptySearch({ leftOut: [typed] }, [aProduct()]);
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=tele+in+good+condition',
    });

    expect(
      await screen.findByText('Showing guitars in good condition or better, as “in good condition” asks.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every condition' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=tele'));
    await waitFor(() => expect(asked.at(-1)).toBe('tele'));
  });

  it('names each condition of a choice that is not the best ones in a row ("mint or poor")', async () => {
    const typed = {
      words: 'mint or poor',
      reason: 'condition' as const,
      conditions: ['excellent' as const, 'bad' as const],
    };
    stubEmptySearch({ leftOut: [typed] }, [aProduct()]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=tele+mint+or+poor' });
    expect(
      await screen.findByText('Showing guitars in excellent or bad condition, as “mint or poor” asks.'),
    ).toBeInTheDocument();
  });

  it("says the condition filter's own choice won over a condition typed among the keywords", async () => {
    stubEmptySearch({ leftOut: [{ words: 'mint condition', reason: 'condition', conditions: null }] }, [aProduct()]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=mint+condition&condition=fair' });
    expect(await screen.findByText('Left out “mint condition”: the condition filter is set.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show every condition' })).not.toBeInTheDocument();
  });

  it('says which words typed with a minus left listings out, and offers to show them too', async () => {
    const asked = stubEmptySearch(
      {
        leftOut: [
          { words: '-squier', reason: 'excluded' },
          { words: '-epiphone', reason: 'excluded' },
        ],
      },
      [aProduct()],
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=strat+-squier+-epiphone',
    });

    expect(await screen.findByText('Leaving out guitars that say “squier” or “epiphone”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show them too' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=strat'));
    await waitFor(() => expect(asked.at(-1)).toBe('strat'));
  });

  it('says which makers typed after "not" it leaves out, and searches again with them on "Show them too"', async () => {
    const asked = stubEmptySearch(
      {
        leftOut: [
          { words: 'not Squier or Gretsch', reason: 'not-brand', brands: ['Squier', 'Gretsch'] },
          { words: 'no epiphone', reason: 'not-brand', brands: ['Epiphone'] },
          { words: '-mexico', reason: 'excluded' },
        ],
      },
      [aProduct()],
    );
    const user = userEvent.setup();
    const { router } = renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: `/search?q=${encodeURIComponent('strat not Squier or Gretsch no epiphone -mexico')}`,
    });

    expect(await screen.findByText('Leaving out Squier, Gretsch, and Epiphone guitars.')).toBeInTheDocument();
    expect(screen.getByText('Leaving out guitars that say “mexico”.')).toBeInTheDocument();
    // Both buttons say "Show them too"; a screen reader also hears which guitars the first one shows.
    expect(screen.getAllByRole('button', { name: /^Show them too/ }).map((b) => b.textContent)).toEqual([
      'Show them too (Squier, Gretsch, and Epiphone guitars)',
      'Show them too',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show them too (Squier, Gretsch, and Epiphone guitars)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=strat+-mexico'));
    await waitFor(() => expect(asked.at(-1)).toBe('strat -mexico'));
  });

  it('offers to drop a maker typed after "not" first when nothing matches', async () => {
    stubEmptySearch({
      leftOut: [{ words: 'not squier', reason: 'not-brand', brands: ['Squier'] }],
      highlight: ['jazz', 'bass'],
    });
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=jazz+bass+not+squier' });
    expect(await waysOn()).toEqual([
      'Remove “not squier” (3 guitars)',
      'Remove “jazz” (3 guitars)',
      'Remove “bass” (3 guitars)',
      'Remove keywords “jazz bass” (3 guitars)',
    ]);
  });

  it('says a word asking for a place by distance was left out', async () => {
    stubEmptySearch({ leftOut: [{ words: 'near', reason: 'place' }] }, [aProduct()]);
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=strat+near+austin' });
    expect(
      await screen.findByText('Left out “near”: a place is found by its name, not by distance.'),
    ).toBeInTheDocument();
  });

  it('offers no "or" to drop when nothing matches: without it, both sides would be required', async () => {
    stubEmptySearch({ highlight: ['fender', 'zzqx'] });
    renderPage(<SearchPage />, { path: '/search', initialEntry: '/search?q=fender+or+zzqx' });
    expect(await waysOn()).toEqual([
      'Remove “fender” (3 guitars)',
      'Remove “zzqx” (3 guitars)',
      'Remove keywords “fender or zzqx” (3 guitars)',
    ]);
  });

  it('offers no word it left out to drop when nothing matches: without it the search is the same', async () => {
    stubEmptySearch({
      leftOut: [
        { words: 'used', reason: 'second-hand' },
        { words: 'second hand', reason: 'second-hand' },
        priceLimit('under $1,500', null, 1500),
      ],
      highlight: ['gibson', 'zzqx'],
    });
    renderPage(<SearchPage />, {
      path: '/search',
      initialEntry: '/search?q=used+gibson+zzqx+second-hand+under+%241%2C500',
    });
    // The price limit is offered whole, as typed: it narrows the search.
    expect(await waysOn()).toEqual([
      'Remove “under $1,500” (3 guitars)',
      'Remove “gibson” (3 guitars)',
      'Remove “zzqx” (3 guitars)',
      'Remove keywords “used gibson zzqx second-hand” (3 guitars)',
    ]);
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

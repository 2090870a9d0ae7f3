import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { CATEGORY_ID, signedInAs, signedOut } from '../test/fixtures.ts';
import { keepTypedSearch } from '../../../lib/typed-before-start.ts';
import { rememberSearch } from '../../../lib/recent-searches.ts';
import { SearchBox, SUGGEST_DELAY_MS } from './search-box.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  keepTypedSearch(document.createElement('div'));
  localStorage.clear();
});

const SUGGESTIONS = {
  suggestions: [
    { kind: 'category', label: 'Electric Guitars', categoryId: CATEGORY_ID },
    { kind: 'listing', label: 'Gibson Les Paul Studio', query: 'Gibson Les Paul Studio under $500' },
  ],
};

function setUp() {
  const stubbed = stubFetch({
    ...signedInAs({ role: 'buyer' }),
    'GET /search/suggestions': { body: SUGGESTIONS },
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const { router } = renderPage(<SearchBox />, { path: '/', routes: [{ path: '/search', element: <SearchBox /> }] });
  return { router };
}

describe('SearchBox', () => {
  it('starts from what was typed into the first frame before the JavaScript arrived, and works without it', async () => {
    // The static shell (decision 0031) is plain HTML: a GET form to /search with a box named q.
    const shell = document.createElement('div');
    shell.innerHTML = '<form action="/search"><input name="q" value="stratocaster"></form>';
    keepTypedSearch(shell);
    const user = userEvent.setup();
    const { router } = setUp();
    const box = screen.getByRole('combobox', { name: 'Search guitars' });
    expect(box).toHaveValue('stratocaster');
    expect(box).toHaveAttribute('name', 'q');
    expect(box.closest('form')).toHaveAttribute('action', '/search');
    await user.type(box, '{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=stratocaster'));
  });

  it('is drawn with the keywords searched for, so what is typed at once is kept, not put after them', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /search/suggestions': { body: SUGGESTIONS } }).fetchMock,
    );
    // The phone's menu draws the box anew each time it opens: typing lands before any effect has run.
    let drawnWith: string | undefined;
    function TypesAtOnce() {
      useLayoutEffect(() => {
        const box = document.querySelector<HTMLInputElement>('input[name="q"]')!;
        drawnWith = box.value;
        fireEvent.input(box, { target: { value: 'strat under 500' } });
      }, []);
      return null;
    }
    renderPage(
      <>
        <SearchBox />
        <TypesAtOnce />
      </>,
      { path: '/search', initialEntry: '/search?q=strat' },
    );
    expect(drawnWith).toBe('strat');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('combobox', { name: 'Search guitars' })).toHaveValue('strat under 500');
  });

  it('opens /search with the keywords on Enter', async () => {
    const user = userEvent.setup();
    const { router } = setUp();
    await user.type(screen.getByRole('combobox', { name: 'Search guitars' }), 'les paul{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=les+paul');
  });

  it('lists suggestions after a pause and chooses one with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const { router } = setUp();
    const box = screen.getByRole('combobox', { name: 'Search guitars' });
    await user.type(box, 'el');
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 });
    expect(options.map((o) => o.textContent)).toEqual(['Electric GuitarsCategory', 'Gibson Les Paul Studio']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/category/${CATEGORY_ID}`));
  });

  const ELECTRIC = { kind: 'category', label: 'Electric Guitars', categoryId: CATEGORY_ID };

  /** The box, on a page it can lead away from to a category's page or a search. */
  const renderBoxLeadingAway = () =>
    renderPage(<SearchBox />, {
      path: '/',
      routes: [
        { path: '/category/:id', element: null },
        { path: '/search', element: null },
      ],
    });

  /** Types `typed`, with the server suggesting only `category`, and chooses it: where the box went. */
  async function chooseCategory(typed: string, category: Record<string, unknown>) {
    const suggestions = [{ ...ELECTRIC, ...category }];
    vi.stubGlobal(
      'fetch',
      stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /search/suggestions': { body: { suggestions } } }).fetchMock,
    );
    const user = userEvent.setup();
    const { router } = renderBoxLeadingAway();
    await user.type(screen.getByRole('combobox', { name: 'Search guitars' }), typed);
    await user.click(await screen.findByRole('option', { name: /Electric Guitars/ }, { timeout: 3000 }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
    return router.state.location;
  }

  it('opens a chosen category with the price limit and condition typed beside its name', async () => {
    const at = await chooseCategory('good electric under $500', {
      filters: { maxPrice: 500, condition: ['excellent', 'good'] },
    });
    expect(at.pathname).toBe(`/category/${CATEGORY_ID}`);
    expect(at.search).toBe('?maxPrice=500&condition=excellent%2Cgood');
  });

  it('searches a chosen category with what else was typed when its page cannot show it ("strat or elec")', async () => {
    const at = await chooseCategory('strat or elec', { query: 'strat or Electric Guitars' });
    expect(at.pathname).toBe('/search');
    expect(new URLSearchParams(at.search).get('q')).toBe('strat or Electric Guitars');
  });

  /**
   * The box with "elec" typed and its suggestion shown, which opens the Electric Guitars page. The server answers
   * "elec -fender" with `answer`, nothing, or a failure.
   */
  async function boxShowingElec(answer: Record<string, unknown> | undefined | 'fails') {
    const session = stubFetch(signedInAs({ role: 'buyer' })).fetchMock;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/search/suggestions') return session(input, init);
      if (url.searchParams.get('q') !== 'elec -fender')
        return new Response(JSON.stringify({ suggestions: [ELECTRIC] }));
      if (answer === 'fails')
        return new Response(JSON.stringify({ message: 'Something went wrong.' }), { status: 500 });
      return new Response(JSON.stringify({ suggestions: answer ? [answer] : [] }));
    });
    const user = userEvent.setup();
    const { router } = renderBoxLeadingAway();
    const box = screen.getByRole('combobox', { name: 'Search guitars' });
    await user.type(box, 'elec');
    await screen.findByRole('option', { name: /Electric Guitars/ }, { timeout: 3000 });
    return { user, router, box };
  }

  it('takes back a suggestion chosen before its answer when Escape is pressed or more is typed', async () => {
    const { user, router, box } = await boxShowingElec({ ...ELECTRIC, query: 'Electric Guitars -fender' });
    await user.type(box, ' -fender{ArrowDown}{Enter}{Escape}');
    // Long after the answer came: the box stayed.
    await new Promise((resolve) => setTimeout(resolve, SUGGEST_DELAY_MS * 3));
    expect(router.state.location.pathname).toBe('/');
    await user.type(box, 'x{ArrowDown}{Enter}y');
    await new Promise((resolve) => setTimeout(resolve, SUGGEST_DELAY_MS * 3));
    expect(router.state.location.pathname).toBe('/');
    expect(box).toHaveValue('elec -fenderxy');
  });

  it.each([
    ['as that answer has it', { ...ELECTRIC, query: 'Electric Guitars -fender' }, 'Electric Guitars -fender'],
    ['or, not in it, searches what was typed', undefined, 'elec -fender'],
    ['or, when it fails, searches what was typed', 'fails' as const, 'elec -fender'],
  ])('chooses a suggestion picked before the answer for the last words came %s', async (_, answer, q) => {
    const { user, router, box } = await boxShowingElec(answer);
    // At once, while the suggestion for "elec" is still shown.
    await user.type(box, ' -fender{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'), { timeout: 5000 });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(q);
  });

  it('shows no suggestion once the words are too short to be suggested for, nor the ones for the longer words', async () => {
    const user = userEvent.setup();
    setUp();
    const box = screen.getByRole('combobox', { name: 'Search guitars' });
    await user.type(box, 'elec');
    await screen.findByRole('option', { name: /Electric Guitars/ }, { timeout: 3000 });
    // No answer will come for "e": a suggestion chosen now would be for "elec", or wait for nothing.
    await user.type(box, '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryAllByRole('option')).toEqual([]));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches a chosen name with what else was typed, as the server composed it', async () => {
    const user = userEvent.setup();
    const { router } = setUp();
    await user.type(screen.getByRole('combobox', { name: 'Search guitars' }), 'les under $500');
    await user.click(await screen.findByRole('option', { name: 'Gibson Les Paul Studio' }, { timeout: 3000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Gibson Les Paul Studio under $500');
  });

  it('offers the recent searches when focused empty, newest first, chosen with the keyboard or forgotten', async () => {
    const user = userEvent.setup();
    const { router } = setUp();
    const box = screen.getByRole('combobox', { name: 'Search guitars' });
    // Nothing searched yet: focused empty, it offers nothing.
    await user.click(box);
    expect(screen.queryByRole('listbox', { name: 'Recent searches' })).not.toBeInTheDocument();
    await user.type(box, 'les paul{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=les+paul'));
    await user.clear(box);
    await user.type(box, 'strat{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=strat'));
    await user.clear(box);
    box.blur();
    await user.click(box);
    const recent = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['strat', 'les paul', 'Clear recent searches']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=les+paul'));
    // Chosen, it is the newest, also in a box that kept its focus; "Clear recent searches" forgets them all.
    await user.clear(box);
    expect(box).toHaveFocus();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'les paul',
      'strat',
      'Clear recent searches',
    ]);
    await user.click(screen.getByRole('option', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('listbox', { name: 'Recent searches' })).not.toBeInTheDocument();
    box.blur();
    await user.click(box);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('offers the recent searches in a box focused before the account was known', async () => {
    rememberSearch('id-buyer', 'strat');
    setUp();
    // Focused at once, as the first frame's box the app adopts may be: no focus event comes after the session.
    screen.getByRole('combobox', { name: 'Search guitars' }).focus();
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['strat', 'Clear recent searches']);
  });

  it('keeps no recent searches for a signed-out visitor', async () => {
    vi.stubGlobal('fetch', stubFetch(signedOut).fetchMock);
    const user = userEvent.setup();
    renderPage(<SearchBox />, { path: '/', routes: [{ path: '/search', element: <SearchBox /> }] });
    const box = screen.getByRole('combobox', { name: 'Search guitars' });
    await user.type(box, 'strat{Enter}');
    await user.clear(box);
    box.blur();
    await user.click(box);
    expect(screen.queryByRole('listbox', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('restrungRecentSearches'))).toEqual([]);
  });

  it('closes the list with Escape', async () => {
    const user = userEvent.setup();
    setUp();
    const box = screen.getByRole('combobox', { name: 'Search guitars' });
    await user.type(box, 'gib');
    await screen.findAllByRole('option', {}, { timeout: 3000 });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

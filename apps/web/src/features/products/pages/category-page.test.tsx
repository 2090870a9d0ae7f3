import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { options } from 'preact';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, CATEGORIES, CATEGORY_ID, signedInAs } from '../test/fixtures.ts';
import { aSearchResult } from '../test/search-fixtures.ts';
import type { Product } from '@restrung/shared/product';
import { SEARCH_MESSAGES } from '@restrung/shared/search';
import { BuyerButtonsProvider } from '../components/buyer-buttons.tsx';
import { CategoryPage } from './category-page.tsx';
import { CatalogueBrowser } from '../components/catalogue-browser.tsx';

const None = () => null;

const PATH = '/category/:id';
const AT = `/category/${CATEGORY_ID}`;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers GET /search with `answer(params)`, recording each query string asked. */
function stubSearch(answer: (params: URLSearchParams) => { status?: number; body: unknown }) {
  const asked: URLSearchParams[] = [];
  const { fetchMock } = stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /category': { body: CATEGORIES } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/search') return fetchMock(input, init);
    asked.push(url.searchParams);
    const reply = answer(url.searchParams);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  return asked;
}

describe('CategoryPage', () => {
  it('shows a banner, then a grid of two columns from md up (one on phones)', async () => {
    const asked = stubSearch(() => ({
      body: aSearchResult([aProduct({ productName: 'Strat' }), aProduct({ productName: 'Les Paul' })]),
    }));
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });

    expect(await screen.findByRole('heading', { level: 1, name: 'Electric Guitars' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Strat', 'Les Paul']);
    const grid = cards[0]!.closest('ul')!;
    expect(grid).toHaveClass('md:grid-cols-2');
    expect(grid.className).not.toMatch(/(^|\s)grid-cols-2/);
    expect(asked[0]?.get('category')).toBe(CATEGORY_ID);
    expect(asked[0]?.get('limit')).toBe('24');
    // SPEC.md: a category page hides only Paid guitars, so Booked ones are asked for too.
    expect(asked[0]?.get('booked')).toBe('1');
  });

  it('shows Booked guitars unless the buyer leaves them out, and the address keeps that choice', async () => {
    const asked = stubSearch(() => ({
      body: aSearchResult([aProduct({ productName: 'Strat' })], {
        facets: { status: [{ value: 'Booked', count: 2 }] },
      }),
    }));
    const user = userEvent.setup();
    const { router } = renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    await user.click(await screen.findByText('Filters'));
    const booked = await screen.findByRole('checkbox', { name: /^Include booked guitars/ }, { timeout: 5000 });
    expect(booked).toBeChecked();
    await user.click(booked);
    await waitFor(() => expect(router.state.location.search).toBe('?booked=0'));
    await waitFor(() => expect(asked.at(-1)?.has('booked')).toBe(false));
  }, 20_000);

  it('loads 24 more after the last one shown with Load more, and keeps the count in the address', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => aProduct({ productName: `Guitar ${from + i}` }));
    const asked = stubSearch((params) =>
      params.get('after')
        ? { body: aSearchResult(page(25, 2), { total: 26 }) }
        : { body: aSearchResult(page(1, 24), { total: 26, nextCursor: 'newest~1~x' }) },
    );
    const user = userEvent.setup();
    const { router } = renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });

    expect(await screen.findByText('Guitar 24', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 26')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Guitar 26', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked[1]?.get('after')).toBe('newest~1~x');
    expect(router.state.location.search).toBe('?shown=48');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }, 20_000);

  it('draws each card once while the list is drawn a few cards per task', async () => {
    stubSearch(() => ({
      body: aSearchResult(
        Array.from({ length: 24 }, (_, i) => aProduct({ productName: `Guitar ${i + 1}` })),
        { total: 24 },
      ),
    }));
    // The heart stands in for the card's insides: it is drawn again only when its card is.
    const drawn = new Map<string, number>();
    const Watch = ({ product }: { product: Product }) => {
      drawn.set(product.productName, (drawn.get(product.productName) ?? 0) + 1);
      return null;
    };
    renderPage(
      <BuyerButtonsProvider
        buttons={{ Book: None, Report: None, Ask: None, SellerReviews: None, Watch, ReportDecision: None }}
      >
        <CategoryPage />
      </BuyerButtonsProvider>,
      { path: PATH, initialEntry: AT },
    );

    // 24 cards in twelve tasks take seconds in jsdom while the API tests share the two cores (vitest.config.ts).
    expect(await screen.findByText('Guitar 24', { selector: 'h2' }, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Without the card's memo the first six were drawn four times, the next six three times, and so on.
    expect([...drawn.values()]).toEqual(Array(24).fill(1));
  });

  it('draws the filters, the sort and the count as often for 24 cards as for 2: the steps draw the list only', async () => {
    // How often the catalogue (everything but the list) is drawn while a page of `count` cards is drawn.
    const catalogueDraws = async (count: number) => {
      stubSearch(() => ({
        body: aSearchResult(
          Array.from({ length: count }, (_, i) => aProduct({ productName: `Guitar ${i + 1}` })),
          { total: count },
        ),
      }));
      let draws = 0;
      const before = options.diffed;
      options.diffed = (vnode) => {
        if (vnode.type === CatalogueBrowser) draws += 1;
        before?.(vnode);
      };
      try {
        const { unmount } = renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
        expect(await screen.findByText(`Guitar ${count}`, { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
        await new Promise((resolve) => setTimeout(resolve, 50));
        unmount();
      } finally {
        options.diffed = before;
      }
      return draws;
    };
    const forTwo = await catalogueDraws(2);
    // With the drawn count in the catalogue, each step of two cards drew it again: eleven more times for 24.
    expect(await catalogueDraws(24)).toBe(forTwo);
  });

  it('filters by condition with the count each gives, and sorts, through the address', async () => {
    const asked = stubSearch(() => ({
      body: aSearchResult([aProduct({ productName: 'Strat' })], {
        facets: { condition: [{ value: 'good', count: 7 }], status: [{ value: 'Booked', count: 2 }] },
      }),
    }));
    const user = userEvent.setup();
    const { router } = renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    // Folded on narrow screens (jsdom has no media queries): opened as a phone user would.
    await user.click(await screen.findByText('Filters'));
    const good = await screen.findByRole('checkbox', { name: 'good, 7 results' }, { timeout: 5000 });
    await user.click(good);
    await waitFor(() => expect(router.state.location.search).toBe('?condition=good'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(router.state.location.search).toBe('?condition=good&sort=price_asc'));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('price_asc'));
    expect(asked.at(-1)?.get('condition')).toBe('good');
    // A category page has its own category: no category choice.
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
  }, 20_000);

  it('says a wrong price or year range under its fields, keeps the results and applies nothing until it is mended', async () => {
    const asked = stubSearch(() => ({ body: aSearchResult([aProduct({ productName: 'Strat' })]) }));
    const user = userEvent.setup();
    const { router } = renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    await user.click(await screen.findByText('Filters'));
    const min = await screen.findByRole('textbox', { name: 'Min price' }, { timeout: 5000 });
    const max = screen.getByRole('textbox', { name: 'Max price' });
    await user.type(min, '600');
    await user.type(max, '100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(max).toHaveAccessibleDescription(SEARCH_MESSAGES.priceOrder);
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveFocus();
    expect(min).toHaveAttribute('aria-invalid', 'false');

    await user.clear(min);
    await user.type(min, 'abc');
    await user.type(screen.getByRole('textbox', { name: 'From year' }), '2020');
    await user.type(screen.getByRole('textbox', { name: 'To year' }), '2010');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(min).toHaveAccessibleDescription(SEARCH_MESSAGES.badPrice);
    expect(min).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'To year' })).toHaveAccessibleDescription(SEARCH_MESSAGES.yearOrder);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Strat', { selector: 'h2' })).toBeInTheDocument();
    expect(asked).toHaveLength(1);

    await user.clear(min);
    await user.type(min, '50');
    await user.clear(screen.getByRole('textbox', { name: 'To year' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=50&maxPrice=100&minYear=2020'));
  }, 20_000);

  it('draws folded filters only when first opened, and keeps what was typed when they are folded again', async () => {
    stubSearch(() => ({
      body: aSearchResult([aProduct({ productName: 'Strat' })], {
        facets: { condition: [{ value: 'good', count: 7 }] },
      }),
    }));
    const user = userEvent.setup();
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    await screen.findByText('Strat', { selector: 'h2' }, { timeout: 5000 });
    // Folded (jsdom has no media queries, as on a phone): none of the filters' elements are on the page yet.
    expect(screen.queryByRole('checkbox', { name: 'good, 7 results', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Min price', hidden: true })).not.toBeInTheDocument();

    const summary = screen.getByText('Filters');
    await user.click(summary);
    expect(await screen.findByRole('checkbox', { name: 'good, 7 results' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Min price' }), '250');
    await user.click(summary);
    await waitFor(() => expect(summary.closest('details')).not.toHaveAttribute('open'));
    await user.click(summary);
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('250');
  }, 20_000);

  it('reads "1,000+" when the server stopped counting, and shows the options without a number', async () => {
    stubSearch(() => ({
      body: aSearchResult([aProduct({ productName: 'Strat' })], {
        total: 1000,
        totalCapped: true,
        facets: { condition: [{ value: 'good', count: null }], status: [{ value: 'Booked', count: null }] },
      }),
    }));
    const user = userEvent.setup();
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    expect(await screen.findByText('1,000+ guitars', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/^Showing 1 of 1,000\+$/)).toBeInTheDocument();
    await user.click(await screen.findByText('Filters'));
    // No number rather than a 0 that may be false: "fair" is not in the sample but may well have results.
    expect(await screen.findByRole('checkbox', { name: 'good' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'fair' })).toBeInTheDocument();
    expect(screen.getByText(/Over 1,000 guitars match/)).toBeInTheDocument();
  }, 20_000);

  it('writes an exact count over a thousand with its comma', async () => {
    stubSearch(() => ({ body: aSearchResult([aProduct({ productName: 'Strat' })], { total: 1250 }) }));
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    expect(await screen.findByText('1,250 guitars', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says so when the category has no guitars', async () => {
    stubSearch(() => ({ body: aSearchResult([]) }));
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });
    expect(await screen.findByText('No guitars in this category yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other categories' })).toHaveAttribute('href', '/#categories');
  });

  it('offers to drop the filters one by one when nothing matches, each with what it finds', async () => {
    // Only the count of the category without the fair condition finds guitars (2).
    stubSearch((params) => ({
      body: {
        ...aSearchResult([]),
        total: params.get('limit') === '1' && params.get('condition') === 'good' ? 2 : 0,
      },
    }));
    const user = userEvent.setup();
    const { router } = renderPage(<CategoryPage />, {
      path: PATH,
      initialEntry: `${AT}?condition=good,fair&minPrice=100`,
    });
    expect(await screen.findByText('No guitars match your search.')).toBeInTheDocument();
    const withoutGood = await screen.findByRole('button', { name: 'Remove condition good (none)' });
    expect(withoutGood).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Remove condition fair (2 guitars)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?condition=good&minPrice=100'));
    await user.click(await screen.findByRole('button', { name: 'Remove price range (2 guitars)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?condition=good'));
  });

  it('says when the category does not exist', async () => {
    stubSearch(() => ({ body: aSearchResult([]) }));
    renderPage(<CategoryPage />, { path: PATH, initialEntry: '/category/nope' });
    expect(await screen.findByText('This category does not exist.')).toBeInTheDocument();
    // No marketing banner above the message: there is no category to advertise.
    expect(screen.queryByText(/Played, loved and ready for their next song/)).not.toBeInTheDocument();
    expect(screen.queryByText('Second-hand guitars')).not.toBeInTheDocument();
  });

  it('offers Retry when the list could not load', async () => {
    let fail = true;
    stubSearch(() =>
      fail
        ? {
            status: 500,
            body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is resting.' },
          }
        : { body: aSearchResult([aProduct({ productName: 'Back again' })]) },
    );
    const user = userEvent.setup();
    renderPage(<CategoryPage />, { path: PATH, initialEntry: AT });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load the guitars.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('CategoryPage scroll position', () => {
  const guitars = (count: number) =>
    Array.from({ length: count }, (_, i) => aProduct({ productName: `Guitar ${i + 1}` }));
  /** Where the reader is: the router reads it as they leave the page. */
  const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  afterEach(() => {
    sessionStorage.clear();
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('after a reload, asks for every row shown before and returns to the place once they are back', async () => {
    // Where the router kept this history entry's place as the page unloaded (a memory router's first entry is
    // "default").
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 1800 }));
    const asked = stubSearch((params) => ({
      body: aSearchResult(guitars(Number(params.get('limit'))), { total: 60, nextCursor: 'newest~1~x' }),
    }));
    const rowsAtScroll: number[] = [];
    vi.mocked(window.scrollTo).mockImplementation(((_x: number, y: number) => {
      if (y === 1800) rowsAtScroll.push(screen.queryAllByRole('article').length);
    }) as typeof window.scrollTo);
    renderPage(<CategoryPage />, { path: PATH, initialEntry: `${AT}?shown=48`, scrollRestoration: true });

    await waitFor(() => expect(rowsAtScroll).toContain(48));
    expect(asked[0]?.get('limit')).toBe('48');
    // The router's own return comes before the rows (and falls short); the page returns again once the 48 rows it
    // was taken on are in, and not again after.
    expect(rowsAtScroll.at(-1)).toBe(48);
    expect(rowsAtScroll.filter((rows) => rows === 48)).toHaveLength(1);
  });

  it('Back returns to where the list was left after a filter change', async () => {
    stubSearch((params) => ({ body: aSearchResult(guitars(params.get('condition') ? 3 : 24), { total: 24 }) }));
    const { router } = renderPage(<CategoryPage />, { path: PATH, initialEntry: AT, scrollRestoration: true });
    expect(await screen.findByText('Guitar 24', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    scrolledTo(1200);

    await router.navigate(`${AT}?condition=good`);
    await waitFor(() => expect(screen.queryByText('Guitar 24', { selector: 'h2' })).not.toBeInTheDocument());
    scrolledTo(0);
    vi.mocked(window.scrollTo).mockClear();

    await router.navigate(-1);
    expect(await screen.findByText('Guitar 24', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 1200));
  }, 20_000);

  /**
   * The list as someone else's new listing changes it: first on every new fetch, above the place the reader left.
   * A product page stands in for where the reader went.
   */
  async function leaveForAGuitarWhileOneIsListed() {
    let listedSince = false;
    const asked = stubSearch(() => ({
      body: listedSince
        ? aSearchResult([aProduct({ productName: 'Just listed' }), ...guitars(23)], { total: 25 })
        : aSearchResult(guitars(24), { total: 24 }),
    }));
    const rendered = renderPage(<CategoryPage />, {
      path: PATH,
      initialEntry: AT,
      scrollRestoration: true,
      routes: [{ path: '/product/:id', element: <p>A guitar's details</p> }],
    });
    expect(await screen.findByText('Guitar 24', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    scrolledTo(1200);
    await rendered.router.navigate('/product/p24');
    expect(await screen.findByText("A guitar's details")).toBeInTheDocument();
    scrolledTo(0);
    vi.mocked(window.scrollTo).mockClear();
    listedSince = true;
    return { ...rendered, asked };
  }

  it('Back shows the list as it was left, though stale, instead of moving it under the reader', async () => {
    // The test's query client holds answers fresh for no time at all: the list is stale when Back returns to it.
    const { router, asked } = await leaveForAGuitarWhileOneIsListed();
    const askedBefore = asked.length;

    await router.navigate(-1);
    expect(await screen.findByText('Guitar 24', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 1200));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toHaveLength(askedBefore);
    expect(screen.queryByText('Just listed')).not.toBeInTheDocument();
    expect(screen.getByText('24 guitars')).toBeInTheDocument();
  }, 20_000);

  it("Back fetches the list again when the reader's own change (a booking, a listing) made it out of date", async () => {
    const { router, client, asked } = await leaveForAGuitarWhileOneIsListed();
    const askedBefore = asked.length;
    await client.invalidateQueries({ queryKey: ['products'] });

    await router.navigate(-1);
    expect(await screen.findByText('Just listed', { selector: 'h2' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(askedBefore);
    expect(screen.getByText('25 guitars')).toBeInTheDocument();
  }, 20_000);
});

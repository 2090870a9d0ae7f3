/** The heart as the app composes it: the watchlist feature's button in the products feature's card slot. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { WATCHLIST_MESSAGES } from '@restrung/shared/watchlist';
import { renderPage, stubFetch } from '../test/render.tsx';
import { ProductCard } from '../features/products/components/product-card.tsx';
import { aProduct, signedInAs, signedOut } from '../features/products/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

// Counts the signed-in heart's renders: each one reads the watched ids.
const idsReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/watchlist/api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../features/watchlist/api.ts')>();
  return {
    ...actual,
    useWatchedIds: (signedIn: boolean) => {
      idsReads.count += 1;
      return actual.useWatchedIds(signedIn);
    },
  };
});

const product = aProduct({ productName: 'Gibson Les Paul', sellerId: 'id-someone-else' });
const watchUrl = `/watchlist/${product._id}`;

/** A server whose watchlist starts with `ids`; PUT and DELETE wait for `release` when one is given. */
function setup(options: {
  ids?: string[];
  role?: 'buyer' | 'seller';
  put?: { status: number; body: unknown };
  gate?: Promise<void>;
  /** After the first read, reading the ids fails: what the heart shows is then only what the page itself did. */
  idsFailAfterFirst?: boolean;
}) {
  let server = [...(options.ids ?? [])];
  let reads = 0;
  const stub = stubFetch({
    ...signedInAs({ role: options.role ?? 'buyer' }),
    'GET /watchlist/ids': () => {
      reads += 1;
      if (options.idsFailAfterFirst && reads > 1) return { status: 500, body: { message: 'down' } };
      return { body: { ids: server } };
    },
    [`PUT ${watchUrl}`]: () => {
      if (options.put) return options.put;
      server = [...server, product._id];
      return { body: { acknowledged: true, modifiedCount: 1 } };
    },
    [`DELETE ${watchUrl}`]: () => {
      server = server.filter((id) => id !== product._id);
      return { body: { acknowledged: true, modifiedCount: 1 } };
    },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (options.gate && (init?.method === 'PUT' || init?.method === 'DELETE')) await options.gate;
    return stub.fetchMock(input, init);
  });
  const view = renderPage(
    <>
      <ProductCard product={product} />
      <ToastContainer />
    </>,
    { routes: [{ path: '/login', element: <p>Sign in page</p> }] },
  );
  return { ...view, calls: stub.calls, user: userEvent.setup() };
}

describe('the watchlist heart', () => {
  it('is a toggle button named for what it does, filled at once and kept once the server agrees', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, calls } = setup({ gate });
    const heart = await screen.findByRole('button', { name: 'Add Gibson Les Paul to watchlist' });
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /watchlist/ids')).toBe(true));
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    // Optimistic: pressed before the server has answered.
    const pressed = screen.getByRole('button', { name: 'Remove Gibson Les Paul from watchlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(calls.some((c) => c.key === `PUT ${watchUrl}`)).toBe(false);
    release();
    await waitFor(() => expect(calls.some((c) => c.key === `PUT ${watchUrl}`)).toBe(true));
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /watchlist/ids')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Remove Gibson Les Paul from watchlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Gibson Les Paul from watchlist' }));
    await waitFor(() => expect(calls.some((c) => c.key === `DELETE ${watchUrl}`)).toBe(true));
    expect(await screen.findByRole('button', { name: 'Add Gibson Les Paul to watchlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("goes back and says the server's reason when adding fails (a full watchlist)", async () => {
    const { user } = setup({
      put: { status: 409, body: { message: WATCHLIST_MESSAGES.full } },
      idsFailAfterFirst: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Add Gibson Les Paul to watchlist' }));
    expect(await screen.findByText(WATCHLIST_MESSAGES.full)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Gibson Les Paul to watchlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows a watched guitar pressed', async () => {
    setup({ ids: [product._id] });
    expect(await screen.findByRole('button', { name: 'Remove Gibson Les Paul from watchlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is not drawn again when only the address changes (each "Load more" replaces the page\'s entry)', async () => {
    const { router } = setup({ ids: [product._id] });
    await screen.findByRole('button', { name: 'Remove Gibson Les Paul from watchlist' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = idsReads.count;
    await act(() => router.navigate('/?shown=48', { replace: true }));
    await act(() => router.navigate('/?shown=72', { replace: true }));
    expect(router.state.location.search).toBe('?shown=72');
    expect(screen.getByRole('button', { name: 'Remove Gibson Les Paul from watchlist' })).toBeInTheDocument();
    expect(idsReads.count).toBe(before);
  });

  it('sends a signed-out visitor to sign in, carrying the page to come back to', async () => {
    vi.stubGlobal('fetch', stubFetch(signedOut).fetchMock);
    const { router } = renderPage(<ProductCard product={product} />, {
      routes: [{ path: '/login', element: <p>Sign in page</p> }],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add Gibson Les Paul to watchlist' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/');
  });

  it("gives a seller no heart on their own listing, and one on another seller's", async () => {
    const own = aProduct({ productName: 'My Own Tele', sellerId: 'id-seller' });
    vi.stubGlobal(
      'fetch',
      stubFetch({ ...signedInAs({ role: 'seller' }), 'GET /watchlist/ids': { body: { ids: [] } } }).fetchMock,
    );
    renderPage(
      <>
        <ProductCard product={own} />
        <ProductCard product={product} />
      </>,
    );
    const other = screen.getByRole('article', { name: 'Gibson Les Paul' });
    expect(await within(other).findByRole('button', { name: 'Add Gibson Les Paul to watchlist' })).toBeInTheDocument();
    const mine = screen.getByRole('article', { name: 'My Own Tele' });
    expect(within(mine).queryByRole('button', { name: /watchlist/ })).not.toBeInTheDocument();
  });
});

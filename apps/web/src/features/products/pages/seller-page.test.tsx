import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { SELLER_PAGE_SIZE } from '@restrung/shared/seller';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, signedInAs } from '../test/fixtures.ts';
import { SellerPage } from './seller-page.tsx';

const SELLER_ID = '0190b000-0000-7000-8000-000000000001';
const profile = {
  _id: SELLER_ID,
  name: 'Vera Strings',
  img: null,
  verified: true,
  memberSince: 'Mar 3, 2024',
  completedSales: 7,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(handlers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ ...signedInAs({ role: 'buyer' }), ...handlers });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderPage(<SellerPage />, { path: '/seller/:id', initialEntry: `/seller/${SELLER_ID}` });
  return stub;
}

describe('SellerPage', () => {
  it('shows the seller, the badge, member since, completed sales and a page of guitars, then loads more', async () => {
    const firstPage = Array.from({ length: SELLER_PAGE_SIZE }, () => aProduct({ sellerId: SELLER_ID }));
    const last = aProduct({ productName: 'Gibson Les Paul Studio', sellerId: SELLER_ID });
    let pages = 0;
    const stub = open({
      [`GET /sellers/${SELLER_ID}`]: { body: profile },
      [`GET /sellers/${SELLER_ID}/products`]: () => {
        pages += 1;
        return { body: pages === 1 ? firstPage : [last] };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vera Strings' })).toBeInTheDocument();
    expect(screen.getByText('Verified seller')).toBeInTheDocument();
    expect(screen.getByText('Member since Mar 3, 2024')).toBeInTheDocument();
    expect(screen.getByText('7 completed sales')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(SELLER_PAGE_SIZE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Gibson Les Paul Studio' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const second = stub.calls.filter((call) => call.key === `GET /sellers/${SELLER_ID}/products`);
    expect(second).toHaveLength(2);
  }, 20_000); // 13 cards render slowly on a busy 2-core machine

  it('draws card placeholders until the guitars arrive; a failed next page keeps them and offers Retry', async () => {
    const firstPage = Array.from({ length: SELLER_PAGE_SIZE }, () => aProduct({ sellerId: SELLER_ID }));
    let pages = 0;
    const stub = stubFetch({
      ...signedInAs({ role: 'buyer' }),
      [`GET /sellers/${SELLER_ID}`]: { body: profile },
      [`GET /sellers/${SELLER_ID}/products`]: () => {
        pages += 1;
        return pages === 1
          ? { body: firstPage }
          : { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Please try again.' } };
      },
    });
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/products')) await held;
      return stub.fetchMock(input, init);
    });
    renderPage(<SellerPage />, { path: '/seller/:id', initialEntry: `/seller/${SELLER_ID}` });
    expect(await screen.findByText('Loading guitars…')).toHaveAttribute('role', 'status');
    answer();
    expect(await screen.findAllByRole('article')).toHaveLength(SELLER_PAGE_SIZE);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText("We could not load more of this seller's guitars.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SELLER_PAGE_SIZE);
  }, 20_000);

  it('says so when the seller has nothing for sale, and when the page is not public yet', async () => {
    open({
      [`GET /sellers/${SELLER_ID}`]: { body: { ...profile, verified: false, completedSales: 1 } },
      [`GET /sellers/${SELLER_ID}/products`]: { body: [] },
    });
    expect(await screen.findByText('This seller has no guitars for sale right now.')).toBeInTheDocument();
    expect(screen.getByText('1 completed sale')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('not public yet');
    expect(screen.queryByText('Verified seller')).not.toBeInTheDocument();
  });

  it("Back from one of the seller's guitars shows their list as it was left, though they listed another since", async () => {
    let listedSince = false;
    const stub = stubFetch({
      ...signedInAs({ role: 'buyer' }),
      [`GET /sellers/${SELLER_ID}`]: { body: profile },
      [`GET /sellers/${SELLER_ID}/products`]: () => ({
        body: [
          ...(listedSince ? [aProduct({ productName: 'Just listed', sellerId: SELLER_ID })] : []),
          aProduct({ productName: 'Fender Telecaster', sellerId: SELLER_ID }),
        ],
      }),
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderPage(<SellerPage />, {
      path: '/seller/:id',
      initialEntry: `/seller/${SELLER_ID}`,
      scrollRestoration: true,
      routes: [{ path: '/product/:id', element: <p>A guitar's details</p> }],
    });
    expect(await screen.findByRole('heading', { name: 'Fender Telecaster' })).toBeInTheDocument();
    await router.navigate('/product/p1');
    expect(await screen.findByText("A guitar's details")).toBeInTheDocument();
    listedSince = true;
    const listings = () => stub.calls.filter((call) => call.key === `GET /sellers/${SELLER_ID}/products`);
    const askedBefore = listings().length;

    // The test's query client holds answers fresh for no time at all: the list is stale when Back returns to it.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Fender Telecaster' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listings()).toHaveLength(askedBefore);
    expect(screen.queryByText('Just listed')).not.toBeInTheDocument();

    // A new visit shows the guitar listed since.
    await router.navigate('/product/p1');
    await router.navigate(`/seller/${SELLER_ID}`);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Just listed' })).toBeInTheDocument());
  });

  it('answers an unknown seller with a way back', async () => {
    open({
      [`GET /sellers/${SELLER_ID}`]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such seller.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse guitars' })).toBeInTheDocument();
  });
});

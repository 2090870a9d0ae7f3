import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, CATEGORIES, signedInAs } from '../test/fixtures.ts';
import { ProductPage } from './product-page.tsx';
import { KEEP_REPORTED_TEXTS } from '@restrung/shared/admin';

const PATH = '/product/:id';

afterEach(() => vi.unstubAllGlobals());

function open(product = aProduct(), role: 'buyer' | 'seller' | 'admin' = 'buyer') {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      ...signedInAs({ role }),
      'GET /category': { body: CATEGORIES },
      [`GET /singleproduct/${product._id}`]: { body: product },
    }).fetchMock,
  );
  renderPage(<ProductPage />, { path: PATH, initialEntry: `/product/${product._id}` });
  return product;
}

describe('ProductPage', () => {
  it("titles the page with the product name and shows the card's information", async () => {
    const product = open();
    expect(await screen.findByRole('heading', { level: 1, name: product.productName })).toBeInTheDocument();
    expect(document.title).toBe(`${product.productName} | Restrung`);
    const main = screen.getByRole('article');
    expect(main).toHaveTextContent('Seller: Vera Strings');
    expect(within(main).getByText('Verified seller')).toBeInTheDocument();
    expect(main).toHaveTextContent('Posted Jan 5, 2023');
    for (const text of ['$620.00', '$1,234.50', 'excellent', '2015', 'Austin, TX', '+1 555 0110'])
      expect(main).toHaveTextContent(text);
    const photo = within(main).getByAltText(product.productName);
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(await screen.findByRole('link', { name: /Back to Electric Guitars/ })).toHaveAttribute(
      'href',
      `/category/${product.categoryid}`,
    );
  });

  it('keeps the heart’s place beside the name from the first draw, so nothing moves when the heart comes', async () => {
    open();
    const name = await screen.findByRole('heading', { level: 1 });
    // Beside the name in the same row, a heart's size, whether or not the heart's chunk has come yet.
    const place = name.nextElementSibling as HTMLElement;
    expect(place).toHaveClass('size-11', 'shrink-0');
    const heart = await within(place).findByRole('button', { name: /watchlist/i }, { timeout: 5000 });
    expect(heart).toHaveClass('size-11');
  });

  it('cuts the description at 30 characters and shows it whole on request', async () => {
    const product = open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Polar white Strat with a maple...')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show full description' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(screen.getByText(product.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no toggle when the description is short', async () => {
    open(aProduct({ description: 'Mint.' }));
    expect(await screen.findByText('Mint.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show full description' })).not.toBeInTheDocument();
  });

  it('opens the photo in a zoomable image viewer', async () => {
    const product = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Zoom photo: ${product.productName}` }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
  });

  it('gives buyers Report To Admin and Book Now', async () => {
    open();
    expect(await screen.findByRole('button', { name: /Report To Admin/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('shows other users the status instead', async () => {
    open(aProduct({ status: 'Booked' }), 'seller');
    expect(await screen.findByText('Booked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report To Admin/ })).not.toBeInTheDocument();
  });

  it('says "This guitar is not available." with a way back when the product does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /category': { body: CATEGORIES } }).fetchMock,
    );
    renderPage(<ProductPage />, { path: PATH, initialEntry: '/product/gone' });
    expect(await screen.findByRole('heading', { name: 'This guitar is not available.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse other guitars' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/category\//),
    );
  });
});

describe('ProductPage for the seller of a listing held as stolen', () => {
  it('says why buyers cannot see it, and links the seller name to the seller page', async () => {
    const product = open(aProduct({ heldAsStolen: true, sellerId: '0190b000-0000-7000-8000-000000000009' }), 'seller');
    await screen.findByRole('heading', { level: 1, name: product.productName });
    expect(screen.getByRole('alert')).toHaveTextContent('matches one reported stolen');
    expect(screen.getByRole('link', { name: 'Vera Strings' })).toHaveAttribute(
      'href',
      '/seller/0190b000-0000-7000-8000-000000000009',
    );
  });
});

describe('ProductPage recent sale prices', () => {
  it('shows the price guide of the brand and model once there are 3 sales', async () => {
    const product = aProduct({ brand: 'Fender', model: 'Player Stratocaster' });
    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...signedInAs({ role: 'buyer' }),
        'GET /category': { body: CATEGORIES },
        [`GET /singleproduct/${product._id}`]: { body: product },
        'GET /price-guide': { body: { count: 3, lowest: 580, median: 640, highest: 705 } },
      }).fetchMock,
    );
    renderPage(<ProductPage />, { path: PATH, initialEntry: `/product/${product._id}` });
    const guide = await screen.findByRole('region', { name: 'Recent sale prices' });
    expect(guide).toHaveTextContent('Fender Player Stratocaster sold on Restrung in the last 12 months: 3 sales');
    expect(guide).toHaveTextContent('$640.00');
  });

  it('gives an admin on a reported listing Keep Listing and Delete; keeping it goes back to Reported Items', async () => {
    const product = aProduct({ report: true });
    const stub = stubFetch({
      ...signedInAs({ role: 'admin' }),
      'GET /category': { body: CATEGORIES },
      [`GET /singleproduct/${product._id}`]: { body: product },
      [`POST /reporteditems/${product._id}/keep`]: { body: { acknowledged: true, closedReports: 2 } },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderPage(<ProductPage />, {
      path: PATH,
      initialEntry: `/product/${product._id}`,
      routes: [{ path: '/dashboard/reporteditem', element: <p>Reported Items page</p> }],
    });
    const panel = await screen.findByRole('region', { name: 'Reported to the admins' });
    expect(within(panel).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: KEEP_REPORTED_TEXTS.button }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: KEEP_REPORTED_TEXTS.button }));
    expect(await screen.findByText('Reported Items page')).toBeInTheDocument();
    expect(stub.calls.filter((c) => c.key === `POST /reporteditems/${product._id}/keep`)).toHaveLength(1);
  });

  it('shows no decision to a buyer', async () => {
    open(aProduct({ report: true }), 'buyer');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reported to the admins' })).not.toBeInTheDocument();
  });

  it('shows no decision to an admin on a listing nobody reported', async () => {
    open(aProduct({ report: false }), 'admin');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByText('Available');
    expect(screen.queryByRole('region', { name: 'Reported to the admins' })).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, signedInAs, signedOut } from '../test/fixtures.ts';
import { FeaturedProducts } from './featured-products.tsx';
import { BuyerButtonsProvider } from './buyer-buttons.tsx';
import type { Product } from '@restrung/shared/product';

const None = () => null;

afterEach(() => vi.unstubAllGlobals());

function renderFeatured(products: unknown[], session: Record<string, { body: unknown }> = signedOut) {
  const stubbed = stubFetch({ ...session, 'GET /advertisedproduct': { body: products } });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const rendered = renderPage(<FeaturedProducts />);
  return { ...stubbed, ...rendered };
}

describe('FeaturedProducts', () => {
  it('shows the Available advertised products, each linking to its page', async () => {
    const strat = aProduct({ productName: 'Strat', advertise: true });
    const booked = aProduct({ productName: 'Booked Bass', advertise: true, status: 'Booked' });
    renderFeatured([strat, booked]);

    expect(await screen.findByRole('heading', { level: 2, name: 'Featured Products' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: 'Strat' })).toHaveAttribute('href', `/product/${strat._id}`);
    expect(within(cards[0]!).getByAltText('Strat')).toHaveAttribute('loading', 'lazy');
    expect(cards[0]).toHaveTextContent('$620.00');
    expect(within(cards[0]!).getByText('Verified seller')).toBeInTheDocument();
    expect(screen.queryByText('Booked Bass')).not.toBeInTheDocument();
  });

  it('draws two cards at first and two more per task, each card once', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => aProduct({ productName: `Guitar ${i + 1}`, advertise: true }));
    vi.stubGlobal('fetch', stubFetch({ ...signedOut, 'GET /advertisedproduct': { body: twelve } }).fetchMock);
    // The heart stands in for the card's insides: it is drawn again only when its card is.
    const drawn = new Map<string, number>();
    const Watch = ({ product }: { product: Product }) => {
      drawn.set(product.productName, (drawn.get(product.productName) ?? 0) + 1);
      return null;
    };
    const shown: number[] = [];
    const observer = new MutationObserver(() => shown.push(document.querySelectorAll('article').length));
    observer.observe(document.body, { childList: true, subtree: true });
    renderPage(
      <BuyerButtonsProvider
        buttons={{ Book: None, Report: None, Ask: None, SellerReviews: None, Watch, ReportDecision: None }}
      >
        <FeaturedProducts />
      </BuyerButtonsProvider>,
    );
    // Twelve cards in six tasks take seconds in jsdom while the API tests share the two cores (vitest.config.ts).
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), { timeout: 10_000 });
    observer.disconnect();
    // No step drew more than two cards.
    const counts = [...new Set(shown)].filter((count) => count > 0);
    expect(counts[0]).toBe(2);
    expect(Math.max(...counts.map((count, i) => count - (counts[i - 1] ?? 0)))).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...drawn.values()]).toEqual(Array(12).fill(1));
  });

  it('is not shown at all when nothing is featured', async () => {
    const { calls, container } = renderFeatured([aProduct({ status: 'Booked', advertise: true })]);
    await vi.waitFor(() => expect(calls.some((c) => c.key === 'GET /advertisedproduct')).toBe(true));
    await vi.waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Featured Products' })).not.toBeInTheDocument();
  });

  it('shows visitors and sellers the status, and buyers Book Now', async () => {
    renderFeatured([aProduct({ productName: 'Strat', advertise: true })], signedInAs({ role: 'seller' }));
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(await within(card).findByText('Available')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('gives buyers Book Now', async () => {
    renderFeatured([aProduct({ productName: 'Strat', advertise: true })], signedInAs({ role: 'buyer' }));
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(await within(card).findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(within(card).queryByText('Available')).not.toBeInTheDocument();
  });

  it('offers Retry when the featured products could not load', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...signedOut,
        'GET /advertisedproduct': {
          status: 503,
          body: { statusCode: 503, error: 'Service Unavailable', message: 'Back in a moment.' },
        },
      }).fetchMock,
    );
    renderPage(<FeaturedProducts />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load the featured products.');
    expect(alert).toHaveTextContent('Back in a moment.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

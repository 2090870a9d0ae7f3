import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, signedInAs } from '../test/fixtures.ts';
import { ProductCard } from './product-card.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderCard(role: 'buyer' | 'seller' | 'admin', product = aProduct()) {
  vi.stubGlobal('fetch', stubFetch(signedInAs({ role })).fetchMock);
  renderPage(<ProductCard product={product} />);
  return screen.getByRole('article', { name: product.productName });
}

describe('ProductCard', () => {
  it("shows every field of the spec's card", async () => {
    const card = renderCard('seller');
    expect(within(card).getByRole('heading', { name: 'Fender Player Stratocaster' })).toBeInTheDocument();
    const photo = within(card).getByRole('img', { name: 'Fender Player Stratocaster' });
    expect(photo).toHaveAttribute('src', '/media/products/strat-w640.webp');
    expect(photo).toHaveAttribute(
      'srcset',
      '/media/products/strat-w160.webp 160w, /media/products/strat-w640.webp 640w, /media/products/strat.webp 1600w',
    );
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(card).toHaveTextContent('Seller: Vera Strings');
    expect(within(card).getByText('Verified seller')).toBeInTheDocument();
    expect(card).toHaveTextContent('Posted Jan 5, 2023');
    // The first 30 characters, then an ellipsis.
    expect(within(card).getByText('Polar white Strat with a maple...')).toBeInTheDocument();
    const facts = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Asking Price': '$620.00',
      'Market Price': '$1,234.50',
      Condition: 'excellent',
      'Year Of Purchase': '2015',
      Location: 'Austin, TX',
      Phone: '+1 555 0110',
    });
    expect(within(card).getByRole('link', { name: '+1 555 0110' })).toHaveAttribute('href', 'tel:+15550110');
  });

  it('marks the searched words in the name', () => {
    const product = aProduct({ productName: 'Gibson J-45 Standard' });
    vi.stubGlobal('fetch', stubFetch(signedInAs({ role: 'buyer' })).fetchMock);
    renderPage(<ProductCard product={product} highlight={['j', '45']} />);
    // By level, not name: jsdom's accessible name drops the spaces between the parts (a browser's does not).
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Gibson J-45 Standard');
    expect([...heading.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['J-45']);
  });

  it("marks the searched words in the seller's name and the location, which search also finds", () => {
    vi.stubGlobal('fetch', stubFetch(signedInAs({ role: 'buyer' })).fetchMock);
    renderPage(<ProductCard product={aProduct()} highlight={['vera', 'tx', 'texas']} />);
    const card = screen.getByRole('article', { name: 'Fender Player Stratocaster' });
    const seller = within(card).getByText(/^Seller:/);
    expect(seller).toHaveTextContent('Seller: Vera Strings');
    expect([...seller.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Vera']);
    const location = within(card).getByText('Location').nextElementSibling!;
    expect(location).toHaveTextContent('Austin, TX');
    expect([...location.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['TX']);
    // Not the phone's digits, which search never reads.
    expect(within(card).getByRole('link', { name: '+1 555 0110' }).querySelector('mark')).toBeNull();
  });

  it("marks a state's code in the location where the state was searched by its name, and nowhere else", () => {
    vi.stubGlobal('fetch', stubFetch(signedInAs({ role: 'buyer' })).fetchMock);
    const product = aProduct({ location: 'Portland, OR', description: 'Strat or Tele neck, your pick.' });
    renderPage(<ProductCard product={product} highlight={['westcoast', 'california', 'oregon', 'washington']} />);
    const card = screen.getByRole('article', { name: 'Fender Player Stratocaster' });
    const location = within(card).getByText('Location').nextElementSibling!;
    expect([...location.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['OR']);
    // "or" in the description is no state.
    expect(within(card).getByText('Strat or Tele neck, your pick.').querySelector('mark')).toBeNull();
  });

  it('names the finish after the guitar, marked where the searched words found it ("red": "Cherry")', () => {
    const product = aProduct({
      productName: 'Epiphone SG',
      brand: 'Epiphone',
      model: 'SG',
      yearBuilt: 2019,
      finish: 'Heritage Cherry',
    });
    vi.stubGlobal('fetch', stubFetch(signedInAs({ role: 'buyer' })).fetchMock);
    renderPage(<ProductCard product={product} highlight={['red', 'cherry']} />);
    const title = screen.getByText(/Epiphone SG, 2019/);
    expect(title).toHaveTextContent('Epiphone SG, 2019 · Heritage Cherry');
    expect([...title.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Cherry']);
  });

  it('says "Modified", marked, when the searched words found a guitar by its modifications ("modded")', () => {
    const product = aProduct({
      productName: 'Gibson Les Paul Studio',
      brand: 'Gibson',
      model: 'Les Paul Studio',
      yearBuilt: 2011,
      finish: 'Wine Red',
      modifications: 'Grover locking tuners',
    });
    vi.stubGlobal('fetch', stubFetch(signedInAs({ role: 'buyer' })).fetchMock);
    const { unmount } = renderPage(<ProductCard product={product} highlight={['modded', 'mod']} />);
    const title = screen.getByText(/Gibson Les Paul Studio, 2011/);
    expect(title).toHaveTextContent('Gibson Les Paul Studio, 2011 · Wine Red · Modified');
    expect([...title.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Modified']);
    unmount();
    // Not found by it, or without modifications, the card does not say it.
    renderPage(<ProductCard product={product} highlight={['les', 'paul']} />);
    expect(screen.getByText(/Gibson Les Paul Studio, 2011/)).toHaveTextContent(
      'Gibson Les Paul Studio, 2011 · Wine Red',
    );
    renderPage(
      <ProductCard product={{ ...product, _id: 'other', modifications: undefined }} highlight={['modified']} />,
    );
    expect(screen.getAllByText(/Gibson Les Paul Studio, 2011/)[1]).toHaveTextContent(
      'Gibson Les Paul Studio, 2011 · Wine Red',
    );
  });

  it('shows a searched word found past the preview in its sentence, marked; without a search, nothing more', () => {
    const product = aProduct({
      description: 'Black StingRay with the classic humbucker punch. Player grade: wear on the back of the neck.',
    });
    vi.stubGlobal('fetch', stubFetch(signedInAs({ role: 'buyer' })).fetchMock);
    const { unmount } = renderPage(<ProductCard product={product} highlight={['grade']} />);
    const found = screen.getByText('In the description:').closest('p')!;
    expect(found).toHaveTextContent('In the description: ...Player grade: wear on the back of the neck.');
    expect([...found.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['grade']);
    // The preview stays as SPEC.md writes it.
    expect(screen.getByText('Black StingRay with the classi...')).toBeInTheDocument();
    unmount();
    renderPage(<ProductCard product={product} />);
    expect(screen.queryByText(/In the description/)).not.toBeInTheDocument();
  });

  it('names the finish alone when the seller gave no maker, model or year', () => {
    const product = aProduct({ brand: undefined, model: undefined, yearBuilt: undefined, finish: 'Natural' });
    vi.stubGlobal('fetch', stubFetch(signedInAs({ role: 'buyer' })).fetchMock);
    renderPage(<ProductCard product={product} />);
    expect(screen.getByText('Natural')).toBeInTheDocument();
  });

  it('has no verified badge when the seller is not verified, and a short description stays whole', () => {
    const card = renderCard('seller', aProduct({ sellerVerified: false, description: 'Plays great.' }));
    expect(within(card).queryByText('Verified seller')).not.toBeInTheDocument();
    expect(within(card).getByText('Plays great.')).toBeInTheDocument();
  });

  it('gives buyers Report To Admin, See Details and Book Now', async () => {
    const product = aProduct();
    const card = renderCard('buyer', product);
    expect(await within(card).findByRole('button', { name: /Report To Admin/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /See Details/ })).toHaveAttribute('href', `/product/${product._id}`);
    expect(await within(card).findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(within(card).queryByText('Available')).not.toBeInTheDocument();
  });

  for (const role of ['seller', 'admin'] as const) {
    it(`shows a ${role} the status text instead of the buyer's buttons`, async () => {
      const card = renderCard(role, aProduct({ status: 'Booked' }));
      expect(await within(card).findByText('Booked')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Report To Admin/ })).not.toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: /See Details/ })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    });
  }
});

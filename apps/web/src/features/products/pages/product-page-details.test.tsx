import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { aProduct, CATEGORIES, signedInAs } from '../test/fixtures.ts';
import { ProductPage } from './product-page.tsx';

/** Issue 12 on the product page and the cards: details, the specification table, the gallery, price drops. */

afterEach(() => vi.unstubAllGlobals());

const DETAILED = {
  brand: 'Fender',
  model: 'Stratocaster',
  yearBuilt: 1979,
  bodyType: 'solid' as const,
  handedness: 'left' as const,
  strings: 6,
  finish: 'Olympic White',
  serialNumber: '•••••••654',
  caseIncluded: 'hard-case' as const,
  modifications: 'Refretted',
  priceDroppedFrom: 700,
  photos: ['/media/uploads/a.webp', '/media/uploads/b.webp', '/media/uploads/c.webp'],
};

function open(product = aProduct(DETAILED), role: 'buyer' | 'seller' = 'buyer') {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      ...signedInAs({ role, email: role === 'seller' ? product.sellerEmail : 'buyer@example.test' }),
      'GET /category': { body: CATEGORIES },
      [`GET /singleproduct/${product._id}`]: { body: product },
    }).fetchMock,
  );
  renderPage(<ProductPage />, {
    path: '/product/:id',
    initialEntry: `/product/${product._id}`,
    routes: [{ path: '/dashboard/editproduct/:id', element: <p>Edit page</p> }],
  });
  return product;
}

describe('product page (issue 12)', () => {
  it('shows "Brand Model, Year", the specification table and the price drop', async () => {
    open();
    expect(await screen.findByText('Fender Stratocaster, 1979')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Brand', 'Fender'],
      ['Model', 'Stratocaster'],
      ['Year Built', '1979'],
      ['Body Type', 'Solid body'],
      ['Handedness', 'Left-handed'],
      ['Strings', '6'],
      ['Finish', 'Olympic White'],
      ['Serial Number', '•••••••654'],
      ['Case', 'Hard case included'],
      ['Modifications', 'Refretted'],
    ]);
    expect(screen.getByText('Price dropped from $700.00')).toBeInTheDocument();
  });

  it('has no specification table when the seller gave no details', async () => {
    open(aProduct());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Price dropped/)).toBeNull();
  });

  it('steps through the photos with thumbnails and the arrow keys', async () => {
    open();
    const user = userEvent.setup();
    const zoom = await screen.findByRole('button', { name: /^Zoom photo 1 of 3/ });
    expect(within(zoom).getByRole('img')).toHaveAttribute('src', '/media/uploads/a-w640.webp');
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^Zoom photo 3 of 3/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    const second = screen.getByRole('button', { name: /^Zoom photo 2 of 3/ });
    expect(within(second).getByRole('img')).toHaveAttribute('src', '/media/uploads/b-w640.webp');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Zoom photo 3 of 3/ })).toBeInTheDocument();
  });

  it('shows the zoom hint and the photo count over the photo, not as text in its button (Label in Name)', async () => {
    open();
    const zoom = await screen.findByRole('button', { name: /^Zoom photo 1 of 3/ });
    // A voice-control user says what they see; text inside the button that its name leaves out cannot be said.
    expect(zoom.textContent).toBe('');
    for (const hint of [screen.getByText('Click to zoom'), screen.getByText('1 / 3')]) {
      expect(hint).toHaveAttribute('aria-hidden', 'true');
      expect(zoom).not.toContainElement(hint);
    }
  });

  it('offers its seller an Edit listing link, and buyers none', async () => {
    const product = open(aProduct(DETAILED), 'seller');
    expect(await screen.findByRole('link', { name: 'Edit listing' })).toHaveAttribute(
      'href',
      `/dashboard/editproduct/${product._id}`,
    );
  });

  it('offers buyers no edit link', async () => {
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit listing' })).toBeNull();
  });
});

describe('product card (issue 12)', () => {
  it('shows "Brand Model, Year" and the price drop', () => {
    vi.stubGlobal('fetch', stubFetch(signedInAs({ role: 'buyer' })).fetchMock);
    renderPage(
      <ProductCard
        product={aProduct({ brand: 'Gibson', model: 'Les Paul', yearBuilt: 1959, priceDroppedFrom: 900 })}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Gibson Les Paul, 1959')).toBeInTheDocument();
    expect(within(card).getByText('Price dropped from $900.00')).toBeInTheDocument();
  });
});

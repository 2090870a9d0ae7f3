import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, CATEGORIES, signedInAs } from '../test/fixtures.ts';
import { EditProductPage } from './edit-product-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PHOTOS = ['/media/uploads/a.webp', '/media/uploads/b.webp'];

function open(
  overrides: Parameters<typeof aProduct>[0] = {},
  save: object = { body: { acknowledged: true, modifiedCount: 1 } },
) {
  const product = aProduct({ photos: PHOTOS, brand: 'Fender', model: 'Stratocaster', ...overrides });
  const stubbed = stubFetch({
    ...signedInAs({ role: 'seller', email: product.sellerEmail, name: product.sellerName }),
    'GET /category': { body: CATEGORIES },
    'GET /usersverification': { body: { verified: true } },
    [`GET /singleproduct/${product._id}`]: { body: product },
    [`PATCH /products/${product._id}`]: save,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderPage(<EditProductPage />, {
    path: '/dashboard/editproduct/:id',
    initialEntry: `/dashboard/editproduct/${product._id}`,
    routes: [{ path: '/product/:id', element: <p>Product page</p> }],
  });
  return { product, ...stubbed };
}

describe('EditProductPage', { timeout: 20_000 }, () => {
  it('starts from the listing, sends every field with the photos in their new order, and opens the product', async () => {
    const { product, calls } = open();
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Product Name')).toHaveValue(product.productName);
    expect(screen.getByLabelText('Brand')).toHaveValue('Fender');
    expect(screen.getByLabelText('Model')).toHaveValue('Stratocaster');
    await user.clear(screen.getByLabelText('Asking Price'));
    await user.type(screen.getByLabelText('Asking Price'), '555');
    await user.click(screen.getByRole('button', { name: 'Make photo 2 the cover' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product page')).toBeInTheDocument();
    const patch = calls.find((c) => c.key === `PATCH /products/${product._id}`)!;
    const body = JSON.parse(String(patch.init!.body));
    expect(body).toMatchObject({
      askingPrice: 555,
      brand: 'Fender',
      model: 'Stratocaster',
      photos: [...PHOTOS].reverse(),
    });
    expect(body).not.toHaveProperty('sellerName');
    expect(body).not.toHaveProperty('sellerEmail');
    expect(calls.map((c) => c.key)).not.toContain('POST /upload');
    // The toast is sent before the product page opens, and shows once react-toastify has loaded (lib/toast.ts).
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your listing has been updated.'));
  });

  it('says a refused save once, beside the button, and keeps what was typed', async () => {
    open(
      {},
      {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'This guitar has been sold.' },
      },
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Asking Price'));
    await user.type(screen.getByLabelText('Asking Price'), '555');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your changes could not be saved: This guitar has been sold.',
    );
    // A toast as well would be read out a second time.
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Asking Price')).toHaveValue(555);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  });

  it('keeps the asking price of a Booked guitar read-only and says why', async () => {
    open({ status: 'Booked' });
    expect(await screen.findByLabelText('Asking Price')).toHaveAttribute('readonly');
    expect(screen.getByText(/A buyer has booked this guitar, so its asking price stays as it is/)).toBeInTheDocument();
  });

  it('offers no form for a sold guitar', async () => {
    open({ status: 'Paid' });
    expect(
      await screen.findByText('This guitar has been sold, so its listing can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@restrung/shared/messages';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { aProduct, signedInAs } from '../test/fixtures.ts';
import { MyProductsPage } from './my-products-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const SELLER = { role: 'seller' as const, name: 'Vera Strings', email: 'vera@restrung.local' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderList(products: ReturnType<typeof aProduct>[], { verified = true, handlers = {} } = {}) {
  const stubbed = stubFetch({
    ...signedInAs({ ...SELLER, verified }),
    'GET /usersverification': { body: { verified } },
    'GET /myproducts': { body: products },
    ...handlers,
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderPage(<MyProductsPage />, { path: '/dashboard/myproducts' });
  return stubbed;
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr')!;

describe('MyProductsPage', () => {
  it('lists index, photo, name, asking price and status, with the advertisement button or label', async () => {
    const strat = aProduct({ productName: 'Strat', askingPrice: 1234.5 });
    const lesPaul = aProduct({ productName: 'Les Paul', advertise: true, status: 'Booked' });
    const { calls } = renderList([strat, lesPaul]);

    const first = await rowOf('Strat');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1');
    expect(within(first).getByRole('img', { name: 'Strat' })).toHaveAttribute(
      'src',
      strat.productPhoto.replace('.webp', '-w160.webp'),
    );
    expect(first).toHaveTextContent('$1,234.50');
    expect(first).toHaveTextContent('Available');
    expect(within(first).getByRole('button', { name: /Add To Advertisement/ })).toBeEnabled();

    const second = await rowOf('Les Paul');
    expect(within(second).getByRole('rowheader')).toHaveTextContent('2');
    expect(second).toHaveTextContent('Booked');
    expect(within(second).getByText(MESSAGES.onAdvertisement)).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Add To Advertisement/ })).not.toBeInTheDocument();
    expect(calls.find((c) => c.key === 'GET /myproducts')).toBeTruthy();
  });

  it('the table scrolls sideways inside its box rather than widening a phone screen', async () => {
    renderList([aProduct({ productName: 'Strat' })]);
    const table = (await rowOf('Strat')).closest('table')!;
    expect(table.parentElement).toHaveClass('overflow-x-auto');
  });

  it("asks for the seller's own products by email, and says when there are none", async () => {
    const { fetchMock } = renderList([]);
    const urls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      return fetchMock(input, init);
    });
    expect(await screen.findByText('You have not listed any guitars yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first guitar' })).toHaveAttribute(
      'href',
      '/dashboard/addproduct',
    );
    expect(urls.find((url) => url.startsWith('/api/myproducts'))).toBe(
      '/api/myproducts?email=vera%40restrung.local&limit=24',
    );
  });

  it('Add To Advertisement advertises and toasts "Successfully Added to Advertisement"', async () => {
    const strat = aProduct({ productName: 'Strat' });
    let advertised = false;
    const { calls } = renderList([], {
      handlers: {
        'GET /myproducts': () => ({ body: [{ ...strat, advertise: advertised }] }),
        [`PUT /myproducts/${strat._id}`]: () => {
          advertised = true;
          return { body: { acknowledged: true, modifiedCount: 1 } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf('Strat')).getByRole('button', { name: /Add To Advertisement/ }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.toastAdvertised));
    expect(await within(await rowOf('Strat')).findByText(MESSAGES.onAdvertisement)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === `PUT /myproducts/${strat._id}`)).toHaveLength(1);
  });

  it("a refused advertisement shows the server's reason", async () => {
    const strat = aProduct({ productName: 'Strat', status: 'Booked' });
    renderList([strat], {
      handlers: {
        [`PUT /myproducts/${strat._id}`]: {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'This guitar has been sold, so it can no longer be advertised.',
          },
        },
      },
    });
    await userEvent.setup().click(within(await rowOf('Strat')).getByRole('button', { name: /Add To Advertisement/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This guitar has been sold, so it can no longer be advertised.'),
    );
  });

  it('deletes only after "Are you sure you want to delete this product?", then toasts "Successfully Deleted"', async () => {
    const strat = aProduct({ productName: 'Strat' });
    let deleted = false;
    const { calls } = renderList([], {
      handlers: {
        'GET /myproducts': () => ({ body: deleted ? [] : [strat] }),
        [`DELETE /myproducts/${strat._id}`]: () => {
          deleted = true;
          return { body: { acknowledged: true, deletedCount: 1 } };
        },
      },
    });
    const user = userEvent.setup();

    await user.click(within(await rowOf('Strat')).getByRole('button', { name: /Delete/ }));
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.confirmDeleteProduct);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.init?.method === 'DELETE')).toHaveLength(0);

    await user.click(within(await rowOf('Strat')).getByRole('button', { name: /Delete/ }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.toastProductDeleted));
    expect(await screen.findByText('You have not listed any guitars yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.init?.method === 'DELETE').map((c) => c.key)).toEqual([
      `DELETE /myproducts/${strat._id}`,
    ]);
  });

  it('a seller not yet verified is told why, and cannot advertise', async () => {
    renderList([aProduct({ productName: 'Strat' })], { verified: false });
    expect(
      await screen.findByText(/Your listings become public once an admin verifies your account/),
    ).toBeInTheDocument();
    const button = within(await rowOf('Strat')).getByRole('button', { name: /Add To Advertisement/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'You can add products to the advertisement once your account is verified.',
    );
  });
});

import { DEFAULT_CATEGORY_ID } from '@restrung/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { bookingOf, sessionOf, setupPage } from '../../../test/page-setup.tsx';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { MyOrdersPage } from './my-orders-page.tsx';

const order = bookingOf;
const session = sessionOf('buyer');

function setup(handlers: Parameters<typeof setupPage>[1]) {
  return setupPage(
    <MyOrdersPage />,
    { 'GET /auth/get-session': session, ...handlers },
    {
      path: '/dashboard/myorders',
    },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MyOrdersPage', () => {
  it('lists the orders with index, photo, name and price; Pay Now until paid, then the status', async () => {
    setup({
      'GET /myorders': {
        body: [
          order({}),
          order({ _id: 'b2', productName: 'Gibson SG', price: 999.5, status: 'Paid', transactionId: 'txn_1' }),
        ],
      },
    });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first!.getByRole('rowheader')).toHaveTextContent('1');
    expect(first!.getByRole('img', { name: 'Fender Stratocaster' })).toHaveAttribute('src', '/media/strat-w160.webp');
    expect(first!.getAllByText('$1,450.00').length).toBeGreaterThan(0);
    expect(first!.getByRole('link', { name: /Pay Now/ })).toHaveAttribute('href', '/dashboard/payment/b1');
    expect(second!.getByRole('rowheader')).toHaveTextContent('2');
    expect(second!.getAllByText('$999.50').length).toBeGreaterThan(0);
    expect(second!.queryByRole('link', { name: /Pay Now/ })).not.toBeInTheDocument();
    expect(second!.getByText('Paid')).toBeInTheDocument();
    // A paid order is the record of the purchase: the server refuses to delete it, so the button says so.
    expect(second!.getByRole('button', { name: /Delete order/ })).toBeDisabled();
  });

  it('asks for the own email', async () => {
    let url = '';
    const stub = stubFetch({ 'GET /auth/get-session': session, 'GET /myorders': { body: [] } });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/myorders')) url = String(input);
      return stub.fetchMock(input, init);
    });
    renderPage(<MyOrdersPage />);
    await screen.findByText('You Have No Orders');
    expect(url).toContain('email=bea%40example.test');
  });

  it('shows more orders from after the last one shown (keyset), not by page number', async () => {
    const urls: string[] = [];
    const firstPage = Array.from({ length: 24 }, (_, i) => order({ _id: `o${i}`, productName: `Guitar ${i}` }));
    const stub = stubFetch({
      'GET /auth/get-session': session,
      'GET /myorders': () => ({
        body: urls.length === 1 ? firstPage : [order({ _id: 'o24', productName: 'Guitar 24' })],
      }),
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/myorders')) urls.push(String(input));
      return stub.fetchMock(input, init);
    });
    renderPage(<MyOrdersPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more orders' }));
    await screen.findByText('Guitar 24');
    expect(urls[0]).not.toContain('after=');
    expect(urls[1]).toContain('after=o23');
    expect(urls[1]).not.toContain('page=');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('says "You Have No Orders" when there are none', async () => {
    setup({ 'GET /myorders': { body: [] } });
    expect(await screen.findByText('You Have No Orders')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leads from no orders to the guitars', async () => {
    setup({ 'GET /myorders': { body: [] } });
    await screen.findByText('You Have No Orders');
    expect(screen.getByRole('link', { name: 'Browse guitars' })).toHaveAttribute(
      'href',
      `/category/${DEFAULT_CATEGORY_ID}`,
    );
  });

  it('says what failed and offers Retry', async () => {
    let fail = true;
    const { user } = setup({
      'GET /myorders': () =>
        fail
          ? {
              status: 500,
              body: { statusCode: 500, error: 'x', message: 'Something went wrong on our side. Please try again.' },
            }
          : { body: [order({})] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fender Stratocaster')).toBeInTheDocument();
  });

  it('says when the reviews cannot be read, so the missing review links are explained, and reads them again', async () => {
    let fail = true;
    const { user } = setup({
      'GET /myorders': { body: [order({ status: 'Paid', transactionId: 'txn_1' })] },
      'GET /myreviews': () =>
        fail
          ? {
              status: 500,
              body: { statusCode: 500, error: 'x', message: 'Something went wrong on our side. Please try again.' },
            }
          : { body: [] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your reviews.');
    expect(screen.queryByRole('link', { name: /Write a review/ })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Write a review for Fender Stratocaster' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes an order only once confirmed, toasts "Deleted successfully" and reads the list again', async () => {
    let orders = [order({})];
    const { user, calls } = setup({
      'GET /myorders': () => ({ body: orders }),
      'DELETE /myorders/b1': () => {
        orders = [];
        return { body: { acknowledged: true, deletedCount: 1 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete order for Fender Stratocaster' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.key === 'DELETE /myorders/b1')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete order for Fender Stratocaster' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('You Have No Orders')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /myorders')).toHaveLength(2));
  });

  it("shows the server's reason when an order cannot be deleted", async () => {
    const message = 'A payment for this order is being processed. Please wait a moment and try again.';
    const { user } = setup({
      'GET /myorders': { body: [order({})] },
      'DELETE /myorders/b1': { status: 409, body: { statusCode: 409, error: 'Conflict', message } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete order for Fender Stratocaster' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Deleted successfully')).not.toBeInTheDocument();
  });
});

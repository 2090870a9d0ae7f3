import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render.tsx';
import { stubApi, user } from '../test/admin-fixtures.ts';
import { AllBuyersPage } from './all-buyers-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const BEA = user({ _id: 'b1', name: 'Bea Buyer' });
const BOB = user({ _id: 'b2', name: 'Bob Buyer', img: null });

const renderBuyers = () => renderPage(<AllBuyersPage />, { path: '/dashboard/allbuyer' });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('AllBuyersPage', () => {
  it('lists index, photo, name, email, role and a delete button, with no verification column', async () => {
    const { requests } = stubApi({ 'GET /allbuyer': { body: [BEA, BOB] } });
    renderBuyers();
    const table = await screen.findByRole('table', { name: 'All Buyers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Photo', 'Name', 'Email', 'Role', 'Actions']);
    const [first, second] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(first!.getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(first!.getByRole('img', { name: "Bea Buyer's photo" })).toBeInTheDocument();
    expect(first!.getByText('bea.buyer@example.test')).toBeInTheDocument();
    expect(first!.getByText('buyer')).toBeInTheDocument();
    expect(second!.getByRole('img', { name: 'Bob Buyer has no photo' })).toBeInTheDocument();
    expect(second!.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('Bob Buyer');
    expect(screen.queryByRole('button', { name: 'Verify Seller' })).not.toBeInTheDocument();
    expect(requests[0]!.url).toBe('/api/allbuyer?limit=24');
  });

  it('deletes a buyer after "Are you sure you want to delete the user?" with the error-styled "Buyer Deleted Successfully"', async () => {
    let deleted = false;
    const { requests } = stubApi({
      'GET /allbuyer': () => ({ body: deleted ? [BEA] : [BEA, BOB] }),
      'DELETE /allbuyer/b2': () => {
        deleted = true;
        return { body: { acknowledged: true, deletedCount: 1, deletedProducts: 0, cancelledBookings: 0 } };
      },
    });
    const u = userEvent.setup();
    renderBuyers();
    const row = (await screen.findByText('Bob Buyer')).closest('tr')!;

    await u.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete the user?');
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Bob Buyer')).toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Buyer Deleted Successfully'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Bob Buyer')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/allbuyer/b2']);
  });

  it('says which unpaid orders a deletion cancelled', async () => {
    stubApi({
      'GET /allbuyer': { body: [BEA] },
      'DELETE /allbuyer/b1': {
        body: { acknowledged: true, deletedCount: 1, deletedProducts: 0, cancelledBookings: 2 },
      },
    });
    const u = userEvent.setup();
    renderBuyers();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Also: 2 unpaid orders cancelled.'));
  });

  it('keeps the row and shows the server message when a deletion is refused', async () => {
    stubApi({
      'GET /allbuyer': { body: [BEA] },
      'DELETE /allbuyer/b1': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'Admin accounts cannot be deleted.' },
      },
    });
    const u = userEvent.setup();
    renderBuyers();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Admin accounts cannot be deleted.'));
    expect(toast.error).not.toHaveBeenCalledWith('Buyer Deleted Successfully');
    expect(screen.getByText('Bea Buyer')).toBeInTheDocument();
  });

  it('says "No buyers yet." when there are none, with no pager', async () => {
    stubApi({ 'GET /allbuyer': { body: [] } });
    renderBuyers();
    expect(await screen.findByText('No buyers yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when the list could not load, with Retry after a server failure', async () => {
    stubApi({
      'GET /allbuyer': {
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: 'Please try again in a moment.' },
      },
    });
    renderBuyers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the buyers.');
    expect(alert).toHaveTextContent('Please try again in a moment.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says why a refused list could not load, without a Retry that would be refused again', async () => {
    stubApi({
      'GET /allbuyer': { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Admins only.' } },
    });
    renderBuyers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the buyers.');
    expect(alert).toHaveTextContent('Admins only.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps the buyers already shown and offers Retry when the next page fails', async () => {
    const pageOne = Array.from({ length: 24 }, (_, i) => user({ _id: `p1-${i}`, name: `Buyer ${i + 1}` }));
    const { requests } = stubApi({
      'GET /allbuyer': () =>
        requests.at(-1)!.url.includes('after=')
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is resting.' },
            }
          : { body: pageOne },
    });
    const u = userEvent.setup();
    renderPage(<AllBuyersPage />, { path: '/dashboard/allbuyer' });
    await u.click(await screen.findByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load more of the buyers.');
    expect(screen.getByText('Buyer 1')).toBeInTheDocument();
    expect(requests.at(-1)!.url).toBe('/api/allbuyer?limit=24&after=p1-23');
  });
});

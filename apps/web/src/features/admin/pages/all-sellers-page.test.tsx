import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render.tsx';
import { stubApi, user } from '../test/admin-fixtures.ts';
import { AllSellersPage } from './all-sellers-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const VERIFIED = user({ _id: 's1', name: 'Vera Verified', role: 'seller', verified: true });
const WAITING = user({ _id: 's2', name: 'Uma Unverified', role: 'seller', img: null });

const renderSellers = (initialEntry = '/dashboard/allseller') =>
  renderPage(<AllSellersPage />, { path: '/dashboard/allseller', initialEntry });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('AllSellersPage', () => {
  it('lists index, photo, name, email, role and the Verified label or a Verify Seller button', async () => {
    const { requests } = stubApi({ 'GET /allseller': { body: [VERIFIED, WAITING] } });
    renderSellers();

    expect(await screen.findByRole('heading', { name: 'All Sellers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All Sellers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: "Vera Verified's photo" })).toHaveAttribute('src', '/media/s1-w160.webp');
    expect(first.getByText('vera.verified@example.test')).toBeInTheDocument();
    expect(first.getByText('seller')).toBeInTheDocument();
    expect(first.getByText('Verified')).toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'Verify Seller' })).not.toBeInTheDocument();

    const second = within(rows[1]!);
    expect(second.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Uma Unverified has no photo' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Verify Seller' })).toHaveAccessibleDescription('Uma Unverified');
    expect(second.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    expect(requests[0]!.url).toBe('/api/allseller?limit=24');
  });

  it('verifies a seller only after "Are you sure you want to verify the seller?", then says "Successfully Verified"', async () => {
    let verified = false;
    const { requests } = stubApi({
      'GET /allseller': () => ({ body: [{ ...WAITING, verified }] }),
      'PUT /allseller/s2': () => {
        verified = true;
        return { body: { acknowledged: true, modifiedCount: 1 } };
      },
    });
    const u = userEvent.setup();
    renderSellers();
    await u.click(await screen.findByRole('button', { name: 'Verify Seller' }));

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to verify the seller?');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Verify Seller' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully Verified'));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/allseller/s2');
    expect(put.contentType).toBe('application/json');
    expect(within(rowOf('Uma Unverified')).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Seller' })).not.toBeInTheDocument();
  });

  it('deletes a seller after "Are you sure you want to delete the user?", then removes their products and says so', async () => {
    let deleted = false;
    const { requests } = stubApi({
      'GET /allseller': () => ({ body: deleted ? [VERIFIED] : [VERIFIED, WAITING] }),
      'DELETE /allseller/s2': () => {
        deleted = true;
        return { body: { acknowledged: true, deletedCount: 1, deletedProducts: 2, cancelledBookings: 1 } };
      },
      'DELETE /usersproducts': { body: { acknowledged: true, deletedCount: 0, cancelledBookings: 0 } },
    });
    const u = userEvent.setup();
    renderSellers();
    await u.click(
      within(await screen.findByRole('row', { name: /Uma Unverified/ })).getByRole('button', { name: 'Delete' }),
    );

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the user?');
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Seller Deleted Successfully'));
    expect(toast.info).toHaveBeenCalledWith('Also: 2 unsold listings removed, 1 unpaid order cancelled.');
    const deletes = requests.filter((r) => r.method === 'DELETE').map((r) => r.url);
    expect(deletes).toEqual(['/api/allseller/s2', '/api/usersproducts?email=uma.unverified%40example.test']);
    await waitFor(() => expect(screen.queryByText('Uma Unverified')).not.toBeInTheDocument());
    expect(screen.getByText('Vera Verified')).toBeInTheDocument();
  });

  it('still reports the deletion when the follow-up products call fails: the first call already removed them', async () => {
    stubApi({
      'GET /allseller': { body: [WAITING] },
      'DELETE /allseller/s2': {
        body: { acknowledged: true, deletedCount: 1, deletedProducts: 0, cancelledBookings: 0 },
      },
      'DELETE /usersproducts': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' },
      },
    });
    const u = userEvent.setup();
    renderSellers();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Seller Deleted Successfully'));
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('keeps the row and shows the server message when a deletion is refused', async () => {
    const message =
      'A payment for one of the orders this would cancel is being processed. Please try again in 15 minutes.';
    stubApi({
      'GET /allseller': { body: [WAITING] },
      'DELETE /allseller/s2': { status: 409, body: { statusCode: 409, error: 'Conflict', message } },
    });
    const u = userEvent.setup();
    renderSellers();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('Uma Unverified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('shows the server message when verifying fails, and the button stays', async () => {
    stubApi({
      'GET /allseller': { body: [WAITING] },
      'PUT /allseller/s2': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'No seller has this id.' },
      },
    });
    const u = userEvent.setup();
    renderSellers();
    await u.click(await screen.findByRole('button', { name: 'Verify Seller' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No seller has this id.'));
    expect(screen.getByRole('button', { name: 'Verify Seller' })).toBeEnabled();
  });

  it('shows a spinner while loading, then "No sellers yet." when there are none', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderSellers();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading sellers');
    answer(new Response('[]', { status: 200 }));
    expect(await screen.findByText('No sellers yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when the list could not load and tries again on Retry', async () => {
    let calls = 0;
    stubApi({
      'GET /allseller': () =>
        ++calls === 1
          ? {
              status: 500,
              body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is resting.' },
            }
          : { body: [VERIFIED] },
    });
    const u = userEvent.setup();
    renderSellers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the sellers.');
    expect(alert).toHaveTextContent('The database is resting.');
    await u.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Vera Verified')).toBeInTheDocument();
  });

  it('loads more after the last seller shown (keyset): a full page of 24 has more, a shorter page is the last', async () => {
    const pageOne = Array.from({ length: 24 }, (_, i) =>
      user({ _id: `p1-${i}`, name: `Seller ${i + 1}`, role: 'seller' }),
    );
    const pageTwo = [user({ _id: 'p2-0', name: 'Seller 25', role: 'seller' })];
    const { requests } = stubApi({
      'GET /allseller': () => ({ body: requests.at(-1)!.url.includes('after=') ? pageTwo : pageOne }),
    });
    const u = userEvent.setup();
    renderSellers();

    await u.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Seller 25')).toBeInTheDocument();
    expect(screen.getByText('Seller 1')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '25' })).toBeInTheDocument();
    expect(requests.at(-1)!.url).toBe('/api/allseller?limit=24&after=p1-23');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // 25 rows with their buttons: slow on a shared CI machine, not a wait on anything.
  }, 15_000);
});

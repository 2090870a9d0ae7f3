import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { AdminRow } from '@restrung/shared/admin-accounts';
import { renderPage } from '../../../test/render.tsx';
import { stubApi } from '../test/admin-fixtures.ts';
import { AllAdminsPage } from './all-admins-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const admin = (id: string, name: string): AdminRow => ({
  _id: id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.test`,
  img: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const ADA = admin('a1', 'Ada Admin');
const MAX = admin('a2', 'Max Mistake');
const session = {
  user: { id: 'a1', name: 'Ada Admin', email: 'ada.admin@example.test', image: null, role: 'admin', verified: false },
};

const renderAdmins = () => renderPage(<AllAdminsPage />, { path: '/dashboard/alladmin' });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('AllAdminsPage', () => {
  it('lists admins, marks you, and offers no button on your own row', async () => {
    stubApi({ 'GET /alladmins': { body: [ADA, MAX] }, 'GET /auth/get-session': { body: session } });
    renderAdmins();
    const table = await screen.findByRole('table', { name: 'All Admins' });
    const [you, other] = within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(within(you!).getByText('You')).toBeInTheDocument());
    expect(within(you!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Remove admin rights' })).toHaveAccessibleDescription(
      'Max Mistake',
    );
  });

  it('removes admin rights after the confirmation, with a success toast, and drops the row', async () => {
    let demoted = false;
    const { requests } = stubApi({
      'GET /auth/get-session': { body: session },
      'GET /alladmins': () => ({ body: demoted ? [ADA] : [ADA, MAX] }),
      'PUT /alladmins/a2/demote': () => {
        demoted = true;
        return { body: { acknowledged: true, role: 'buyer' } };
      },
    });
    const u = userEvent.setup();
    renderAdmins();
    const button = await screen.findByRole('button', { name: 'Remove admin rights' });
    await u.click(button);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Remove the admin rights of Max Mistake (max.mistake@example.test)?');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await u.click(button);
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin rights' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Max Mistake is now a buyer.'));
    await waitFor(() => expect(screen.queryByText('Max Mistake')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/api/alladmins/a2/demote',
      contentType: 'application/json',
    });
  });

  it("shows the server's message on a refusal and keeps the row", async () => {
    const message =
      'This is the last admin. Make another account an admin first (npm run create-admin), then try again.';
    stubApi({
      'GET /auth/get-session': { body: session },
      'GET /alladmins': { body: [ADA, MAX] },
      'PUT /alladmins/a2/demote': { status: 409, body: { statusCode: 409, error: 'Conflict', message } },
    });
    const u = userEvent.setup();
    renderAdmins();
    await u.click(await screen.findByRole('button', { name: 'Remove admin rights' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin rights' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('Max Mistake')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    stubApi({
      'GET /auth/get-session': { body: session },
      'GET /alladmins': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' },
      },
    });
    renderAdmins();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the admins.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

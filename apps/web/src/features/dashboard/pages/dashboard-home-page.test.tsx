import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { Role } from '@restrung/shared/constants';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { DashboardHomePage } from './dashboard-home-page.tsx';

const session = (role: Role, verified = false) => ({
  user: { id: 'u1', name: 'Sam Seller', email: 'sam@example.test', image: null, role, verified },
});

// The overview below the welcome has its own tests (components/overview-section.test.tsx).
const OVERVIEW = {
  'GET /dashboard/overview': {
    body: { role: 'seller', listingsByStatus: { Available: 0, Booked: 0, Paid: 0 }, salesPerWeek: [] },
  },
};

// The overview's charts arrive by a lazy import of the charting library. Loaded here first, so that import cannot
// still be running when this file's tests are over and jsdom is gone (Vitest's EnvironmentTeardownError, seen once).
beforeAll(async () => {
  await import('../components/overview-charts.tsx');
}, 30_000);

afterEach(() => vi.unstubAllGlobals());

describe('DashboardHomePage', () => {
  it('tells a verified seller so, with a badge', async () => {
    const { fetchMock, calls } = stubFetch({
      'GET /auth/get-session': { body: session('seller', true) },
      'GET /users': { body: { role: 'seller' } },
      'GET /usersverification': { body: { verified: true } },
      ...OVERVIEW,
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<DashboardHomePage />);
    expect(screen.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeInTheDocument();
    const status = await screen.findByText('Your seller account is verified.');
    expect(within(status.closest('[role="status"]')!).getByText('Verified')).toHaveClass('badge');
    expect(calls.some((c) => c.key === 'GET /usersverification')).toBe(true);
  });

  it('tells a seller awaiting verification what that means for their listings', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /auth/get-session': { body: session('seller') },
        'GET /users': { body: { role: 'seller' } },
        'GET /usersverification': { body: { verified: false } },
        ...OVERVIEW,
      }).fetchMock,
    );
    renderPage(<DashboardHomePage />);
    expect(
      await screen.findByText(
        'Your seller account is awaiting verification by an admin. Your listings become public once it is verified.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your seller account is verified.')).not.toBeInTheDocument();
  });

  it('asks the server, not the session, and offers to try again when it cannot answer', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /auth/get-session': { body: session('seller', true) },
        'GET /users': { body: { role: 'seller' } },
        'GET /usersverification': () =>
          ++calls === 1
            ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Please try again.' } }
            : { body: { verified: false } },
        ...OVERVIEW,
      }).fetchMock,
    );
    renderPage(<DashboardHomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your seller verification.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/awaiting verification by an admin/)).toBeInTheDocument();
  });

  it('shows no verification to buyers and admins', async () => {
    const { fetchMock, calls } = stubFetch({
      'GET /auth/get-session': { body: session('buyer') },
      'GET /users': { body: { role: 'buyer' } },
      'GET /dashboard/overview': { body: { role: 'buyer', ordersByStatus: { Booked: 0, Paid: 0 } } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<DashboardHomePage />);
    expect(await screen.findByText('Signed in as Sam Seller (sam@example.test).')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(/seller account/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /usersverification')).toBe(false);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { Role } from '@restrung/shared/constants';
import type { DashboardOverview, WeeklySales } from '@restrung/shared/dashboard';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { DashboardHomePage } from '../pages/dashboard-home-page.tsx';

/** Twelve Mondays from Sep 7, 2026 to Nov 23, 2026. */
const WEEKS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10));
const sales = (filled: Record<number, [number, number]> = {}): WeeklySales[] =>
  WEEKS.map((week, i) => ({ week, sales: filled[i]?.[0] ?? 0, revenue: filled[i]?.[1] ?? 0 }));

const session = (role: Role) => ({
  user: { id: `u-${role}`, name: 'Sam', email: 'sam@example.test', image: null, role, verified: true },
});

function open(role: Role, overview: DashboardOverview | (() => { status?: number; body: unknown })) {
  const { fetchMock, calls } = stubFetch({
    'GET /auth/get-session': { body: session(role) },
    'GET /users': { body: { role } },
    'GET /usersverification': { body: { verified: true } },
    'GET /dashboard/overview': typeof overview === 'function' ? overview : { body: overview },
  });
  vi.stubGlobal('fetch', fetchMock);
  renderPage(<DashboardHomePage />, { path: '/dashboard' });
  return calls;
}

/** The chart card titled `title`. */
const chart = (title: string) => screen.findByRole('figure', { name: title });
/** Opens a chart's "Show as table" and answers the table, named by the chart's title. */
async function openTable(figure: HTMLElement) {
  await userEvent.setup().click(within(figure).getByText('Show as table'));
  expect(figure.querySelector('details')).toHaveAttribute('open');
  return within(figure).getByRole('table', { name: figure.querySelector('figcaption')!.textContent! });
}
/** Each row's cells, joined with a bar. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join('|'));

// The charts arrive by a lazy import; transforming the charting library once up front keeps each test within its wait.
beforeAll(async () => {
  await import('./overview-charts.tsx');
}, 30_000);

// jsdom has no layout: the charts' responsive container learns a phone-sized box from this stand-in.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        this.report(
          [{ contentRect: { width: 320, height: 224 } } as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Dashboard overview', () => {
  it('shows an admin sales, revenue and new listings per week, users by role and open reports, each with a table', async () => {
    open('admin', {
      role: 'admin',
      salesPerWeek: sales({ 10: [1, 1000], 11: [2, 1350.5] }),
      listingsPerWeek: WEEKS.map((week, i) => ({ week, count: i === 11 ? 4 : 0 })),
      usersByRole: { buyer: 2, seller: 3, admin: 1 },
      openReports: { products: 2, reports: 3 },
    });
    expect(screen.getByRole('heading', { name: 'Welcome to Dashboard' })).toBeInTheDocument();

    const salesChart = await chart('Sales per week');
    expect(within(salesChart).getByRole('img')).toHaveAccessibleName(
      'Sales per week, last 12 weeks: 3 in total; most in the week of Nov 23, 2026 (2).',
    );
    const salesRows = rowsOf(await openTable(salesChart));
    expect(salesRows[0]).toBe('Week of|Sales|Revenue');
    expect(salesRows).toHaveLength(13);
    expect(salesRows[1]).toBe('Sep 7, 2026|0|$0.00');
    expect(salesRows[11]).toBe('Nov 16, 2026|1|$1,000.00');
    expect(salesRows[12]).toBe('Nov 23, 2026|2|$1,350.50');

    const revenue = await chart('Revenue per week');
    expect(within(revenue).getByRole('img')).toHaveAccessibleName(
      'Revenue per week, last 12 weeks: $2,350.50 in total; most in the week of Nov 23, 2026 ($1,350.50).',
    );
    const listings = await chart('New listings per week');
    expect(within(listings).getByRole('img')).toHaveAccessibleName(
      'New listings per week, last 12 weeks: 4 in total; most in the week of Nov 23, 2026 (4).',
    );
    const users = await chart('Users by role');
    expect(within(users).getByRole('img')).toHaveAccessibleName('Users by role: Buyers 2, Sellers 3, Admins 1.');
    expect(rowsOf(await openTable(users))).toEqual(['Role|Users', 'Buyers|2', 'Sellers|3', 'Admins|1']);

    const reports = screen.getByRole('region', { name: 'Open reports' });
    expect(reports).toHaveTextContent('2 reported listings (3 reports)');
    expect(within(reports).getByRole('link', { name: 'Review reported items' })).toHaveAttribute(
      'href',
      '/dashboard/reporteditem',
    );
  }, 30_000);

  it('tells an admin when nothing has sold, nothing was listed and nothing is reported', async () => {
    open('admin', {
      role: 'admin',
      salesPerWeek: sales(),
      listingsPerWeek: WEEKS.map((week) => ({ week, count: 0 })),
      usersByRole: { buyer: 0, seller: 0, admin: 1 },
      openReports: { products: 0, reports: 0 },
    });
    const salesChart = await chart('Sales per week');
    expect(salesChart).toHaveTextContent('No sales yet — sales show here once a buyer pays for an order.');
    expect(within(salesChart).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Revenue per week' })).not.toBeInTheDocument();
    expect(await chart('New listings per week')).toHaveTextContent('No new listings in the last 12 weeks.');
    expect(screen.getByRole('region', { name: 'Open reports' })).toHaveTextContent(
      'No open reports — nothing is waiting for review.',
    );
  });

  it('shows a seller their listings by status and their sales per week', async () => {
    open('seller', {
      role: 'seller',
      listingsByStatus: { Available: 4, Booked: 1, Paid: 2 },
      salesPerWeek: sales({ 3: [2, 1700] }),
    });
    const listings = await chart('Your listings by status');
    expect(within(listings).getByRole('img')).toHaveAccessibleName(
      'Your listings by status: Available 4, Booked 1, Paid 2.',
    );
    // One bar per status, in the theme's colours, drawn once the chart has measured its box.
    await waitFor(() => {
      const bars = listings.querySelectorAll('.recharts-bar-rectangle path');
      expect(Array.from(bars, (bar) => bar.getAttribute('fill'))).toEqual([
        'var(--color-success)',
        'var(--color-warning)',
        'var(--color-primary)',
      ]);
    });
    expect(rowsOf(await openTable(listings))).toEqual(['Status|Listings', 'Available|4', 'Booked|1', 'Paid|2']);
    const mySales = await chart('Your sales per week');
    expect(within(mySales).getByRole('img')).toHaveAccessibleName(
      'Your sales per week, last 12 weeks: 2 in total; most in the week of Sep 28, 2026 (2).',
    );
    expect(rowsOf(await openTable(mySales))).toContain('Sep 28, 2026|2|$1,700.00');
    expect(await chart('Your revenue per week')).toBeInTheDocument();
  }, 30_000);

  it('leads a seller with no listings to Add A Product, and says no sales yet', async () => {
    open('seller', { role: 'seller', listingsByStatus: { Available: 0, Booked: 0, Paid: 0 }, salesPerWeek: sales() });
    const listings = await chart('Your listings by status');
    expect(listings).toHaveTextContent('No listings yet — add your first guitar and it shows here.');
    expect(within(listings).getByRole('link', { name: 'Add A Product' })).toHaveAttribute(
      'href',
      '/dashboard/addproduct',
    );
    expect(await chart('Your sales per week')).toHaveTextContent(
      'No sales yet — your sales show here once a buyer pays for one of your guitars.',
    );
    expect(screen.queryByRole('figure', { name: 'Your revenue per week' })).not.toBeInTheDocument();
  });

  it('shows a buyer their orders by status', async () => {
    open('buyer', { role: 'buyer', ordersByStatus: { Booked: 1, Paid: 3 } });
    const orders = await chart('Your orders by status');
    expect(within(orders).getByRole('img')).toHaveAccessibleName('Your orders by status: Booked 1, Paid 3.');
    expect(rowsOf(await openTable(orders))).toEqual(['Status|Orders', 'Booked|1', 'Paid|3']);
  });

  it('leads a buyer without orders to the guitars', async () => {
    open('buyer', { role: 'buyer', ordersByStatus: { Booked: 0, Paid: 0 } });
    const orders = await chart('Your orders by status');
    expect(orders).toHaveTextContent('No orders yet — browse the guitars and book one you like.');
    expect(within(orders).getByRole('link', { name: 'Browse guitars' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/category\//),
    );
  });

  it('shows placeholders while loading, and a Retry that loads the overview after a failure', async () => {
    let calls = 0;
    open('buyer', () =>
      ++calls === 1
        ? {
            status: 500,
            body: {
              statusCode: 500,
              error: 'Internal Server Error',
              message: 'Something went wrong on our side. Please try again.',
            },
          }
        : { body: { role: 'buyer', ordersByStatus: { Booked: 0, Paid: 2 } } },
    );
    expect(await screen.findByText('Loading your overview…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your overview.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await chart('Your orders by status')).getByRole('img')).toHaveAccessibleName(
      'Your orders by status: Booked 0, Paid 2.',
    );
    expect(calls).toBe(2);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render.tsx';
import { reportedItem, stubApi } from '../test/admin-fixtures.ts';
import { ReportedItemsPage } from './reported-items-page.tsx';
import { KEEP_REPORTED_TEXTS } from '@restrung/shared/admin';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const OLDER = reportedItem({
  _id: 'p1',
  productName: 'Fender Strat',
  askingPrice: 1250,
  lastReportedAt: '2026-02-01T09:00:00.000Z',
});
const NEWER = reportedItem({
  _id: 'p2',
  productName: 'Gibson Les Paul',
  askingPrice: 899.5,
  reportCount: 3,
  lastReportedAt: '2026-03-05T12:00:00.000Z',
  // Out of order on purpose: the page shows the newest report first.
  reporters: [
    { name: 'Ann Early', email: 'ann@example.test', reportedAt: '2026-03-01T08:00:00.000Z' },
    { name: 'Cat Latest', email: 'cat@example.test', reportedAt: '2026-03-05T12:00:00.000Z' },
    { name: 'Ben Middle', email: 'ben@example.test', reportedAt: '2026-03-03T10:00:00.000Z' },
  ],
});

const renderReported = () => renderPage(<ReportedItemsPage />, { path: '/dashboard/reporteditem' });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('ReportedItemsPage', () => {
  it('lists photo, product name, seller email, seller name, asking price, newest-reported first', async () => {
    const { requests } = stubApi({ 'GET /reporteditems': { body: [OLDER, NEWER] } });
    renderReported();
    const table = await screen.findByRole('table', { name: 'Reported Items' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Gibson Les Paul', 'Fender Strat']);

    const strat = within(rows[1]!);
    expect(strat.getByRole('img', { name: 'Photo of Fender Strat' })).toHaveAttribute('src', '/media/p1-w160.webp');
    expect(strat.getByRole('link', { name: 'Fender Strat' })).toHaveAttribute('href', '/product/p1');
    expect(strat.getByText('sam.seller@example.test')).toBeInTheDocument();
    expect(strat.getByText('Sam Seller')).toBeInTheDocument();
    expect(strat.getByText('$1,250.00')).toBeInTheDocument();
    expect(strat.getByText('Reported 1 time')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$899.50')).toBeInTheDocument();
    expect(requests[0]!.url).toBe('/api/reporteditems?limit=24');
  });

  it('shows how many times and by whom an item was reported, newest first', async () => {
    stubApi({ 'GET /reporteditems': { body: [NEWER] } });
    const u = userEvent.setup();
    renderReported();
    expect(await screen.findByText('Reported 3 times')).toBeInTheDocument();
    await u.click(screen.getByText('Reported by'));
    const reporters = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(reporters.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Cat Latest (cat@example.test)'),
      expect.stringContaining('Ben Middle (ben@example.test)'),
      expect.stringContaining('Ann Early (ann@example.test)'),
    ]);
    expect(within(reporters[0]!).getByText(/2026/)).toHaveAttribute('datetime', '2026-03-05T12:00:00.000Z');
  });

  it('deletes an item after "Are you sure you want to delete th product?" and says "Deleted successfully"', async () => {
    let deleted = false;
    const { requests } = stubApi({
      'GET /reporteditems': () => ({ body: deleted ? [] : [NEWER] }),
      'DELETE /products/p2': () => {
        deleted = true;
        return { body: { acknowledged: true, deletedCount: 1 } };
      },
    });
    const u = userEvent.setup();
    renderReported();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete th product?');
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deleted successfully'));
    expect(requests.find((r) => r.method === 'DELETE')!.url).toBe('/api/products/p2');
    expect(await screen.findByText('No Reported Items')).toBeInTheDocument();
  });

  it('keeps the item and shows the server message when the deletion is refused', async () => {
    const message =
      'A buyer has booked this product and not paid yet. It can be deleted once the order is paid or cancelled.';
    stubApi({
      'GET /reporteditems': { body: [NEWER] },
      'DELETE /products/p2': { status: 409, body: { statusCode: 409, error: 'Conflict', message } },
    });
    const u = userEvent.setup();
    renderReported();
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Gibson Les Paul' })).toBeInTheDocument();
  });

  it('keeps a listing whose reports are unfounded, after asking, and the row goes', async () => {
    let kept = false;
    const { requests } = stubApi({
      'GET /reporteditems': () => ({ body: kept ? [OLDER] : [NEWER, OLDER] }),
      'POST /reporteditems/p2/keep': () => {
        kept = true;
        return { body: { acknowledged: true, closedReports: 3 } };
      },
    });
    const u = userEvent.setup();
    renderReported();
    const row = (await screen.findByRole('link', { name: 'Gibson Les Paul' })).closest('tr')!;
    const keep = within(row).getByRole('button', { name: 'Keep Listing' });
    expect(keep).toHaveAccessibleDescription('Gibson Les Paul');

    await u.click(keep);
    expect(screen.getByRole('dialog')).toHaveTextContent(KEEP_REPORTED_TEXTS.confirm);
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await u.click(keep);
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep Listing' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(KEEP_REPORTED_TEXTS.done));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/reporteditems/p2/keep']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Gibson Les Paul' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Fender Strat' })).toBeInTheDocument();
  });

  it('says why keeping was refused, and reads the list again: another admin may have decided already', async () => {
    let handled = false;
    stubApi({
      'GET /reporteditems': () => ({ body: handled ? [] : [NEWER] }),
      'POST /reporteditems/p2/keep': () => {
        handled = true;
        return {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: KEEP_REPORTED_TEXTS.nothingOpen },
        };
      },
    });
    const u = userEvent.setup();
    renderReported();
    await u.click(await screen.findByRole('button', { name: 'Keep Listing' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep Listing' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(KEEP_REPORTED_TEXTS.nothingOpen));
    expect(toast.success).not.toHaveBeenCalled();
    expect(await screen.findByText('No Reported Items')).toBeInTheDocument();
  });

  it('says "No Reported Items" when there are none', async () => {
    stubApi({ 'GET /reporteditems': { body: [] } });
    renderReported();
    expect(await screen.findByText('No Reported Items')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list could not load', async () => {
    stubApi({
      'GET /reporteditems': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' },
      },
    });
    renderReported();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the reported items.');
  });
});

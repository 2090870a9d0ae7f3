import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@restrung/shared/audit-log';
import { renderPage } from '../../../test/render.tsx';
import { stubApi } from '../test/admin-fixtures.ts';
import { AuditLogPage } from './audit-log-page.tsx';

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: id,
  createdAt: '2026-03-02T10:15:00.000Z',
  actor: { id: 'a1', name: 'Ada Admin', email: 'ada@example.test' },
  action: 'seller.verified',
  target: { type: 'user', id: `t-${id}`, name: 'Sam Seller', email: 'sam@example.test' },
  details: {},
  ...overrides,
});

const renderLog = () => renderPage(<AuditLogPage />, { path: '/dashboard/auditlog' });

afterEach(() => vi.unstubAllGlobals());

describe('AuditLogPage', () => {
  it('shows one sentence and a date per entry, newest first as the server answers', async () => {
    stubApi({
      'GET /auditlog': {
        body: {
          entries: [
            entry('e2', {
              action: 'buyer.deleted',
              target: { type: 'user', id: 'b', name: 'Bea Buyer', email: 'bea@example.test' },
              details: { cancelledBookings: 2 },
            }),
            entry('e1'),
            entry('e0', {
              actor: { id: null, name: 'command line', email: null },
              action: 'admin.created',
              target: { type: 'user', id: 'x', name: 'Admin', email: 'root@example.test' },
            }),
          ],
          nextCursor: null,
        },
      },
    });
    renderLog();
    const list = await screen.findByRole('list', { name: 'Audit Log' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Ada Admin deleted buyer Bea Buyer (bea@example.test) — 2 unpaid orders cancelled',
      'Ada Admin verified seller Sam Seller (sam@example.test)',
      'command line created the admin account Admin (root@example.test)',
    ]);
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-02T10:15:00.000Z');
    expect(items[0]!.querySelector('time')!.textContent).toMatch(/2026/);
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads older entries with the cursor and keeps what is shown', async () => {
    const { requests } = stubApi({
      'GET /auditlog': (init) => {
        void init;
        const older = requests.at(-1)!.url.includes('before=');
        return older
          ? {
              body: {
                entries: [
                  entry('e1', { target: { type: 'user', id: 'o', name: 'Old Seller', email: 'old@example.test' } }),
                ],
                nextCursor: null,
              },
            }
          : {
              body: {
                entries: [entry('e2')],
                nextCursor: '2026-03-02T10:15:00.123456Z_0190aaaa-0000-7000-8000-000000000001',
              },
            };
      },
    });
    const u = userEvent.setup();
    renderLog();
    await u.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Ada Admin verified seller Old Seller (old@example.test)');
    expect(screen.getByText('Ada Admin verified seller Sam Seller (sam@example.test)')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual([
      '/api/auditlog?limit=20',
      `/api/auditlog?limit=20&before=${encodeURIComponent('2026-03-02T10:15:00.123456Z_0190aaaa-0000-7000-8000-000000000001')}`,
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing has been done yet', async () => {
    stubApi({ 'GET /auditlog': { body: { entries: [], nextCursor: null } } });
    renderLog();
    expect(await screen.findByText('No admin actions yet')).toBeInTheDocument();
  });

  it('shows the server message and a Retry that loads the log', async () => {
    let fail = true;
    stubApi({
      'GET /auditlog': () =>
        fail
          ? {
              status: 503,
              body: {
                statusCode: 503,
                error: 'Service Unavailable',
                message: 'The database is not answering. Please try again.',
              },
            }
          : { body: { entries: [entry('e1')], nextCursor: null } },
    });
    const u = userEvent.setup();
    renderLog();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the audit log.');
    expect(alert).toHaveTextContent('The database is not answering. Please try again.');
    fail = false;
    await u.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByText('Ada Admin verified seller Sam Seller (sam@example.test)')).toBeInTheDocument(),
    );
  });

  it('announces loading', async () => {
    stubApi({ 'GET /auditlog': { body: { entries: [], nextCursor: null } } });
    renderLog();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log');
    await screen.findByText('No admin actions yet');
  });
});

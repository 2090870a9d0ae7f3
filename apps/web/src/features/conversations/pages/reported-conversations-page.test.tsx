import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { CLOSE_REPORT_TEXTS, CONVERSATION_MESSAGES, type Conversation } from '@restrung/shared/conversation';
import { setupPage } from '../../../test/page-setup.tsx';
import { ReportedConversationsPage } from './reported-conversations-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast, ToastContainer: () => null }));

const reported = (id: string, buyerName: string): Conversation => ({
  _id: id,
  productId: 'p-1',
  productName: 'Gibson Les Paul Studio',
  productPhoto: '/media/x.webp',
  buyerName,
  sellerName: 'Sam Seller',
  myRole: 'admin',
  otherName: buyerName,
  unread: 0,
  lastMessageAt: '2026-11-23T02:00:00.000Z',
  lastMessage: 'Pay me outside the site',
  reported: true,
  reportReason: 'Asks to pay outside the site.',
  reportedAt: '2026-11-23T03:00:00.000Z',
  open: true,
});

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('ReportedConversationsPage', () => {
  it('closes a report after asking: one call, a toast, and the row goes', async () => {
    let closed = false;
    const { calls, user } = setupPage(
      <ReportedConversationsPage />,
      {
        'GET /conversations/reported': () => ({
          body: closed ? [reported('c-2', 'Cy')] : [reported('c-1', 'Bea'), reported('c-2', 'Cy')],
        }),
        'POST /conversations/c-1/report/close': () => {
          closed = true;
          return { body: { acknowledged: true } };
        },
      },
      { path: '/dashboard/reportedmessages' },
    );
    const row = (await screen.findByText(/^Bea and Sam Seller/)).closest('li')!;
    const button = within(row).getByRole('button', { name: CLOSE_REPORT_TEXTS.button });
    expect(button).toHaveAccessibleDescription('Bea and Sam Seller about Gibson Les Paul Studio');

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: CLOSE_REPORT_TEXTS.button }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CLOSE_REPORT_TEXTS.done));
    expect(calls.filter((c) => c.key === 'POST /conversations/c-1/report/close')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/^Bea and Sam Seller/)).not.toBeInTheDocument());
    expect(screen.getByText(/^Cy and Sam Seller/)).toBeInTheDocument();
  });

  it('says why closing was refused, and reads the list again', async () => {
    let handled = false;
    const { user } = setupPage(
      <ReportedConversationsPage />,
      {
        'GET /conversations/reported': () => ({ body: handled ? [] : [reported('c-1', 'Bea')] }),
        'POST /conversations/c-1/report/close': () => {
          handled = true;
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: CONVERSATION_MESSAGES.noOpenReport },
          };
        },
      },
      { path: '/dashboard/reportedmessages' },
    );
    await user.click(await screen.findByRole('button', { name: CLOSE_REPORT_TEXTS.button }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: CLOSE_REPORT_TEXTS.button }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CONVERSATION_MESSAGES.noOpenReport));
    expect(await screen.findByText('No reported conversations')).toBeInTheDocument();
  });

  it('says so when nothing is reported', async () => {
    setupPage(
      <ReportedConversationsPage />,
      { 'GET /conversations/reported': { body: [] } },
      { path: '/dashboard/reportedmessages' },
    );
    expect(await screen.findByText('No reported conversations')).toBeInTheDocument();
  });
});

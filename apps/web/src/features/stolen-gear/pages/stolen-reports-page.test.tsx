import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { STOLEN_MESSAGES } from '@restrung/shared/stolen-report';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { StolenReportsPage } from './stolen-reports-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const pending = {
  _id: '0190c000-0000-7000-8000-000000000001',
  serialNumber: 'US123456',
  brand: 'Fender',
  model: 'Telecaster',
  policeReference: 'APD-1',
  status: 'pending',
  reportedOn: 'Nov 20, 2026',
  reporterName: 'Rob Reporter',
  reporterEmail: 'rob@example.test',
  matchingListings: 1,
};

describe('StolenReportsPage', () => {
  it('confirms a pending report after asking, and says so', async () => {
    const { fetchMock, calls } = stubFetch({
      'GET /stolen-reports': { body: [pending] },
      'GET /stolen-reports/held-listings': { body: [] },
      [`PUT /stolen-reports/${pending._id}`]: {
        body: { acknowledged: true, status: 'confirmed', matchingListings: 1 },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<StolenReportsPage />);
    const queue = await screen.findByRole('list', { name: 'Waiting for a decision' });
    const item = within(queue).getByRole('listitem');
    expect(item).toHaveTextContent('Rob Reporter (rob@example.test)');
    expect(item).toHaveTextContent('police reference APD-1');
    expect(item).toHaveTextContent('1 matching listing');
    expect(await screen.findByText('No listings are held.')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Confirm stolen' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('1 matching listing will be hidden from buyers');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(STOLEN_MESSAGES.confirmed));
    const put = calls.find((c) => c.key === `PUT /stolen-reports/${pending._id}`)!;
    expect(JSON.parse(String(put.init?.body))).toEqual({ decision: 'confirmed' });
  });

  it('while a decision is sent, only its button waits, and a refusal leaves the row to decide again', async () => {
    const { fetchMock } = stubFetch({
      'GET /stolen-reports': { body: [pending] },
      'GET /stolen-reports/held-listings': { body: [] },
      [`PUT /stolen-reports/${pending._id}`]: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'This report was already decided.' },
      },
    });
    let answer!: () => void;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await new Promise<void>((resolve) => (answer = resolve));
      return fetchMock(input, init);
    });
    const user = userEvent.setup();
    renderPage(<StolenReportsPage />);
    const queue = await screen.findByRole('list', { name: 'Waiting for a decision' });
    const item = within(queue).getByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));

    const reject = within(item).getByRole('button', { name: 'Reject' });
    await waitFor(() => expect(reject).toHaveAttribute('aria-disabled', 'true'));
    expect(reject).not.toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Confirm stolen' })).not.toHaveAttribute('aria-disabled');
    answer();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This report was already decided.'));
    expect(reject).not.toHaveAttribute('aria-disabled');
  });
});

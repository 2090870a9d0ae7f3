import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { STOLEN_MESSAGES } from '@restrung/shared/stolen-report';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { ReportStolenPage } from './report-stolen-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ReportStolenPage', () => {
  it('names each missing field, then sends the report and clears the form', async () => {
    const { fetchMock, calls } = stubFetch({
      'GET /stolen-reports/mine': { body: [] },
      'POST /stolen-reports': { body: { acknowledged: true, insertedId: 'r1' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<ReportStolenPage />);
    expect(await screen.findByText('You have not reported any stolen gear.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report as stolen' }));
    for (const message of [
      STOLEN_MESSAGES.serialRequired,
      STOLEN_MESSAGES.brandRequired,
      STOLEN_MESSAGES.modelRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /stolen-reports')).toHaveLength(0);

    await user.type(screen.getByLabelText('Serial number'), 'US-123 456');
    await user.type(screen.getByLabelText('Brand'), 'Fender');
    await user.type(screen.getByLabelText('Model'), 'Stratocaster');
    await user.click(screen.getByRole('button', { name: 'Report as stolen' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(STOLEN_MESSAGES.reported));
    const post = calls.find((c) => c.key === 'POST /stolen-reports')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      serialNumber: 'US-123 456',
      brand: 'Fender',
      model: 'Stratocaster',
    });
    expect(screen.getByLabelText('Serial number')).toHaveValue('');
  });

  it('keeps what was typed when the server refuses', async () => {
    const { fetchMock } = stubFetch({
      'GET /stolen-reports/mine': { body: [] },
      'POST /stolen-reports': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: STOLEN_MESSAGES.alreadyReported },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<ReportStolenPage />);
    await user.type(await screen.findByLabelText('Serial number'), 'US123456');
    await user.type(screen.getByLabelText('Brand'), 'Fender');
    await user.type(screen.getByLabelText('Model'), 'Stratocaster');
    await user.click(screen.getByRole('button', { name: 'Report as stolen' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(STOLEN_MESSAGES.alreadyReported));
    expect(screen.getByLabelText('Serial number')).toHaveValue('US123456');
  });

  it('lists my reports with their status', async () => {
    const { fetchMock } = stubFetch({
      'GET /stolen-reports/mine': {
        body: [
          {
            _id: 'r1',
            serialNumber: 'US123456',
            brand: 'Fender',
            model: 'Stratocaster',
            policeReference: null,
            status: 'confirmed',
            reportedOn: 'Nov 2, 2026',
          },
        ],
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<ReportStolenPage />);
    expect(await screen.findByText('Fender Stratocaster')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Reported Nov 2, 2026')).toBeInTheDocument();
  });
});

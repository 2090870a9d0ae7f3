import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@restrung/shared/messages';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { ReportButton } from './report-button.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const PRODUCT = { _id: 'p-1', productName: 'Gibson Les Paul Studio' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ReportButton', () => {
  it('asks first; confirming reports the product and shows "Reported Successfully!!" error-styled', async () => {
    const { fetchMock, calls } = stubFetch({
      'PUT /reportproducts/p-1': { body: { acknowledged: true, alreadyReported: false } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<ReportButton product={PRODUCT} />);

    await user.click(await screen.findByRole('button', { name: /Report To Admin/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.confirmReport);
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.toastReported));
    expect(toast.success).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.key).toBe('PUT /reportproducts/p-1');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ report: true });
  });

  it('shows "Reported" instead of an active button when this buyer already reported the product', async () => {
    const { fetchMock, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<ReportButton product={{ ...PRODUCT, reportedByMe: true }} />);
    expect(await screen.findByText('Reported')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report To Admin/ })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows "Reported" right after a report goes through', async () => {
    const { fetchMock } = stubFetch({
      'PUT /reportproducts/p-1': { body: { acknowledged: true, alreadyReported: false } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<ReportButton product={{ ...PRODUCT, reportedByMe: false }} />);
    await user.click(await screen.findByRole('button', { name: /Report To Admin/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Reported')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report To Admin/ })).not.toBeInTheDocument();
  });

  it('cancelling shows "Okay!!" and sends nothing', async () => {
    const { fetchMock, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<ReportButton product={PRODUCT} />);

    await user.click(await screen.findByRole('button', { name: /Report To Admin/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.toastReportCancelled));
    expect(toast.error).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it("says why a report failed, in the server's words", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'PUT /reportproducts/p-1': {
          status: 429,
          body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many reports. Please wait a minute.' },
        },
      }).fetchMock,
    );
    const user = userEvent.setup();
    renderPage(<ReportButton product={PRODUCT} />);

    await user.click(await screen.findByRole('button', { name: /Report To Admin/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Report' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many reports. Please wait a minute.'));
    expect(toast.error).not.toHaveBeenCalledWith(MESSAGES.toastReported);
    expect(screen.getByRole('button', { name: /Report To Admin/ })).toBeEnabled();
  });
});

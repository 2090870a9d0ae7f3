import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { PriceGuide } from './price-guide.tsx';

afterEach(() => vi.unstubAllGlobals());

const show = (body: unknown) => {
  const stub = stubFetch({ 'GET /price-guide': { body } });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderPage(<PriceGuide brand="Fender" model="Stratocaster" />);
  return stub;
};

describe('PriceGuide', () => {
  it('shows lowest, median, highest and how many from 3 sales', async () => {
    show({ count: 3, lowest: 700, median: 850.5, highest: 1200 });
    expect(await screen.findByRole('heading', { name: 'Recent sale prices' })).toBeInTheDocument();
    expect(screen.getByText(/Fender Stratocaster sold on Restrung in the last 12 months: 3 sales/)).toBeInTheDocument();
    for (const price of ['$700.00', '$850.50', '$1,200.00']) expect(screen.getByText(price)).toBeInTheDocument();
  });

  it('shows nothing with 2 sales', async () => {
    const stub = show({ count: 2, lowest: null, median: null, highest: null });
    await vi.waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Recent sale prices' })).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderPage, stubFetch } from '../../../test/render.tsx';
import { StatsSection } from './stats-section.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('StatsSection', () => {
  it('shows Total Products, Total Users and Total Sells from GET /stats', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /stats': { body: { totalProducts: 1234, totalUsers: 56, totalSells: 7 } } }).fetchMock,
    );
    renderPage(<StatsSection />);
    const value = (label: string) => screen.getByText(label).nextElementSibling;
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(value('Total Products')).toHaveTextContent('1,234');
    expect(value('Total Users')).toHaveTextContent('56');
    expect(value('Total Sells')).toHaveTextContent('7');
  });

  it('offers Retry when the statistics could not load', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /stats': {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'Counting failed.' },
        },
      }).fetchMock,
    );
    renderPage(<StatsSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the statistics.');
  });
});

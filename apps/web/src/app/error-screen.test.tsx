import { render, screen } from '@testing-library/preact';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@restrung/shared/messages';
import { ErrorScreen } from './error-screen.tsx';

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

describe('ErrorScreen', () => {
  it('fills the layout for an unknown path', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <Layout />, children: [{ path: '*', element: <ErrorScreen /> }] }],
      {
        initialEntries: ['/nowhere'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.errorScreen })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /broken string/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('brings its own main landmark when a route fails and the layout is gone', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          errorElement: <ErrorScreen />,
          loader: () => {
            throw new Error('the database is down');
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent(MESSAGES.errorScreen);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

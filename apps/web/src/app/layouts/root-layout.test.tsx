import { afterEach, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { RootLayout } from './root-layout.tsx';

afterEach(() => vi.restoreAllMocks());

/** Each scroll the app asks for, with the page heading on screen when it asked. */
function recordScrolls() {
  const scrolls: { y: number; heading: string | null | undefined }[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrolls.push({ y, heading: document.querySelector('h1')?.textContent });
  }) as typeof window.scrollTo);
  return scrolls;
}

it('Back returns to the place on the page being returned to, once that page is on screen', async () => {
  const scrolls = recordScrolls();
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/', element: <Link to="/next">Next</Link> },
          { path: '/long', element: <h1>Long page</h1> },
          { path: '/next', element: <h1>Next page</h1> },
        ],
      },
    ],
    { initialEntries: ['/long'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Long page' })).toBeInTheDocument();

  // The reader has scrolled down the long page when they follow a link.
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1962);
  await act(() => router.navigate('/next'));
  expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  expect(scrolls.at(-1)?.y).toBe(0);

  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
  await act(() => router.navigate(-1));
  expect(await screen.findByRole('heading', { name: 'Long page' })).toBeInTheDocument();
  // A scroll while the page left is still on screen is cut short by its height: the last one must be on the long page.
  await vi.waitFor(() => expect(scrolls.at(-1)).toEqual({ y: 1962, heading: 'Long page' }));
});

import { afterEach, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootLayout } from './root-layout.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** Each scroll the app asks for, with the page heading on screen when it asked. */
function recordScrolls() {
  const scrolls: { y: number; heading: string | null | undefined }[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrolls.push({ y, heading: document.querySelector('h1')?.textContent });
  }) as typeof window.scrollTo);
  return scrolls;
}

/** Like the home page: its sections are drawn after its first draw (they come with the page's own code). */
function HomeWithLateSections() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <h1>Home</h1>
      {drawn && <section id="categories">Shop by Category</section>}
    </>
  );
}

/** Three pages under the root layout; the home page has a section to link to ("/#categories"). */
function threePages(initialEntry: string) {
  return createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          {
            path: '/',
            element: <HomeWithLateSections />,
          },
          { path: '/long', element: <h1>Long page</h1> },
          { path: '/next', element: <h1>Next page</h1> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
}

it('Back returns to the place on the page being returned to, once that page is on screen', async () => {
  const scrolls = recordScrolls();
  const router = threePages('/long');
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

it('a link to a section of another page brings that section into view, once the page is on screen', async () => {
  recordScrolls();
  const inView: (string | null)[] = [];
  // jsdom has no scrollIntoView; record which element was asked, and which page was on screen.
  Element.prototype.scrollIntoView = function (this: Element) {
    inView.push(`${this.id} on ${document.querySelector('h1')?.textContent}`);
  };
  const router = threePages('/long');
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Long page' })).toBeInTheDocument();

  await act(() => router.navigate('/#categories'));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  await vi.waitFor(() => expect(inView).toEqual(['categories on Home']));
});

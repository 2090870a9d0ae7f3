import { act, render, waitFor } from '@testing-library/preact';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTitle } from '../components/page-title.tsx';
import { ANNOUNCE_AFTER_MS, RouteAnnouncer } from './route-announcer.tsx';

/** The shadow roots the announcer attaches (closed, so only this spy can reach them). */
function watchShadowRoots() {
  const roots: ShadowRoot[] = [];
  const attach = HTMLElement.prototype.attachShadow;
  vi.spyOn(HTMLElement.prototype, 'attachShadow').mockImplementation(function (this: HTMLElement, init) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  return roots;
}

function renderAt(path: string) {
  const titled = (title: string) => () => <PageTitle>{title}</PageTitle>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteAnnouncer />
            <Outlet />
          </>
        ),
        children: [
          { path: 'login', Component: titled('Sign In | Restrung') },
          { path: 'dashboard/myorders', Component: titled('My Orders | Restrung') },
          { path: 'search', Component: titled('Search | Restrung') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.title = '';
});

describe('the page announcer', () => {
  it('reads out the new page’s title after a move, in a live region outside the page’s text', async () => {
    vi.useFakeTimers();
    const roots = watchShadowRoots();
    const { router } = renderAt('/login');
    const region = roots[0]!.querySelector('[aria-live]')!;
    expect(roots[0]!.mode).toBe('closed');
    expect(region.getAttribute('aria-live')).toBe('assertive');
    // The first page is announced by the browser as it loads.
    await act(() => {
      vi.advanceTimersByTime(ANNOUNCE_AFTER_MS);
    });
    expect(region.textContent).toBe('');

    await act(() => router.navigate('/dashboard/myorders'));
    await act(() => {
      vi.advanceTimersByTime(ANNOUNCE_AFTER_MS);
    });
    expect(region.textContent).toBe('My Orders | Restrung');
    // Nothing of it is in the page.
    expect(document.body.textContent).not.toContain('My Orders | Restrung');
  });

  it('says nothing when only the query changes: the same page, filtered or sorted', async () => {
    vi.useFakeTimers();
    const roots = watchShadowRoots();
    const { router } = renderAt('/search?q=strat');
    const region = roots[0]!.querySelector('[aria-live]')!;
    await act(() => router.navigate('/search?q=strat&sort=price_asc'));
    await act(() => {
      vi.advanceTimersByTime(ANNOUNCE_AFTER_MS);
    });
    expect(region.textContent).toBe('');
  });

  it('takes its region away with the app', async () => {
    const roots = watchShadowRoots();
    const { view } = renderAt('/login');
    const host = roots[0]!.host;
    expect(document.body).toContainElement(host as HTMLElement);
    view.unmount();
    await waitFor(() => expect(host.isConnected).toBe(false));
  });
});

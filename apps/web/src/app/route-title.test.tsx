import { act, render } from '@testing-library/preact';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitle } from '../components/page-title.tsx';
import { routes } from '../router.tsx';
import { type RouteHandle, RouteTitle } from './route-title.tsx';

/** As root-layout.tsx draws it: the route's title before the page. */
function Root() {
  return (
    <>
      <RouteTitle />
      <Outlet />
    </>
  );
}

const Empty = () => null;
const titled = (title: string): RouteHandle => ({ title });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        children: [
          { index: true, Component: Empty },
          { path: 'login', handle: titled('Sign In'), Component: Empty },
          {
            path: 'product/:id',
            handle: titled('Guitar'),
            Component: () => <PageTitle>Fender Jazz Bass | Restrung</PageTitle>,
          },
          {
            path: 'dashboard',
            handle: titled('Dashboard'),
            Component: Outlet,
            children: [
              { index: true, Component: Empty },
              { path: 'myorders', handle: titled('My Orders'), Component: Empty },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  document.title = '';
});

describe('the browser tab names the page shown', () => {
  it('after the deepest route that has a title, then the brand', () => {
    renderAt('/dashboard/myorders');
    expect(document.title).toBe('My Orders | Restrung');
  });

  it('with the brand alone where no route names the page (home)', () => {
    document.title = 'left from before';
    renderAt('/');
    expect(document.title).toBe('Restrung');
  });

  it('with the title a page sets from its data, which wins over its route’s', () => {
    renderAt('/product/p1');
    expect(document.title).toBe('Fender Jazz Bass | Restrung');
  });

  it('follows every move, leaving nothing of the page before, its own title included', async () => {
    const router = renderAt('/product/p1');
    await act(() => router.navigate('/dashboard/myorders'));
    expect(document.title).toBe('My Orders | Restrung');
    await act(() => router.navigate('/product/p1'));
    expect(document.title).toBe('Fender Jazz Bass | Restrung');
    await act(() => router.navigate('/dashboard'));
    expect(document.title).toBe('Dashboard | Restrung');
    await act(() => router.navigate('/'));
    expect(document.title).toBe('Restrung');
    await act(() => router.navigate('/login'));
    expect(document.title).toBe('Sign In | Restrung');
  });
});

/** Every route the app draws a page for, and its title; the home page's is the brand alone. */
function untitledPages(list: RouteObject[], path = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index ? `${path}/` : route.path ? `${path}/${route.path}` : path;
    const isPage = route.index || (route.path && !route.children);
    const untitled = isPage && !(route.handle as RouteHandle | undefined)?.title && here !== '/' ? [here] : [];
    return [...untitled, ...untitledPages(route.children ?? [], route.path === '/' ? '' : here)];
  });
}

describe("the app's routes", () => {
  it('each name their page, the error screens too', () => {
    expect(untitledPages(routes)).toEqual([]);
  });
});

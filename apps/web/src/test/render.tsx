import type { ReactElement } from 'react';
import { render } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { PageScrollRestoration } from '../app/layouts/page-scroll-restoration.tsx';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { AppBuyerButtons, buyerButtonsSettled } from '../app/buyer-buttons.tsx';
import { afterEach } from 'vitest';

/** Renders a page inside the app's providers and a memory data router; extra routes show where it navigates. */
interface RenderOptions {
  path?: string;
  initialEntry?: string;
  routes?: RouteObject[];
  /** Under the app's scroll restoration, as every page is (the root layout's): for a page's Back and reload. */
  scrollRestoration?: boolean;
}

function ScrollRestoring() {
  return (
    <>
      <PageScrollRestoration />
      <Outlet />
    </>
  );
}

export function renderPage(
  element: ReactElement,
  { path = '/', initialEntry, routes = [], scrollRestoration = false }: RenderOptions = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pages: RouteObject[] = [{ path, element }, ...routes, { path: '*', element: <p>Elsewhere</p> }];
  const router = createMemoryRouter(scrollRestoration ? [{ Component: ScrollRestoring, children: pages }] : pages, {
    initialEntries: [initialEntry ?? path],
  });
  const result = render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <AppBuyerButtons>
          <RouterProvider router={router} />
        </AppBuyerButtons>
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

// Every page rendered here starts loading the buyer-button chunks; a test that ends first would leave those imports
// running into the environment's teardown (an EnvironmentTeardownError that fails the whole run).
afterEach(() => buyerButtonsSettled());

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A fetch stand-in answering by "METHOD /path" (without /api); records every call. */
export function stubFetch(handlers: Record<string, Reply | ((init: RequestInit | undefined) => Reply)>) {
  const calls: { key: string; init: RequestInit | undefined }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    calls.push({ key, init });
    const handler = handlers[key];
    if (!handler)
      return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: `no stub for ${key}` }), {
        status: 404,
      });
    const reply = typeof handler === 'function' ? handler(init) : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: reply.headers,
    });
  };
  return { fetchMock, calls };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderPage, stubFetch } from '../test/render.tsx';
import { aProduct, CATEGORIES, CATEGORY_ID, signedInAs, signedOut } from '../features/products/test/fixtures.ts';
import { HomeSections } from './pages/home-page.tsx';
import { aSearchResult } from '../features/products/test/search-fixtures.ts';
import { CategoryPage } from '../features/products/pages/category-page.tsx';
import { api, setTokenSource } from '../lib/api-client.ts';
import { startEarlyRequests, takeEarlyResponse } from '../lib/early-requests.ts';
import { firstChunkOf, firstRequestsOf } from './first-requests.ts';
import { categoryPageChunk, productPageChunk } from './page-chunks.ts';

const PRODUCT_ID = '0190a000-0000-7000-8000-000000000042';
const PHOTO = '/media/products/strat-0123456789ab.webp';

/** A fetch that answers every call with a fresh copy of `body` and records the URLs and their bearer tokens. */
function countingFetch(body: unknown) {
  const calls: { url: string; authorization?: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), authorization: (init?.headers as Record<string, string>)?.authorization });
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return calls;
}

beforeEach(() => {
  window.history.replaceState(null, '', `/product/${PRODUCT_ID}`);
  localStorage.setItem('restrungToken', 'token-a');
  setTokenSource(() => localStorage.getItem('restrungToken'));
});
afterEach(() => {
  // Takes over whatever a test left unclaimed, so it cannot leak into the next one.
  for (const { path } of firstRequestsOf(window.location.pathname, window.location.search))
    takeEarlyResponse(path, null);
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  setTokenSource(() => null);
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('early requests', () => {
  it('ask for what a category page at its plain address asks for first, to the byte', async () => {
    const asked: string[] = [];
    const { fetchMock, calls } = stubFetch({ ...signedInAs({ role: 'buyer' }), 'GET /category': { body: CATEGORIES } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/search') return fetchMock(input, init);
      asked.push(url.pathname.replace(/^\/api/, '') + url.search);
      return new Response(JSON.stringify(aSearchResult([aProduct({ productName: 'Strat' })])));
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage(<CategoryPage />, { path: '/category/:id', initialEntry: `/category/${CATEGORY_ID}` });
    await screen.findByRole('heading', { level: 2, name: 'Strat' });
    // The card's lazily loaded buttons must be in before the test ends and its environment goes.
    await screen.findByRole('button', { name: /watchlist/i, pressed: false }, { timeout: 5000 });

    const early = firstRequestsOf(`/category/${CATEGORY_ID}`, '').map((request) => request.path);
    expect(early).toEqual(['/auth/get-session', asked[0], '/category']);
    expect(calls.map(({ key }) => key)).toContain('GET /category');
  });

  it('ask for what the home page asks for first, to the byte', async () => {
    window.history.replaceState(null, '', '/');
    const asked: string[] = [];
    const { fetchMock } = stubFetch({
      ...signedOut,
      'GET /advertisedproduct': { body: [aProduct({ productName: 'Strat', advertise: true })] },
      'GET /category': { body: CATEGORIES },
      'GET /stats': { body: { totalProducts: 3, totalUsers: 2, totalSells: 1 } },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/auth/get-session')
        asked.push(url.pathname.replace(/^\/api/, '') + url.search);
      return fetchMock(input, init);
    });
    renderPage(<HomeSections />, { path: '/', initialEntry: '/' });
    await screen.findByRole('link', { name: 'Strat' });
    await screen.findByText('Total Sells');

    const early = firstRequestsOf('/', '').map((request) => request.path);
    expect(early[0]).toBe('/auth/get-session');
    await vi.waitFor(() => expect([...asked].sort()).toEqual(early.slice(1).sort()));
  });

  it('leave a category page with filters in its address, and other pages but the session, to the app', () => {
    expect(firstRequestsOf(`/category/${CATEGORY_ID}`, '?sort=newest').map((r) => r.path)).toEqual([
      '/auth/get-session',
    ]);
    expect(firstRequestsOf('/login', '').map((r) => r.path)).toEqual(['/auth/get-session']);
    expect(firstRequestsOf(`/product/${PRODUCT_ID}`, '').map((r) => r.path)).toEqual([
      '/auth/get-session',
      `/singleproduct/${PRODUCT_ID}`,
    ]);
  });

  it('start the product and category pages’ own chunks, through the loaders the router uses, and no other', () => {
    expect(firstChunkOf(`/product/${PRODUCT_ID}`)).toBe(productPageChunk);
    expect(firstChunkOf(`/category/${CATEGORY_ID}`)).toBe(categoryPageChunk);
    for (const path of ['/', '/login', '/search', `/product/${PRODUCT_ID}/extra`, '/dashboard/myproducts'])
      expect(firstChunkOf(path)).toBeUndefined();
  });

  it('start the page’s chunk for a signed-in visitor only, whom the page will not send to sign in', () => {
    countingFetch({ user: null });
    const chunk = vi.fn(async () => ({}));
    startEarlyRequests([], chunk);
    expect(chunk).toHaveBeenCalledTimes(1);
    localStorage.clear();
    startEarlyRequests([], chunk);
    expect(chunk).toHaveBeenCalledTimes(1);
  });

  it('are sent once with the session token, and the app takes the answers over instead of asking again', async () => {
    const calls = countingFetch({ _id: PRODUCT_ID, productPhoto: PHOTO });
    startEarlyRequests(firstRequestsOf(window.location.pathname, window.location.search));
    expect(calls).toEqual([
      { url: '/api/auth/get-session', authorization: 'Bearer token-a' },
      { url: `/api/singleproduct/${PRODUCT_ID}`, authorization: 'Bearer token-a' },
    ]);

    expect(await api(`/singleproduct/${PRODUCT_ID}`)).toEqual({ _id: PRODUCT_ID, productPhoto: PHOTO });
    expect(calls).toHaveLength(2);
    // Once only: the next call is a new request.
    await api(`/singleproduct/${PRODUCT_ID}`);
    expect(calls).toHaveLength(3);
  });

  it('ask a signed-out visitor only for the session, as the pages behind sign-in send them to it', () => {
    localStorage.clear();
    const calls = countingFetch({ user: null });
    startEarlyRequests(firstRequestsOf(window.location.pathname, window.location.search));
    expect(calls).toEqual([{ url: '/api/auth/get-session', authorization: undefined }]);
  });

  it('are not taken over by another session or on another address', async () => {
    const calls = countingFetch({ user: null });
    startEarlyRequests(firstRequestsOf(window.location.pathname, window.location.search));
    localStorage.setItem('restrungToken', 'token-b');
    await api('/auth/get-session');
    expect(calls.at(-1)).toEqual({ url: '/api/auth/get-session', authorization: 'Bearer token-b' });

    window.history.replaceState(null, '', '/elsewhere');
    await api(`/singleproduct/${PRODUCT_ID}`);
    expect(calls).toHaveLength(4);
  });

  it('start the modules of the session’s, the listing’s and the categories’ schemas, those the app reads the answers with', async () => {
    const [session, product] = firstRequestsOf(`/product/${PRODUCT_ID}`, '');
    // The names features/auth/api.ts, features/products/api.ts and features/categories/api.ts ask their loaders for.
    expect(await session!.schema?.()).toHaveProperty('sessionResponseSchema');
    expect(await product!.schema?.()).toHaveProperty('productSchema');
    const categories = firstRequestsOf(`/category/${CATEGORY_ID}`, '').find(({ path }) => path === '/category');
    expect(categories?.signedIn).toBe(true);
    expect(await categories!.schema?.()).toHaveProperty('categoryListSchema');
  });

  it('start the schemas’ modules with a token only, and only for the calls they send', () => {
    countingFetch({ user: null });
    const sessionSchema = vi.fn(async () => ({}));
    const listingSchema = vi.fn(async () => ({}));
    const requests = [
      { path: '/auth/get-session', schema: sessionSchema },
      { path: `/singleproduct/${PRODUCT_ID}`, signedIn: true, schema: listingSchema },
    ];
    localStorage.clear();
    startEarlyRequests(requests);
    expect(sessionSchema).not.toHaveBeenCalled();
    expect(listingSchema).not.toHaveBeenCalled();

    localStorage.setItem('restrungToken', 'token-a');
    startEarlyRequests(requests);
    expect(sessionSchema).toHaveBeenCalledTimes(1);
    expect(listingSchema).toHaveBeenCalledTimes(1);
  });

  it('preload the cover photo with the srcset and sizes of the page, at high priority', async () => {
    countingFetch({ _id: PRODUCT_ID, productPhoto: PHOTO, photos: [PHOTO] });
    startEarlyRequests(firstRequestsOf(window.location.pathname, window.location.search));
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('href')).toBe('/media/products/strat-0123456789ab-w640.webp');
    expect(link.getAttribute('imagesrcset')).toContain('/media/products/strat-0123456789ab.webp 1600w');
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 768px) 560px, 100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });
});

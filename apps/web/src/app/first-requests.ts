import type { FirstRequest } from '../lib/early-requests.ts';
import { categoryPageChunk, productPageChunk } from './page-chunks.ts';

type Body = Record<string, unknown> | undefined;

// The modules `api()` loads the session's, a listing's and the categories' schemas from (features/auth/api.ts,
// features/products/api.ts, features/categories/api.ts):
// the same modules, so the same chunks (a test checks they hold the schemas those files ask for). Spelled here rather
// than imported from a module of their own, which the bundler made a chunk the early entry waited for before it could
// send anything.
const authResponses = () => import('../features/auth/responses.ts');
const productResponses = () => import('../features/products/responses.ts');
const categoryResponses = () => import('@restrung/shared/category');
const firstCardPhoto = (body: unknown) => ((body as Body)?.items as Body[] | undefined)?.[0]?.productPhoto;
const productCover = (body: unknown) => {
  const product = body as Body;
  return (product?.photos as string[] | undefined)?.[0] ?? product?.productPhoto;
};

/**
 * The API calls (paths under /api, as `api()` spells them) the page at this address makes first, with the modules of
 * their answers' schemas where the page reads them before its largest paint: the session, which every page's header
 * and guard ask for, the home page's sections, and the category or product page's own answer (the category page's
 * search schema is in its own chunk) and the category page's categories. A category page opened with filters or a sort in its address is left to the app (its
 * request depends on the whole address).
 */
export function firstRequestsOf(pathname: string, search: string): FirstRequest[] {
  const requests: FirstRequest[] = [{ path: '/auth/get-session', schema: authResponses }];
  const category = /^\/category\/([^/]+)$/.exec(pathname)?.[1];
  const product = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  // The same query as search-api.ts builds for a category page's default address (app/first-requests.test.tsx).
  // Home's featured guitars, categories and counts (app/pages/home-page.tsx), shown signed in or out; the same
  // paths as the sections ask for (app/first-requests.test.tsx).
  if (pathname === '/')
    requests.push({ path: '/advertisedproduct?page=1&limit=12' }, { path: '/category' }, { path: '/stats' });
  // The categories name the page's heading and its filters: asked by the app, they were one more round before the
  // first card's photo was painted (decision 0077).
  if (category && !search)
    requests.push(
      { path: `/search?booked=1&category=${category}&limit=24`, photo: firstCardPhoto, signedIn: true },
      { path: '/category', signedIn: true, schema: categoryResponses },
    );
  if (product)
    requests.push({
      path: `/singleproduct/${product}`,
      photo: productCover,
      signedIn: true,
      schema: productResponses,
    });
  return requests;
}

/**
 * The page's own chunk, when it is one whose largest paint waits for it after the app's bundle: started by the early
 * entry beside the first calls, instead of once the app has run and the router has matched the address.
 */
export function firstChunkOf(pathname: string): (() => Promise<unknown>) | undefined {
  if (/^\/product\/[^/]+$/.test(pathname)) return productPageChunk;
  if (/^\/category\/[^/]+$/.test(pathname)) return categoryPageChunk;
  return undefined;
}

/**
 * The web app's page paths (apps/web/src/router.tsx), so the server answers any other path with 404 and
 * the app's error screen instead of 200. `:name` stands for one path segment. A web test keeps this list
 * and the router in step.
 */
export const PAGE_PATHS = [
  '/',
  '/blogs',
  '/privacy',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/search',
  '/category/:id',
  '/product/:id',
  '/seller/:id',
  '/dashboard',
  '/dashboard/addproduct',
  '/dashboard/myproducts',
  '/dashboard/editproduct/:id',
  '/dashboard/myorders',
  '/dashboard/myorders/:id/review',
  '/dashboard/mysales',
  '/dashboard/payment/:id',
  '/dashboard/allseller',
  '/dashboard/allbuyer',
  '/dashboard/reporteditem',
  '/dashboard/alladmin',
  '/dashboard/auditlog',
  '/dashboard/profile',
  '/dashboard/email-settings',
  '/dashboard/stolengear',
  '/dashboard/stolenreports',
  '/dashboard/messages',
  '/dashboard/messages/:id',
  '/dashboard/reportedmessages',
  '/dashboard/watchlist',
] as const;

/**
 * The sign-in pages and search, for which the build writes an HTML file listing the page's scripts (`.login.html` for
 * `/login`; apps/web/first-paint-chunks.ts, PAGES_AT_EXACT_PATHS, whose names these are) and the server sends it for
 * that path.
 */
export const OWN_HTML_PAGE_PATHS = ['/login', '/signup', '/forgot-password', '/reset-password', '/search'] as const;

/**
 * The pages whose HTML holds a form sent by POST (apps/web/src/app/frame-mark.ts, the form pages): a send the browser
 * makes itself, before the app has its handler on the form, is sent back to the page (303) instead of a 404.
 */
const FORM_PAGE_PATHS: readonly string[] = ['/login', '/signup', '/forgot-password', '/reset-password'];

const patterns = PAGE_PATHS.map((p) => p.split('/').filter(Boolean));

/** Whether a URL path (no query) is one of the app's pages; a trailing slash is ignored. */
export function isPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}

/** Whether a URL path (no query) is a page whose HTML holds a form sent by POST; a trailing slash is ignored. */
export function isFormPagePath(pathname: string): boolean {
  return FORM_PAGE_PATHS.includes(pathname.replace(/(.)\/$/, '$1'));
}

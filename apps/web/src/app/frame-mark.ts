/**
 * On #root when the HTML holds the first frame of one page (app/static-shell.tsx), with the location it was drawn for
 * as its value (`/`, `/login`, `/reset-password?token`): the frame the app's first render draws there, so the app
 * adopts it (app/start-app.tsx). The other pages' frame is drawn for no page in particular and carries no mark.
 */
export const FRAME_MARK = 'data-frame-of';

/**
 * The pages whose HTML holds their own first frame, which the app adopts, by the location each is drawn for: a path,
 * and after `?` the names of query values the page's first render needs (the value itself changes nothing drawn).
 */
export const ADOPTED_FRAME_PAGES = {
  home: '/',
  login: '/login',
  signup: '/signup',
  'forgot-password': '/forgot-password',
  // Drawn as opened from the email's link, with its token; without one the page says the link is not valid.
  'reset-password': '/reset-password?token',
} as const;
export type AdoptedFramePage = keyof typeof ADOPTED_FRAME_PAGES;

/** The frame's path and the query names it was drawn with. */
function parseMark(mark: string): { path: string; names: string[] } {
  const [path = '', query] = mark.split('?');
  return { path, names: query ? query.split('&') : [] };
}

/** The address the static shell draws a marked page at: each query name given a value. */
export function drawnLocation(mark: string): string {
  const { path, names } = parseMark(mark);
  return names.length === 0 ? path : `${path}?${names.map((name) => `${name}=drawn-at-build`).join('&')}`;
}

/**
 * Whether the frame marked `mark` is what the app first draws at this location: the same path (a trailing slash
 * aside), and every query value the frame was drawn with present and not empty.
 */
export function frameFits(mark: string | null, location: { pathname: string; search: string }): boolean {
  if (mark === null) return false;
  const { path, names } = parseMark(mark);
  const query = new URLSearchParams(location.search);
  return location.pathname.replace(/(.)\/$/, '$1') === path && names.every((name) => Boolean(query.get(name)));
}

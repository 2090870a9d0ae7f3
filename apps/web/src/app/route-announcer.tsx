import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * How long after a move to another page its title is read out: long enough for a page that names itself from its
 * data (a guitar, a seller) to have done so when the data was at hand, short enough to follow the click.
 */
export const ANNOUNCE_AFTER_MS = 500;

/** Screen-reader-only text, as Tailwind's `sr-only` (the region is in a shadow root, out of the page's styles). */
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';

/**
 * A live region at the end of the body, in a closed shadow root: read out by screen readers, and not part of the
 * page's text, its markup (the frames the app adopts, app/start-app.tsx) or what a page search finds.
 */
function createRegion(): { region: HTMLElement; remove: () => void } {
  const host = document.createElement('div');
  const region = document.createElement('p');
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  region.setAttribute('style', VISUALLY_HIDDEN);
  host.attachShadow({ mode: 'closed' }).append(region);
  document.body.append(host);
  return { region, remove: () => host.remove() };
}

/**
 * Says the new page's title ("My Orders | Restrung", app/route-title.tsx) when the reader moves to another page. In a
 * single-page app the browser announces nothing on a link's click: the focus stays on the link and a screen-reader
 * user would not know the page changed. A change of the query alone (filters, sort, a search) is the same page and is
 * not announced; neither is the first page, which the browser announces as it loads.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const region = useRef<HTMLElement | null>(null);
  const shown = useRef(pathname);

  useEffect(() => {
    const created = createRegion();
    region.current = created.region;
    return created.remove;
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Emptied first: the same words set again (two pages of one name in a row) would not be read out again.
    if (region.current) region.current.textContent = '';
    const timer = setTimeout(() => {
      if (region.current) region.current.textContent = document.title;
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}

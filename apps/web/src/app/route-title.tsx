import { useMatches } from 'react-router';
import { BRAND } from '@restrung/shared/constants';
import { PageTitle } from '../components/page-title.tsx';

/** What a route says about itself (router.tsx). */
export interface RouteHandle {
  title: string;
}

/**
 * Names the browser tab after the page shown: the deepest route's title, then the brand ("My Orders | Restrung"),
 * or the brand alone where no route names one (home). Drawn before the page (root-layout.tsx), so a page that sets a
 * title of its own from its data (components/page-title.tsx) sets it after this one, and its title wins.
 */
export function RouteTitle() {
  return <PageTitle>{documentTitle(useMatches().map((match) => match.handle))}</PageTitle>;
}

/** The tab's title from the handles of the routes matched, outermost first. */
export function documentTitle(handles: unknown[]): string {
  const title = handles.map((handle) => (handle as RouteHandle | undefined)?.title).findLast(Boolean);
  return title ? `${title} | ${BRAND}` : BRAND;
}

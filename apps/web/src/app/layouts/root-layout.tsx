import { RouteTitle } from '../route-title.tsx';
import { RouteAnnouncer } from '../route-announcer.tsx';
import { Outlet } from 'react-router';
import { ToastHost } from '../../components/toast-host.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { PageShell } from './page-shell.tsx';
import { PageScrollRestoration } from './page-scroll-restoration.tsx';
import { HeroSection } from '../../features/home/components/hero-section.tsx';

/**
 * Above both layouts, once: every new page starts at the top, while Back and Forward return to where the reader
 * was (React Router keeps the positions per history entry). The toasts live here too, inside the router, so a
 * toast can hold links (the booking toast's Pay Now and My Orders).
 */
export function RootLayout() {
  return (
    <>
      <PageScrollRestoration />
      <RouteTitle />
      <RouteAnnouncer />
      <Outlet />
      <ToastHost />
    </>
  );
}

/**
 * The first frame of a page, written into the HTML at build time (app/static-shell.tsx): its frame with a spinner,
 * and on `/` the home hero instead, which is exactly what the route `/` draws first (app/pages/home-route.tsx), so
 * the app adopts those elements there (app/start-app.tsx). Elsewhere the app draws the spinner frame again while
 * the page's code loads, so nothing moves or blinks when it takes over, nor when the page arrives.
 */
export function FirstFrame({ home }: { home: boolean }) {
  return <PageShell>{home ? <HeroSection /> : <Spinner label="Loading" />}</PageShell>;
}

/** Shown while the first page's code loads on a hard load; never on `/`, whose route is in the app's entry. */
export function RootHydrateFallback() {
  return <FirstFrame home={false} />;
}

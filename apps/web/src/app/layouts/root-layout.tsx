import { Outlet, ScrollRestoration } from 'react-router';
import { ToastHost } from '../../components/toast-host.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { PageShell } from './page-shell.tsx';

/**
 * Above both layouts, once: every new page starts at the top, while Back and Forward return to where the reader
 * was (React Router keeps the positions per history entry). The toasts live here too, inside the router, so a
 * toast can hold links (the booking toast's Pay Now and My Orders).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ToastHost />
    </>
  );
}

/** Shown while the first page's code loads on a hard load: the page's frame, so nothing moves when it arrives. */
export function RootHydrateFallback() {
  return (
    <PageShell>
      <Spinner label="Loading" />
    </PageShell>
  );
}

import { Link, useRouteError } from 'react-router';
import { MESSAGES } from '@restrung/shared/messages';
// `?no-inline` keeps the picture a hashed file of its own (cached for a year) instead of a data URI in the script.
import brokenStringUrl from '../assets/error-broken-string.svg?no-inline';

/**
 * Shown for unknown paths (inside the plain layout) and for route errors (in place of the layout, which
 * may be what failed). In the second case there is no layout around it, so it provides its own main landmark.
 */
export function ErrorScreen() {
  // null (not undefined) when nothing failed: the router's error context defaults to null.
  const routeError = useRouteError();
  const isRouteError = routeError !== null && routeError !== undefined;
  const content = (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-12 text-center">
      <img
        src={brokenStringUrl}
        alt="An acoustic guitar with a broken string"
        width={600}
        height={450}
        className="h-auto w-full max-w-sm"
      />
      <h1 className="text-3xl font-bold sm:text-4xl">{MESSAGES.errorScreen}</h1>
      <p className="text-base-content/80">
        Something here is out of tune. Let us take you back to the shop while we restring it.
      </p>
      {/* A full page load after a route error: whatever broke in the app gets a fresh start. */}
      <Link to="/" reloadDocument={isRouteError} className="btn btn-primary">
        Back to home
      </Link>
    </section>
  );
  if (!isRouteError) return content;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-base-100">
      {content}
    </main>
  );
}

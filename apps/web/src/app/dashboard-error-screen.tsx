import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@restrung/shared/messages';
import brokenStringUrl from '../assets/error-broken-string.svg?no-inline';

/** The dashboard's own error screen: the header and role links stay, so the person is never stranded. */
export function DashboardErrorScreen() {
  const error = useRouteError();
  const detail =
    isRouteErrorResponse(error) && error.status === 404
      ? 'This dashboard page does not exist.'
      : 'Please try again, or go back to your dashboard.';
  return (
    <section className="flex flex-col items-center py-12 text-center">
      <img
        src={brokenStringUrl}
        alt="An acoustic guitar with a broken string"
        width={600}
        height={450}
        className="mb-6 h-auto w-full max-w-xs"
      />
      <h1 className="text-3xl font-bold">{MESSAGES.errorScreen}</h1>
      <p className="mt-2 text-base-content/80">{detail}</p>
      <Link to="/dashboard" className="btn btn-primary mt-6">
        Back to Dashboard
      </Link>
    </section>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { DASHBOARD_TEXT } from '@restrung/shared/dashboard';
import { QueryError } from '../../../components/query-error.tsx';
import { useDashboardOverview } from '../api.ts';
import { OverviewSkeleton } from './overview-skeleton.tsx';

// The charting library is big: it is fetched with these charts, on this page only, never with the app's entry.
const loadCharts = () => import('./overview-charts.tsx');
const OverviewCharts = lazy(loadCharts);

/** How many cards each role's overview has, so the placeholder is the size of what replaces it. */
const CARDS = { admin: 4, seller: 2, buyer: 1 } as const;

export function OverviewSection({ userId }: { userId: string }) {
  const { data, error, isPending, isFetching, refetch } = useDashboardOverview(userId);
  // Fetch the chart code while the figures are on their way, not after.
  useEffect(() => {
    void loadCharts();
  }, []);
  return (
    <section aria-labelledby="dashboard-overview" className="mx-auto mt-10 w-full max-w-5xl text-left">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-overview" className="text-2xl font-bold">
          {DASHBOARD_TEXT.overviewHeading}
        </h2>
        <p className="text-sm text-base-content/70">{DASHBOARD_TEXT.lastWeeks}</p>
      </div>
      {isPending ? (
        <OverviewSkeleton cards={2} />
      ) : error ? (
        <QueryError what={DASHBOARD_TEXT.what} error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Suspense fallback={<OverviewSkeleton cards={CARDS[data.role]} />}>
          <OverviewCharts overview={data} />
        </Suspense>
      )}
    </section>
  );
}

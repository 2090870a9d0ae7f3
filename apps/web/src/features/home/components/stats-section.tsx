import { QueryError } from '../../../components/query-error.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { formatCount } from '@restrung/shared/format-number';
import { useStats } from '../api.ts';

const STATS = [
  { key: 'totalProducts', label: 'Total Products' },
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'totalSells', label: 'Total Sells' },
] as const;

/** SPEC.md: statistics, Total Products, Total Users and Total Sells. */
export function StatsSection() {
  const { data, error, isPending, isFetching, refetch } = useStats();
  return (
    <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading
        id="stats-title"
        title="Restrung in Numbers"
        intro="Guitars listed, players signed up and guitars that found a new home."
      />
      {error ? (
        <QueryError what="the statistics" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <dl className="stats stats-vertical w-full bg-base-100 shadow-md sm:stats-horizontal" aria-busy={isPending}>
          {STATS.map((stat) => (
            <div key={stat.key} className="stat place-items-center">
              <dt className="stat-title text-base font-semibold text-base-content/80">{stat.label}</dt>
              <dd className="stat-value text-primary">
                {isPending ? (
                  <>
                    <span className="sr-only">Loading</span>
                    <span className="skeleton inline-block h-10 w-20 align-middle" aria-hidden="true" />
                  </>
                ) : (
                  formatCount(data[stat.key])
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

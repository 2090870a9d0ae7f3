import { useId } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_TEXT as T } from '@restrung/shared/dashboard';
import { plural } from './format.ts';

/** Open reports are one figure, not a trend: said in words, with the way to the page that deals with them. */
export function OpenReportsCard({ products, reports }: { products: number; reports: number }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col rounded-box border border-base-300 bg-base-100 p-4 text-left shadow-sm"
    >
      <h3 id={titleId} className="font-semibold">
        {T.openReports}
      </h3>
      {products === 0 ? (
        <p className="mt-3 flex flex-1 items-center justify-center rounded-box bg-base-200 p-4 text-center text-base-content/80">
          {T.noReports}
        </p>
      ) : (
        <div className="mt-3 flex flex-1 flex-col items-start justify-center gap-3">
          <p>
            <span className="block text-4xl font-bold text-error">{products}</span>
            <span>
              {plural(products, 'reported listing')} ({plural(reports, 'report')})
            </span>
          </p>
          <Link to="/dashboard/reporteditem" className="btn btn-outline btn-sm">
            {T.reviewReports}
          </Link>
        </div>
      )}
    </section>
  );
}

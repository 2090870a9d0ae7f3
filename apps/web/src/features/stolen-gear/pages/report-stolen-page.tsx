import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMyStolenReports } from '../api.ts';
import { StolenReportForm } from '../components/stolen-report-form.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** /dashboard/stolengear: anyone signed in reports a stolen guitar and follows their reports. */
export function ReportStolenPage() {
  const mine = useMyStolenReports();
  return (
    <section aria-labelledby="stolen-title" className="flex flex-col gap-8">
      <div>
        <h1 id="stolen-title" className="text-3xl font-bold">
          Report Stolen Gear
        </h1>
        <p className="mt-2 max-w-2xl text-base-content/80">
          Was your guitar stolen? Give its serial number. Once our team confirms the report, any listing with that
          serial number is hidden from buyers and checked by an admin.
        </p>
      </div>
      <StolenReportForm />
      <div>
        <h2 className="mb-3 text-xl font-bold">Your reports</h2>
        {mine.isPending ? (
          <Spinner label="Loading your reports" />
        ) : mine.error ? (
          <QueryError
            what="your reports"
            error={mine.error}
            onRetry={() => void mine.refetch()}
            retrying={mine.isFetching}
          />
        ) : mine.data.length === 0 ? (
          <p className="text-base-content/70">You have not reported any stolen gear.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {mine.data.map((report) => (
              <li
                key={report._id}
                className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3"
              >
                <span className="font-semibold">
                  {report.brand} {report.model}
                </span>
                <span className="font-mono text-sm">{report.serialNumber}</span>
                <span className="text-sm text-base-content/70">Reported {report.reportedOn}</span>
                <StatusBadge status={report.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

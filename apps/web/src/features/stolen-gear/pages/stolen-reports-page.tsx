import { useRef } from 'react';
import { Link } from 'react-router';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { toast } from '../../../lib/toast.ts';
import { STOLEN_MESSAGES, type StolenReport, type StolenReportStatus } from '@restrung/shared/stolen-report';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDecideStolenReport, useHeldListings, useStolenReports } from '../api.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

const matching = (n: number | undefined) => `${n ?? 0} matching ${n === 1 ? 'listing' : 'listings'}`;

/** /dashboard/stolenreports (admins): reports to decide, listings held, and confirmed reports that can be undone. */
export function StolenReportsPage() {
  return (
    <section aria-labelledby="stolen-reports-title" className="flex flex-col gap-10">
      <div>
        <h1 id="stolen-reports-title" className="text-3xl font-bold">
          Stolen Gear
        </h1>
        <p className="mt-2 max-w-2xl text-base-content/80">
          Confirm a report to hide every listing with its serial number from buyers; reject it to leave them public.
          Each decision is written to the audit log.
        </p>
      </div>
      <ReportQueue status="pending" title="Waiting for a decision" empty="No reports waiting." />
      <HeldListings />
      <ReportQueue status="confirmed" title="Confirmed reports" empty="No confirmed reports." />
    </section>
  );
}

function ReportQueue({ status, title, empty }: { status: StolenReportStatus; title: string; empty: string }) {
  const reports = useStolenReports(status);
  const decide = useDecideStolenReport();
  const confirm = useConfirm();
  const headingId = `stolen-${status}`;

  const onDecide = async (report: StolenReport, decision: 'confirmed' | 'rejected') => {
    const question =
      decision === 'confirmed'
        ? `Confirm that ${report.brand} ${report.model} serial ${report.serialNumber} is stolen? ${matching(report.matchingListings)} will be hidden from buyers.`
        : `Reject the report of ${report.brand} ${report.model} serial ${report.serialNumber}?`;
    if (!(await confirm(question, { confirmLabel: decision === 'confirmed' ? 'Confirm' : 'Reject', danger: true })))
      return;
    decide.mutate(
      { id: report._id, decision },
      {
        onSuccess: () => toast.success(decision === 'confirmed' ? STOLEN_MESSAGES.confirmed : STOLEN_MESSAGES.rejected),
        onError: (failure) => toast.error(failure.message),
      },
    );
  };
  // Only the decision under way waits; the spinner shows on the button that sent it, which keeps the focus.
  const deciding = (report: StolenReport, decision: 'confirmed' | 'rejected') =>
    decide.isPending && decide.variables.id === report._id && decide.variables.decision === decision;
  // A decided report leaves this queue with the button that had the keyboard: it goes to the queue's heading.
  const queue = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(queue, heading, reports.data);

  return (
    <div ref={queue}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {reports.isPending ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} inline />
      ) : reports.error ? (
        <QueryError
          what={title.toLowerCase()}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.data.length === 0 ? (
        <p className="text-base-content/70">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-3">
          {reports.data.map((report) => (
            <li
              key={report._id}
              className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4 md:flex-row md:items-center"
            >
              <div className="flex-1">
                <p className="font-semibold">
                  {report.brand} {report.model} · serial <span className="font-mono">{report.serialNumber}</span>
                </p>
                <p className="text-sm text-base-content/80">
                  Reported {report.reportedOn} by {report.reporterName} ({report.reporterEmail})
                  {report.policeReference ? ` · police reference ${report.policeReference}` : ''} ·{' '}
                  {matching(report.matchingListings)}
                </p>
              </div>
              <div className="flex gap-2">
                {status !== 'confirmed' && (
                  <PendingButton
                    className="btn btn-error btn-sm"
                    pending={deciding(report, 'confirmed')}
                    onClick={() => void onDecide(report, 'confirmed')}
                  >
                    Confirm stolen
                  </PendingButton>
                )}
                <PendingButton
                  className="btn btn-outline btn-sm"
                  pending={deciding(report, 'rejected')}
                  onClick={() => void onDecide(report, 'rejected')}
                >
                  Reject
                </PendingButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function HeldListings() {
  const held = useHeldListings();
  return (
    <div>
      <h2 id="stolen-held" className="mb-3 text-xl font-bold">
        Listings held as stolen
      </h2>
      {held.isPending ? (
        <Spinner label="Loading held listings" inline />
      ) : held.error ? (
        <QueryError
          what="the held listings"
          error={held.error}
          onRetry={() => void held.refetch()}
          retrying={held.isFetching}
        />
      ) : held.data.length === 0 ? (
        <p className="text-base-content/70">No listings are held.</p>
      ) : (
        <ul aria-labelledby="stolen-held" className="flex flex-col gap-3">
          {held.data.map((product) => (
            <li key={product._id} className="rounded-box border border-base-300 bg-base-100 p-4">
              <Link to={`/product/${product._id}`} className="link font-semibold">
                {product.productName}
              </Link>
              <p className="text-sm text-base-content/80">
                {product.sellerName} ({product.sellerEmail}) · {product.status} · posted {product.postedOnline}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

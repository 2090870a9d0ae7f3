import type { StolenReportStatus } from '@restrung/shared/stolen-report';

const LOOK: Record<StolenReportStatus, { label: string; className: string }> = {
  pending: { label: 'Waiting for review', className: 'badge-warning' },
  confirmed: { label: 'Confirmed', className: 'badge-error' },
  rejected: { label: 'Rejected', className: 'badge-ghost' },
};

export function StatusBadge({ status }: { status: StolenReportStatus }) {
  const look = LOOK[status];
  return <span className={`badge ${look.className} font-semibold`}>{look.label}</span>;
}

import type { ProductStatus } from '@restrung/shared/constants';

const STYLE: Record<ProductStatus, string> = {
  Available: 'badge-success',
  Booked: 'badge-warning',
  Paid: 'badge-neutral',
};

/** The product status as text (Available, Booked or Paid), what non-buyers see instead of the buyer's buttons. */
export function StatusBadge({ status, label = true }: { status: ProductStatus; label?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      {label && <span className="text-sm text-base-content/70">Status</span>}
      <span className={`badge badge-soft ${STYLE[status]} font-semibold`}>{status}</span>
    </span>
  );
}

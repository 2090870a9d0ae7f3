import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { type Booking, CANCEL_REASON_MAX } from '@restrung/shared/booking';
import { sellerCancelSchema } from '@restrung/shared/booking-input';
import { imageVariant } from '@restrung/shared/media';
import { formatPrice } from '@restrung/shared/format-number';
import { ListSection } from '../../../components/list-section.tsx';
import { ShortTextForm } from '../../../components/short-text-form.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TimeLeft } from '../../../components/time-left.tsx';
import { useCancelSale, useMySales } from '../api.ts';
import { onFirstUse } from '@restrung/shared/on-first-use';

const mediumDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));
export const SALE_CANCELLED = 'Booking cancelled. The guitar is Available again and the buyer has been told.';

/** The seller's form to cancel an unpaid booking: the reason goes to the buyer. Kept as typed when the call fails. */
function CancelSaleForm({ sale, onDone }: { sale: Booking; onDone: () => void }) {
  const cancel = useCancelSale();
  return (
    <ShortTextForm
      label="Reason for the buyer"
      submitLabel="Cancel booking"
      busyLabel="Cancelling…"
      cancelLabel="Keep it"
      maxLength={CANCEL_REASON_MAX}
      schema={sellerCancelSchema.shape.reason}
      danger
      failureText="The booking could not be cancelled. Try again."
      className="mt-2 flex flex-col gap-2"
      onCancel={onDone}
      onSubmit={async (reason) => {
        await cancel.mutateAsync({ id: sale._id, reason });
        toast.success(SALE_CANCELLED);
        onDone();
      }}
    />
  );
}

function SaleCard({ sale }: { sale: Booking }) {
  const [cancelling, setCancelling] = useState(false);
  const paid = sale.status === 'Paid';
  return (
    <li className="card card-border bg-base-100">
      <div className="card-body flex-row flex-wrap gap-4 p-4">
        <img
          src={imageVariant(sale.productPhoto, 160)}
          alt={sale.productName}
          loading="lazy"
          className="size-16 rounded-field object-cover"
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold wrap-anywhere">{sale.productName}</h2>
          <p className="text-sm">{formatPrice(sale.price)}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-base-content/70">Buyer</dt>
            <dd>{sale.buyersName}</dd>
            <dt className="text-base-content/70">Phone</dt>
            <dd>
              <a className="link" href={`tel:${sale.phone}`}>
                {sale.phone}
              </a>
            </dd>
            <dt className="text-base-content/70">Location</dt>
            <dd>{sale.location}</dd>
            <dt className="text-base-content/70">Status</dt>
            <dd>
              <span className={`badge badge-soft ${paid ? 'badge-success' : 'badge-warning'}`}>{sale.status}</span>
            </dd>
            {paid && sale.paidAt && (
              <>
                <dt className="text-base-content/70">Paid</dt>
                <dd>{mediumDate().format(new Date(sale.paidAt))}</dd>
              </>
            )}
            {!paid && sale.holdExpiresAt && (
              <>
                <dt className="text-base-content/70">Time left</dt>
                <dd>
                  <TimeLeft until={sale.holdExpiresAt} />
                </dd>
              </>
            )}
          </dl>
          {!paid &&
            (cancelling ? (
              <CancelSaleForm sale={sale} onDone={() => setCancelling(false)} />
            ) : (
              // The visible words start the name (WCAG 2.5.3), so "click Cancel booking" works by voice too.
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm mt-3"
                onClick={() => setCancelling(true)}
              >
                Cancel booking<span className="sr-only">: {sale.productName}</span>
              </button>
            ))}
        </div>
      </div>
    </li>
  );
}

/** Sales (sellers): the orders of their guitars, with the buyer's contact for the handover. */
export function MySalesPage() {
  const sales = useMySales();
  const list = sales.rows ?? [];
  return (
    <section aria-labelledby="my-sales-heading" className="flex flex-col gap-6">
      <h1 id="my-sales-heading" className="text-2xl font-bold sm:text-3xl">
        Sales
      </h1>
      <ListSection
        query={sales}
        what="your sales"
        loadingLabel="Loading your sales"
        isEmpty={list.length === 0}
        empty={
          <EmptyState action={{ label: 'See My Products', to: '/dashboard/myproducts' }}>
            No one has booked your guitars yet.
          </EmptyState>
        }
        loadMoreLabel="Show more sales"
      >
        <ul className="flex flex-col gap-3">
          {list.map((sale) => (
            <SaleCard key={sale._id} sale={sale} />
          ))}
        </ul>
      </ListSection>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { MESSAGES } from '@restrung/shared/messages';
import type { Product } from '@restrung/shared/product';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { useReportProduct } from '../api.ts';
import { toastFailure } from '../../../lib/failure.ts';

interface Props {
  product: Pick<Product, '_id' | 'productName' | 'reportedByMe'>;
  className?: string;
}

/**
 * Report To Admin (buyers). SPEC.md: asks first; confirming reports the product and shows 'Reported
 * Successfully!!' error-styled; cancelling shows 'Okay!!' and sends nothing. A failure says why.
 * A buyer reports a product once (the server keeps one report per buyer), so once reported it says "Reported".
 */
export function ReportButton({ product, className = 'btn btn-outline btn-error btn-sm' }: Props) {
  const confirm = useConfirm();
  const report = useReportProduct();
  const client = useQueryClient();
  const [reportedNow, setReportedNow] = useState(false);
  const reportedRef = useRef<HTMLSpanElement>(null);
  // Reported here: the focus goes to what replaced the button, not to the top of the page.
  useEffect(() => {
    if (reportedNow) reportedRef.current?.focus();
  }, [reportedNow]);

  if (product.reportedByMe || reportedNow) {
    return (
      <span
        ref={reportedRef}
        tabIndex={-1}
        className="badge badge-error badge-soft font-semibold"
        title="You have reported this guitar to the admin."
      >
        Reported
      </span>
    );
  }

  const onClick = async () => {
    const sure = await confirm(MESSAGES.confirmReport, { confirmLabel: 'Report', danger: true });
    if (!sure) {
      toast.success(MESSAGES.toastReportCancelled);
      return;
    }
    report.mutate(product._id, {
      onSuccess: () => {
        toast.error(MESSAGES.toastReported);
        setReportedNow(true);
        // The lists and the product page read reportedByMe again, so they agree with this button.
        void client.invalidateQueries({ queryKey: ['products'] });
      },
      onError: (error) => toastFailure(error),
    });
  };

  return (
    <PendingButton className={className} onClick={() => void onClick()} pending={report.isPending}>
      Report To Admin<span className="sr-only">: {product.productName}</span>
    </PendingButton>
  );
}

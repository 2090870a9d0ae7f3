import { toast } from 'react-toastify';
import { MESSAGES } from '@restrung/shared/messages';
import type { Product } from '@restrung/shared/product';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { useReportProduct } from '../api.ts';

interface Props {
  product: Pick<Product, '_id' | 'productName'>;
  className?: string;
}

/**
 * Report To Admin (buyers). SPEC.md: asks first; confirming reports the product and shows 'Reported
 * Successfully!!' error-styled; cancelling shows 'Okay!!' and sends nothing. A failure says why.
 */
export function ReportButton({ product, className = 'btn btn-outline btn-error btn-sm' }: Props) {
  const confirm = useConfirm();
  const report = useReportProduct();

  const onClick = async () => {
    const sure = await confirm(MESSAGES.confirmReport, { confirmLabel: 'Report', danger: true });
    if (!sure) {
      toast.success(MESSAGES.toastReportCancelled);
      return;
    }
    report.mutate(product._id, {
      onSuccess: () => toast.error(MESSAGES.toastReported),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={report.isPending}>
      {report.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      Report To Admin<span className="sr-only">: {product.productName}</span>
    </button>
  );
}

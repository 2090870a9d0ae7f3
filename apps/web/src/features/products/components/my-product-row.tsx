import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { MESSAGES } from '@restrung/shared/messages';
import type { Product } from '@restrung/shared/product';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { useAdvertiseProduct, useDeleteProduct } from '../api.ts';
import { formatPrice } from '@restrung/shared/format-number';
import { StatusBadge } from './status-badge.tsx';
import { HeldNotice } from './held-notice.tsx';
import { imageVariant } from '@restrung/shared/media';
import { toastFailure } from '../../../lib/failure.ts';

interface Props {
  product: Product;
  index: number;
  /** Sellers not yet verified cannot advertise; the button says why (the note with this id). */
  canAdvertise: boolean;
  advertiseNoteId: string;
}

// On phones each row becomes a small card: number and photo on the left, name, price and status beside
// them, the buttons underneath. From md up it is an ordinary table row. The table's cell borders are dropped on
// phones: the card's own bottom border separates the rows.
const CELL = 'max-md:p-0 max-md:border-0';

export function MyProductRow({ product, index, canAdvertise, advertiseNoteId }: Props) {
  const confirm = useConfirm();
  const advertise = useAdvertiseProduct();
  const remove = useDeleteProduct();

  const onAdvertise = () =>
    advertise.mutate(product, {
      onSuccess: () => toast.success(MESSAGES.toastAdvertised),
      onError: (error) => toastFailure(error),
    });

  const onDelete = async () => {
    if (!(await confirm(MESSAGES.confirmDeleteProduct, { confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(product, {
      onSuccess: () => toast.success(MESSAGES.toastProductDeleted),
      onError: (error) => toastFailure(error),
    });
  };

  return (
    <tr className="max-md:grid max-md:grid-cols-[auto_auto_1fr] max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:border-b max-md:border-base-300 max-md:py-4">
      <th scope="row" className={`${CELL} max-md:row-span-3 max-md:w-6 max-md:self-start font-medium`}>
        {index}
      </th>
      <td className={`${CELL} max-md:row-span-3 max-md:self-start`}>
        <img
          src={imageVariant(product.productPhoto, 160)}
          alt={product.productName}
          width={80}
          height={60}
          loading="lazy"
          decoding="async"
          className="h-15 w-20 rounded-box bg-base-200 object-cover"
        />
      </td>
      <td className={`${CELL} font-semibold wrap-anywhere`}>
        {product.productName}
        {product.heldAsStolen && <HeldNotice compact />}
      </td>
      <td className={CELL}>{formatPrice(product.askingPrice)}</td>
      <td className={CELL}>
        <StatusBadge status={product.status} label={false} />
      </td>
      <td className={`${CELL} max-md:col-span-3 max-md:pt-3`}>
        <div className="flex flex-wrap items-center gap-2">
          {product.advertise ? (
            <span className="badge badge-info badge-soft font-semibold whitespace-nowrap">
              {MESSAGES.onAdvertisement}
            </span>
          ) : product.status === 'Paid' ? (
            <span className="text-sm text-base-content/70">Sold</span>
          ) : (
            <PendingButton
              className="btn btn-primary btn-sm"
              onClick={onAdvertise}
              pending={advertise.isPending}
              disabled={!canAdvertise}
              aria-describedby={canAdvertise ? undefined : advertiseNoteId}
            >
              Add To Advertisement<span className="sr-only">: {product.productName}</span>
            </PendingButton>
          )}
          {product.status !== 'Paid' && (
            <Link to={`/dashboard/editproduct/${product._id}`} className="btn btn-outline btn-sm">
              Edit<span className="sr-only">: {product.productName}</span>
            </Link>
          )}
          <PendingButton
            className="btn btn-outline btn-error btn-sm"
            onClick={() => void onDelete()}
            pending={remove.isPending}
          >
            Delete<span className="sr-only">: {product.productName}</span>
          </PendingButton>
        </div>
      </td>
    </tr>
  );
}

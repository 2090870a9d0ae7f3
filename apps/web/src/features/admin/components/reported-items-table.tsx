import { useId } from 'react';
import { Link } from 'react-router';
import { KEEP_REPORTED_TEXTS, type ReportedItem } from '@restrung/shared/admin';
import { AdminCell, AdminRow, AdminTable, DeleteButton } from './admin-table.tsx';
import { formatPrice } from '@restrung/shared/format-number';
import { formatDateTime, times } from './format.ts';
import { imageVariant } from '@restrung/shared/media';
import { PendingButton } from '../../../components/pending-button.tsx';

interface ReportedItemsTableProps {
  labelledBy: string;
  items: ReportedItem[];
  deleting: Set<string>;
  onDelete: (item: ReportedItem) => void;
  keeping: Set<string>;
  onKeep: (item: ReportedItem) => void;
}

/**
 * Reported Items: photo, product name, seller email, seller name, asking price and a delete button (SPEC.md
 * section 2), plus how many times and by whom each was reported, newest first, and Keep Listing for reports the
 * admin finds unfounded.
 */
export function ReportedItemsTable({
  labelledBy,
  items,
  deleting,
  onDelete,
  keeping,
  onKeep,
}: ReportedItemsTableProps) {
  const headers = [
    'Photo',
    'Product',
    'Seller email',
    'Seller name',
    'Asking price',
    'Reports',
    <span key="actions" className="sr-only">
      Actions
    </span>,
  ];
  return (
    <AdminTable labelledBy={labelledBy} headers={headers}>
      {items.map((item) => (
        <ReportedItemRow
          key={item._id}
          item={item}
          deleting={deleting.has(item._id)}
          onDelete={onDelete}
          keeping={keeping.has(item._id)}
          onKeep={onKeep}
        />
      ))}
    </AdminTable>
  );
}

function ReportedItemRow({
  item,
  deleting,
  onDelete,
  keeping,
  onKeep,
}: {
  item: ReportedItem;
  deleting: boolean;
  onDelete: (item: ReportedItem) => void;
  keeping: boolean;
  onKeep: (item: ReportedItem) => void;
}) {
  const nameId = useId();
  return (
    <AdminRow grid="max-md:grid-cols-[auto_minmax(0,1fr)]">
      <AdminCell className="max-md:col-start-1 max-md:row-span-4 max-md:row-start-1 max-md:self-start">
        <img
          src={imageVariant(item.productPhoto, 160)}
          alt={`Photo of ${item.productName}`}
          loading="lazy"
          decoding="async"
          className="h-16 w-16 max-w-none rounded-box bg-base-300 object-cover"
        />
      </AdminCell>
      <AdminCell className="font-semibold max-md:col-start-2 max-md:row-start-1">
        <Link id={nameId} to={`/product/${item._id}`} className="link link-hover">
          {item.productName}
        </Link>
      </AdminCell>
      <AdminCell className="break-all max-md:col-start-2 max-md:row-start-3 max-md:text-sm">
        {item.sellerEmail}
      </AdminCell>
      <AdminCell className="max-md:col-start-2 max-md:row-start-2 max-md:text-sm">{item.sellerName}</AdminCell>
      <AdminCell className="font-semibold tabular-nums max-md:col-start-2 max-md:row-start-4">
        {formatPrice(item.askingPrice)}
      </AdminCell>
      <AdminCell className="min-w-52 max-md:col-span-2 max-md:col-start-1 max-md:row-start-5 max-md:mt-2">
        <Reports item={item} />
      </AdminCell>
      <AdminCell className="text-right max-md:col-span-2 max-md:col-start-1 max-md:row-start-6 max-md:mt-2 max-md:justify-self-end">
        <div className="flex flex-wrap justify-end gap-2 md:flex-col md:items-stretch">
          <PendingButton
            className="btn btn-sm btn-outline whitespace-nowrap"
            onClick={() => onKeep(item)}
            pending={keeping}
            aria-describedby={nameId}
          >
            {KEEP_REPORTED_TEXTS.button}
          </PendingButton>
          <DeleteButton onClick={() => onDelete(item)} busy={deleting} describedBy={nameId} />
        </div>
      </AdminCell>
    </AdminRow>
  );
}

function Reports({ item }: { item: ReportedItem }) {
  return (
    <div className="text-sm">
      <p>
        <span className="badge badge-warning badge-sm font-semibold whitespace-nowrap">
          Reported {times(item.reportCount)}
        </span>
      </p>
      <p className="mt-1 text-xs text-base-content/70">
        Last on <time dateTime={item.lastReportedAt}>{formatDateTime(item.lastReportedAt)}</time>
      </p>
      {item.reporters.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs font-medium text-secondary">Reported by</summary>
          <ol className="mt-1 space-y-1">
            {item.reporters.map((reporter) => (
              <li key={`${reporter.email}-${reporter.reportedAt}`} className="text-xs">
                <span className="font-medium">{reporter.name}</span>{' '}
                <span className="break-all text-base-content/70">({reporter.email})</span>
                <br />
                <time dateTime={reporter.reportedAt} className="text-base-content/70">
                  {formatDateTime(reporter.reportedAt)}
                </time>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

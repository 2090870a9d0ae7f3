import { Link } from 'react-router';
import type { Product } from '@restrung/shared/product';
import { useViewerRole } from '../use-viewer-role.ts';
import { StatusBadge } from './status-badge.tsx';
import { useBuyerButtons } from './buyer-buttons.tsx';

interface Props {
  product: Product;
  /** Which buyer buttons this place offers; everyone else sees the status text. */
  buyer: { report?: boolean; details?: boolean; book?: boolean; ask?: boolean };
}

/** SPEC.md: buyers get their buttons; other users (and visitors) see the status instead. */
export function ProductActions({ product, buyer }: Props) {
  const { role, isLoading } = useViewerRole();
  const { Book, Report, Ask } = useBuyerButtons();
  if (isLoading) return <div className="skeleton h-8 w-40" aria-hidden="true" />;
  if (role !== 'buyer') return <StatusBadge status={product.status} />;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {buyer.report && <Report product={product} />}
      {buyer.details && (
        <Link to={`/product/${product._id}`} className="btn btn-outline btn-secondary btn-sm">
          See Details<span className="sr-only">: {product.productName}</span>
        </Link>
      )}
      {buyer.book && <Book product={product} />}
      {buyer.ask && <Ask product={product} />}
    </div>
  );
}

import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../auth/api.ts';
import { useCategories } from '../../categories/api.ts';
import { useProduct } from '../api.ts';
import { EditProductForm } from '../components/edit-product-form.tsx';

/** Issue 12: the seller edits one of their listings (/dashboard/editproduct/:id). */
export function EditProductPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const product = useProduct(id);
  const categories = useCategories();

  const body = () => {
    if (!user || product.isPending || categories.isPending) return <Spinner label="Loading your listing" />;
    const error = product.error ?? categories.error;
    if (error)
      return (
        <QueryError
          what="this listing"
          error={error}
          onRetry={() => {
            void product.refetch();
            void categories.refetch();
          }}
          retrying={product.isFetching || categories.isFetching}
        />
      );
    const listing = product.data;
    if (!listing || !categories.data) return <Spinner label="Loading your listing" />;
    if (listing.sellerEmail.toLowerCase() !== user.email.toLowerCase())
      return <p className="alert alert-warning">You can only edit your own listings.</p>;
    if (listing.status === 'Paid')
      return <p className="alert alert-info">This guitar has been sold, so its listing can no longer be changed.</p>;
    return (
      <div className="card bg-base-100 shadow-md">
        <div className="card-body p-5 sm:p-8">
          <EditProductForm key={listing._id} product={listing} categories={categories.data} />
        </div>
      </div>
    );
  };

  return (
    <section aria-labelledby="edit-product-title" className="mx-auto max-w-3xl">
      <Link to="/dashboard/myproducts" className="link link-hover mb-4 inline-block text-sm font-medium">
        ← Back to My Products
      </Link>
      <h1 id="edit-product-title" className="mb-6 text-3xl font-bold">
        Edit Listing
      </h1>
      {body()}
    </section>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../auth/api.ts';
import { MY_PRODUCTS_PAGE_SIZE, useMyProducts, useSellerVerification } from '../api.ts';
import { usePageParam } from '../use-page-param.ts';
import { MyProductRow } from '../components/my-product-row.tsx';
import { Pagination } from '../components/pagination.tsx';
import { UNVERIFIED_NOTICE } from '../components/unverified-notice.tsx';

/** SPEC.md: My Products (sellers): index, photo, name, asking price, status, advertise and delete. */
export function MyProductsPage() {
  const { user } = useSession();
  const [page, setPage] = usePageParam();
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useMyProducts(user?.email, page);
  const verification = useSellerVerification(user?.email);
  const noteId = useId();
  // Until the answer arrives the button stays enabled: the server refuses an unverified seller anyway.
  const verified = verification.data?.verified ?? user?.verified ?? true;

  return (
    <section aria-labelledby="my-products-title">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-products-title" className="text-3xl font-bold">
          My Products
        </h1>
        <Link to="/dashboard/addproduct" className="btn btn-primary btn-sm">
          Add A Product
        </Link>
      </div>
      {!verified && (
        <div role="note" className="alert alert-info alert-soft mb-6 flex flex-col items-start gap-1">
          <p>{UNVERIFIED_NOTICE}</p>
          <p id={noteId} className="text-sm">
            You can add products to the advertisement once your account is verified.
          </p>
        </div>
      )}
      {isPending ? (
        <Spinner label="Loading your products" />
      ) : error ? (
        <QueryError what="your products" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.products.length === 0 && page === 1 ? (
        <div className="rounded-box bg-base-200 p-8 text-center">
          <p className="text-lg font-semibold">You have not listed any guitars yet.</p>
          <Link to="/dashboard/addproduct" className="btn btn-primary mt-4">
            Add your first guitar
          </Link>
        </div>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box bg-base-100 shadow-md max-md:px-4">
            <table className={`table ${isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={isPlaceholderData}>
              <caption className="sr-only">Your products</caption>
              <thead className="max-md:sr-only">
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Photo</th>
                  <th scope="col">Name</th>
                  <th scope="col">Asking Price</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((product, index) => (
                  <MyProductRow
                    key={product._id}
                    product={product}
                    index={(page - 1) * MY_PRODUCTS_PAGE_SIZE + index + 1}
                    canAdvertise={verified}
                    advertiseNoteId={noteId}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} isLastPage={data.isLastPage} onPage={setPage} busy={isPlaceholderData} />
        </>
      )}
    </section>
  );
}

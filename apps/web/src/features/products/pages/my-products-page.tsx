import { useId, useRef } from 'react';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { Link } from 'react-router';
import { ListSection } from '../../../components/list-section.tsx';
import { useSession } from '../../auth/api.ts';
import { useSellerVerification } from '../../sellers/api.ts';
import { useMyProducts } from '../api.ts';
import { MyProductRow } from '../components/my-product-row.tsx';
import { UNVERIFIED_NOTICE } from '../components/unverified-notice.tsx';

/** SPEC.md: My Products (sellers): index, photo, name, asking price, status, advertise and delete. */
export function MyProductsPage() {
  const { user } = useSession();
  const list = useMyProducts(user?.email);
  const verification = useSellerVerification(user?.email);
  const noteId = useId();
  // Until the answer arrives the button stays enabled: the server refuses an unverified seller anyway.
  const verified = verification.data?.verified ?? user?.verified ?? true;
  // Deleting a product takes its row, and the Delete button that had the keyboard, off the page.
  const table = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(table, heading, list.rows);

  return (
    <section aria-labelledby="my-products-title">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-products-title" ref={heading} tabIndex={-1} className="text-3xl font-bold">
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
      <ListSection
        query={list}
        what="your products"
        loadingLabel="Loading your products"
        isEmpty={list.rows?.length === 0}
        empty={
          <div className="rounded-box bg-base-200 p-8 text-center">
            <p className="text-lg font-semibold">You have not listed any guitars yet.</p>
            <Link to="/dashboard/addproduct" className="btn btn-primary mt-4">
              Add your first guitar
            </Link>
          </div>
        }
        loadMoreLabel="Show more products"
      >
        <div ref={table} className="overflow-x-auto rounded-box bg-base-100 shadow-md max-md:px-4">
          <table className="table">
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
              {list.rows?.map((product, index) => (
                <MyProductRow
                  key={product._id}
                  product={product}
                  index={index + 1}
                  canAdvertise={verified}
                  advertiseNoteId={noteId}
                />
              ))}
            </tbody>
          </table>
        </div>
      </ListSection>
    </section>
  );
}

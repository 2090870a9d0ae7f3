import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../auth/api.ts';
import { useCategories } from '../../categories/api.ts';
import { AddProductForm } from '../components/add-product-form.tsx';
import { UnverifiedNotice } from '../components/unverified-notice.tsx';

/** SPEC.md: Add A Product (sellers). */
export function AddProductPage() {
  const { user } = useSession();
  const categories = useCategories();

  return (
    <section aria-labelledby="add-product-title" className="mx-auto max-w-3xl">
      <h1 id="add-product-title" className="mb-2 text-3xl font-bold">
        Add A Product
      </h1>
      <p className="mb-6 text-base-content/80">
        List a guitar for sale. Every field is required except the guitar details.
      </p>
      <UnverifiedNotice email={user?.email} />
      {!user || categories.isPending ? (
        <Spinner label="Loading the form" />
      ) : categories.error ? (
        <QueryError
          what="the categories"
          error={categories.error}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : (
        <div className="card bg-base-100 shadow-md">
          <div className="card-body p-5 sm:p-8">
            <AddProductForm seller={{ name: user.name, email: user.email }} categories={categories.data} />
          </div>
        </div>
      )}
    </section>
  );
}

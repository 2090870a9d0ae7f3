import { PageTitle } from '../../../components/page-title.tsx';
import { Link, useParams } from 'react-router';
import { BRAND } from '@restrung/shared/constants';
import { useCategories } from '../../categories/api.ts';
import { CatalogueBrowser } from '../components/catalogue-browser.tsx';

/**
 * SPEC.md: scrolls to top, a banner, then a two-column grid of product cards (one column on phones), with the search
 * page's filters, sort and "Load more" (issue 11). The scroll is the root layout's ScrollRestoration, as for every new
 * page; a scroll of its own here would undo the place Back returns to (CatalogueBrowser restores it).
 */
export function CategoryPage() {
  const { id = '' } = useParams();
  const categories = useCategories();
  const category = categories.data?.find((c) => c._id === id);

  const title = category?.category ?? 'Guitars';
  const notFound = categories.isSuccess && !category;

  // No banner for a category that does not exist: there is nothing to advertise, only the way back.
  if (notFound) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PageTitle>{`Category not found | ${BRAND}`}</PageTitle>
        <div className="rounded-box bg-base-200 p-8 text-center">
          <h1 className="text-lg font-semibold">This category does not exist.</h1>
          <Link to="/" className="btn btn-primary mt-4">
            Back to the home page
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <PageTitle>{`${title} | ${BRAND}`}</PageTitle>
      <section aria-labelledby="category-title" className="bg-secondary text-secondary-content">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-12 md:py-16">
          <p className="text-sm font-semibold tracking-widest uppercase opacity-80">Second-hand guitars</p>
          <h1 id="category-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {title}
          </h1>
          <p className="max-w-2xl text-lg opacity-90">
            Played, loved and ready for their next song. Every listing here comes from a seller our team has verified.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-10">
        <CatalogueBrowser fixedCategory={id} />
      </div>
    </>
  );
}

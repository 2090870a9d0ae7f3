import { useCategories } from '../../categories/api.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { CategoryCard } from './category-card.tsx';

const SKELETON_COUNT = 3;

export function CategoryGrid() {
  const { data, error, isPending, isFetching, refetch } = useCategories();

  return (
    <section id="categories" aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading
        id="categories-title"
        title="Shop by Category"
        intro="Pick a style and see what players are selling right now."
      />
      {isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading categories…
          </p>
          <ul className="grid gap-6 md:grid-cols-3" aria-hidden="true">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
              <li key={index} className="card bg-base-100 shadow-md">
                <div className="skeleton aspect-[4/3] rounded-b-none" />
                <div className="card-body items-center p-5">
                  <div className="skeleton h-6 w-40" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : error ? (
        <QueryError what="the categories" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-8 text-center text-base-content/80">
          No categories yet. Check back soon: new guitars arrive every day.
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-3">
          {data.map((category) => (
            <CategoryCard key={category._id} category={category} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { QueryError } from '../../../components/query-error.tsx';
import { useDrawnCount } from '../../../lib/use-drawn-count.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { useFeaturedProducts } from '../api.ts';
import { FeaturedCard } from './featured-card.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** SPEC.md: the home page's Featured Products grid, shown only when any exist (advertised and Available). */
export function FeaturedProducts() {
  const { data, error, isPending, isFetching, refetch } = useFeaturedProducts();
  // A few per task, as the catalogue draws its cards (decision 0069): twelve in one task were the longest task of a
  // phone's home page after its first paint, for a grid below the hero.
  const drawn = useDrawnCount(data?.length ?? 0);
  if (!isPending && !error && data.length === 0) return null;

  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 pt-16">
      <SectionHeading
        id="featured-title"
        title="Featured Products"
        intro="Hand-picked guitars our sellers are advertising right now."
      />
      {isPending ? (
        <ProductGridSkeleton label="Loading featured products…" count={3} className={GRID} />
      ) : error ? (
        <QueryError what="the featured products" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <ul className={GRID}>
          {data.slice(0, drawn).map((product) => (
            <li key={product._id}>
              <FeaturedCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

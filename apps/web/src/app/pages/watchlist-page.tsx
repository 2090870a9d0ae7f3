import { useRef } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { useFocusFallback } from '../../lib/use-focus-fallback.ts';
import { BRAND } from '@restrung/shared/constants';
import { ListSection } from '../../components/list-section.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PATHS } from '../../components/site-links.ts';
import { ProductCard } from '../../features/products/components/product-card.tsx';
import { useWatchlist } from '../../features/watchlist/api.ts';

/**
 * The Watchlist (dashboard, every role): the watched guitars as the catalogue's cards, whatever their status now.
 * Composed here because the list is the watchlist feature's and the card the products feature's.
 */
export function WatchlistPage() {
  const watchlist = useWatchlist();
  const list = watchlist.rows ?? [];
  const cards = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Unwatching a guitar here takes its card, and the heart that had the focus, off the page.
  useFocusFallback(cards, heading, list);
  return (
    <section aria-labelledby="watchlist-heading" className="flex flex-col gap-6">
      <PageTitle>{`Watchlist | ${BRAND}`}</PageTitle>
      <h1 id="watchlist-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold sm:text-3xl">
        Watchlist
      </h1>
      <ListSection
        query={watchlist}
        what="your watchlist"
        loadingLabel="Loading your watchlist"
        isEmpty={list.length === 0}
        empty={
          <EmptyState action={{ label: 'Browse guitars', to: PATHS.products }}>
            Nothing on your watchlist yet
          </EmptyState>
        }
        loadMoreLabel="Show more guitars"
      >
        <ul ref={cards} className="grid gap-6 md:grid-cols-2">
          {list.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </ListSection>
    </section>
  );
}

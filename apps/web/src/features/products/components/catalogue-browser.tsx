import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Product } from '@restrung/shared/product';
import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from '@restrung/shared/search';
import { QueryError } from '../../../components/query-error.tsx';
import { useDrawnCount } from '../../../lib/use-drawn-count.ts';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { useReturnScrollPosition } from '../../../lib/use-return-scroll.ts';
import { useCategories } from '../../categories/api.ts';
import { rangeErrors, typedConditionOf, useSearchResults, withoutTyped } from '../search-api.ts';
import { useSearchState } from '../use-search-state.ts';
import { guitarsText, totalText } from '../format.ts';
import { activeFilters, CountedFilterDrops, FilterDrops, NOTHING_SEARCHED } from './filter-drops.tsx';
import { CorrectionsNotice } from './corrections-notice.tsx';
import { LeftOutNotice } from './left-out-notice.tsx';
import { SearchTips } from './search-tips.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import { SearchFilters, SearchFiltersSkeleton } from './search-filters.tsx';
import { useHoldContent } from '../../../lib/content-first.ts';

/**
 * Returns to where this history entry was left (Back, Forward, a reload) once the results it was left on are back:
 * the router's own return comes before them, on a page still too short.
 */
function useResultsScroll(ready: boolean): void {
  const { key } = useLocation();
  const place = useReturnScrollPosition();
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (ready && place !== null && restored.current !== key) {
      restored.current = key;
      window.scrollTo(0, place);
    }
  }, [key, ready, place]);
}

/**
 * The cards, drawn a few per task (`useDrawnCount`), in a component of their own: each step then draws the list and
 * its new cards only, not the whole catalogue above them (the filters, the sort, the search's query hooks). Returns
 * to where the entry was left once every card is drawn and `scrollWhenDrawn` says the results are the ones left.
 */
function CardGrid({
  items,
  highlight,
  dimmed,
  scrollWhenDrawn,
}: {
  items: Product[];
  highlight?: readonly string[];
  dimmed: boolean;
  scrollWhenDrawn: boolean;
}) {
  const drawn = useDrawnCount(items.length);
  useResultsScroll(scrollWhenDrawn && drawn === items.length);
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${dimmed ? 'opacity-60' : ''}`} aria-busy={dimmed}>
      {items.slice(0, drawn).map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} highlight={highlight} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The results of a search or a category page: filters with counts, sort, the grid with the searched words
 * marked, "Load more", and a way on when nothing matches.
 */
export function CatalogueBrowser({ fixedCategory }: { fixedCategory?: string }) {
  // SPEC.md: a category page hides only Paid guitars, so Booked ones show (marked Booked) unless filtered out.
  const [state, update, loadMore] = useSearchState(fixedCategory ? { booked: true } : undefined);
  const categories = useCategories();
  // Ranges the server would refuse (a link typed by hand): said at once, with a way out, instead of asking.
  const wrongRanges = rangeErrors(state);
  const searchHeld = Object.keys(wrongRanges).length > 0;
  const query = useSearchResults(state, fixedCategory, !searchHeld);
  const { data, error, isPending, isFetching, isFetchingNextPage, hasNextPage, isPlaceholderData, refetch } = query;
  // The cards and the first one's photo are the page's main content (lib/content-first.ts).
  useHoldContent(isPending && !searchHeld);
  const pages = data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);
  const categoryName = (id: string) => categories.data?.find((c) => c._id === id)?.category ?? 'unknown';
  const filters = activeFilters(state, categoryName, first ?? NOTHING_SEARCHED);
  // The ranges to drop: the filters whose change clears a field in the wrong.
  const wrongRangeFilters = filters.filter(({ change }) => Object.keys(change).some((key) => key in wrongRanges));
  // Open beside the results on wide screens; folded above them on phones, where they would push the results away.
  const [filtersOpen, setFiltersOpen] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1024px)').matches,
  );
  // Folded filters are drawn when first opened: on a phone nobody sees them at first, and the first render is shorter.
  const [filtersDrawn, setFiltersDrawn] = useState(filtersOpen);
  // The groups an answer's counts bring (brand, body type...) and the category names come before the boxes: drawn
  // before them, the availability, price and year boxes jumped down when they came.
  const filtersReady = (!isPending || searchHeld) && (fixedCategory !== undefined || !categories.isPending);
  const textKey = [state.minPrice, state.maxPrice, state.minYear, state.maxYear, state.location].join('|');
  // The last "Load more" goes away with the last page: the keyboard moves to "Showing N of N" beside it.
  const moreArea = useRef<HTMLDivElement>(null);
  const shown = useRef<HTMLParagraphElement>(null);
  useFocusFallback(moreArea, shown, hasNextPage);
  // A way on pressed on the empty page ("Remove keywords …") takes the page and its button away: the keyboard goes on
  // from the count of what the search finds now, which is read out, not from the top of the document.
  const resultsColumn = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  useFocusFallback(resultsColumn, count, first);

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside>
        <details
          className="rounded-box bg-base-200 p-4"
          open={filtersOpen}
          onToggle={(event) => {
            const { open } = event.currentTarget;
            setFiltersOpen(open);
            if (open) setFiltersDrawn(true);
          }}
        >
          <summary className="cursor-pointer font-semibold">Filters</summary>
          <div className="mt-3 lg:mt-0">
            {filtersDrawn &&
              (filtersReady ? (
                <SearchFilters
                  key={textKey}
                  state={state}
                  facets={first?.facets ?? undefined}
                  typedCondition={first && typedConditionOf(first.leftOut)}
                  onChange={update}
                  fixedCategory={fixedCategory}
                />
              ) : (
                <SearchFiltersSkeleton />
              ))}
          </div>
        </details>
      </aside>

      <div ref={resultsColumn} className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p ref={count} tabIndex={-1} role="status" aria-live="polite" className="font-semibold">
            {first ? guitarsText(first) : ''}
          </p>
          <label className="flex items-center gap-2 text-sm">
            {/* daisyUI's select takes up to 20rem: without nowrap it squeezed the label onto two lines. */}
            <span className="whitespace-nowrap">Sort by</span>
            <select
              className="select select-sm"
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as SearchSort })}
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SEARCH_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>

        {/*
          How the keywords were read changes with each search: read out as it changes, so it is always here. Empty,
          its negative margin takes back the column's gap.
        */}
        <div aria-live="polite" className="-mb-6 flex flex-col [&>*]:mb-6">
          {first && first.corrections.length > 0 && (
            <CorrectionsNotice result={first} state={state} fixedCategory={fixedCategory} onSearch={update} />
          )}

          {first && (
            <LeftOutNotice
              leftOut={first.leftOut}
              // With no keywords left to match, best match lists the newest first.
              sort={state.sort === 'relevance' && first.highlight.length === 0 ? 'newest' : state.sort}
              onSort={(sort) => update({ sort })}
              onDropWords={(typed) => update({ q: withoutTyped(state.q, typed) })}
            />
          )}
        </div>

        {searchHeld ? (
          <div role="alert" className="alert alert-error alert-soft flex flex-col items-start gap-3">
            <div>
              <p className="font-semibold">These filters cannot be applied.</p>
              {[...new Set(Object.values(wrongRanges))].map((message) => (
                <p key={message} className="text-sm">
                  {message}
                </p>
              ))}
            </div>
            <FilterDrops filters={wrongRangeFilters} onDrop={update} />
          </div>
        ) : isPending ? (
          <ProductGridSkeleton label="Loading guitars…" />
        ) : error && !first ? (
          <QueryError what="the guitars" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : first && first.total === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-box bg-base-200 p-8 text-center">
            <p className="text-lg font-semibold">
              {fixedCategory && filters.length === 0
                ? 'No guitars in this category yet.'
                : 'No guitars match your search.'}
            </p>
            {fixedCategory && filters.length === 0 && (
              <Link to="/#categories" className="btn btn-primary">
                See other categories
              </Link>
            )}
            {first.didYouMean && (
              <button type="button" className="btn btn-primary" onClick={() => update({ q: first.didYouMean ?? '' })}>
                Search for “{first.didYouMean}” instead
              </button>
            )}
            {filters.length > 0 && (
              <div className="flex flex-col items-center gap-2">
                <p>Try without one of these:</p>
                <CountedFilterDrops state={state} filters={filters} fixedCategory={fixedCategory} onDrop={update} />
              </div>
            )}
            {state.q && <SearchTips />}
          </div>
        ) : (
          <>
            <CardGrid
              items={items}
              highlight={first?.highlight}
              dimmed={isPlaceholderData}
              scrollWhenDrawn={!isPlaceholderData && (items.length >= state.shown || !hasNextPage)}
            />
            {error && <QueryError what="more guitars" error={error} onRetry={() => void refetch()} />}
            <div ref={moreArea} className="flex flex-col items-center gap-2">
              <p ref={shown} tabIndex={-1} className="text-sm text-base-content/70">
                Showing {items.length} of {first ? totalText(first) : items.length}
              </p>
              {hasNextPage && (
                <PendingButton className="btn btn-primary" pending={isFetchingNextPage} onClick={() => loadMore()}>
                  {isFetchingNextPage ? 'Loading…' : 'Load more'}
                </PendingButton>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

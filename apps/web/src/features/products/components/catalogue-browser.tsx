import { formatCount } from '@restrung/shared/format-number';
import { searchWords } from '@restrung/shared/highlight';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Product } from '@restrung/shared/product';
import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchResult, type SearchSort } from '@restrung/shared/search';
import { QueryError } from '../../../components/query-error.tsx';
import { useDrawnCount } from '../../../lib/use-drawn-count.ts';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { useReturnScrollPosition } from '../../../lib/use-return-scroll.ts';
import { useCategories } from '../../categories/api.ts';
import { rangeErrors, typedConditionOf, useSearchResults, withoutTyped, type SearchState } from '../search-api.ts';
import { useSearchState } from '../use-search-state.ts';
import { DETAIL_LABELS } from '../detail-labels.ts';
import { LeftOutNotice } from './left-out-notice.tsx';
import { SearchTips } from './search-tips.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';
import { SearchFilters, SearchFiltersSkeleton } from './search-filters.tsx';
import { useHoldContent } from '../../../lib/content-first.ts';

/**
 * A price, the years built, a condition, words with a minus or a maker after "not" typed among the keywords, that the
 * search applied: each narrows.
 */
const appliedTyped = (left: SearchResult['leftOut'][number]) =>
  (left.reason === 'price-limit' && (left.minPrice !== null || left.maxPrice !== null)) ||
  (left.reason === 'condition' && left.conditions !== null) ||
  left.reason === 'built-years' ||
  left.reason === 'excluded' ||
  left.reason === 'not-brand';

/** Before an answer: no keyword is known to have been searched, and nothing typed to have been read. */
const NOTHING_SEARCHED = { leftOut: [], highlight: [], corrections: [] };

/**
 * Each active filter, with how to drop it: offered one by one when nothing matches. First what was typed as a filter
 * among the keywords ("like new", "under $500"), as typed. Of several keywords, each word on its own next: one word
 * nobody used ("gibson lp custum") leaves nothing, and dropping it keeps the others. Only a word the search searched
 * (its highlight, or a misspelling it corrected) is offered: without one it left out ("used", "a", what the box leaves
 * of "I'm") the search is the same; nor is "or", without which both sides would be required and fewer found.
 */
function activeFilters(
  state: SearchState,
  categoryName: (id: string) => string,
  { leftOut, highlight, corrections }: Pick<SearchResult, 'leftOut' | 'highlight' | 'corrections'>,
) {
  const filters: { label: string; change: Partial<SearchState> }[] = leftOut
    .filter(appliedTyped)
    .map((left) => ({ label: `“${left.words}”`, change: { q: withoutTyped(state.q, [left.words]) } }));
  const words = [...new Set(state.q.split(/\s+/).filter(Boolean))];
  const searchedWords = new Set([...highlight, ...corrections.map((c) => c.from)]);
  const searched = (word: string) => searchWords(word).some((part) => searchedWords.has(part));
  if (words.filter(searched).length > 1)
    for (const word of words.filter(searched))
      filters.push({ label: `“${word}”`, change: { q: words.filter((other) => other !== word).join(' ') } });
  if (state.q) filters.push({ label: `keywords “${state.q}”`, change: { q: '' } });
  for (const id of state.category)
    filters.push({
      label: `category ${categoryName(id)}`,
      change: { category: state.category.filter((c) => c !== id) },
    });
  for (const condition of state.condition)
    filters.push({
      label: `condition ${condition}`,
      change: { condition: state.condition.filter((c) => c !== condition) },
    });
  for (const key of ['brand', 'bodyType', 'handedness', 'strings'] as const)
    for (const value of state[key])
      filters.push({ label: DETAIL_LABELS[key](value), change: { [key]: state[key].filter((v) => v !== value) } });
  if (state.minPrice || state.maxPrice) filters.push({ label: 'price range', change: { minPrice: '', maxPrice: '' } });
  if (state.minYear || state.maxYear) filters.push({ label: 'year range', change: { minYear: '', maxYear: '' } });
  if (state.location) filters.push({ label: `location “${state.location}”`, change: { location: '' } });
  return filters;
}

type ActiveFilter = ReturnType<typeof activeFilters>[number];

/** A button for each filter given, "Remove <its label>", that drops it. */
function FilterDrops({
  filters,
  onDrop,
  className = '',
  outline = false,
}: {
  filters: ActiveFilter[];
  onDrop: (change: ActiveFilter['change']) => void;
  className?: string;
  outline?: boolean;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {filters.map((filter) => (
        <li key={filter.label}>
          <button
            type="button"
            className={`btn btn-sm ${outline ? 'btn-outline' : ''}`}
            onClick={() => onDrop(filter.change)}
          >
            Remove {filter.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "1,000+" when the server stopped counting at its cap (more match), else the exact count ("1,250"). */
const totalText = ({ total, totalCapped }: SearchResult) => `${formatCount(total ?? 0)}${totalCapped ? '+' : ''}`;

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

      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" aria-live="polite" className="font-semibold">
            {first ? `${totalText(first)} ${first.total === 1 && !first.totalCapped ? 'guitar' : 'guitars'}` : ''}
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
            <p className="text-sm">
              Also showing results for{' '}
              {first.corrections.map((c, i) => (
                <span key={c.from}>
                  {i > 0 && ', '}“<strong>{c.to}</strong>” (you typed “{c.from}”)
                </span>
              ))}
              .
            </p>
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
                <FilterDrops filters={filters} onDrop={update} className="justify-center" outline />
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

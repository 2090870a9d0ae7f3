import { type ReactNode, useRef } from 'react';
import { useFocusFallback } from '../lib/use-focus-fallback.ts';
import { PendingButton } from './pending-button.tsx';
import { QueryError } from './query-error.tsx';
import { Spinner } from './spinner.tsx';

/** What a list section needs of its query: TanStack Query's own fields, of a plain or a keyset list. */
export interface ListQuery {
  /** Undefined until the first answer. */
  data: unknown;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => unknown;
}

interface ListSectionProps {
  query: ListQuery;
  /** What failed to load, for the message: "the buyers". */
  what: string;
  /** The spinner's name for screen readers: "Loading buyers". */
  loadingLabel: string;
  /** Shown instead of the spinner until the first answer: a skeleton of the rows to come. */
  loading?: ReactNode;
  isEmpty: boolean;
  /** Shown for an empty list: an EmptyState with the way on. */
  empty: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** The button reading the next page. */
  loadMoreLabel?: string;
  /** What failed when the next page did not load: "older entries" (default: "more of" what). */
  moreWhat?: string;
  /** Said under the last page of a list that reads its pages one by one. */
  endNote?: string;
  /** Where to go instead when asking again cannot help (a 403 or 404). */
  errorAction?: ReactNode;
}

/** Under a list whose last page "Load more" read, when the list says nothing of its own. */
export const END_OF_LIST = 'End of the list.';

/**
 * The one loading, error, empty and "load more" frame of every list: a spinner until the first answer, the
 * failure with Retry, the empty state, then the rows with a button reading the next page (its own failure is
 * shown beside the rows already read, which stay).
 */
export function ListSection({
  query,
  what,
  loadingLabel,
  loading,
  isEmpty,
  empty,
  children,
  loadMoreLabel = 'Load more',
  moreWhat = `more of ${what}`,
  endNote,
  errorAction,
}: ListSectionProps) {
  // The last "Load more" goes away with the last page; the keyboard moves to the note that says so, not to the top.
  const moreArea = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const hadMore = useRef(false);
  if (query.hasNextPage) hadMore.current = true;
  useFocusFallback(moreArea, end, query.hasNextPage);
  if (query.data === undefined) {
    return query.error ? (
      <QueryError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        action={errorAction}
      />
    ) : (
      (loading ?? <Spinner label={loadingLabel} />)
    );
  }
  if (isEmpty) return empty;
  const loadingMore = query.isFetchingNextPage ?? false;
  return (
    <>
      {children}
      {query.fetchNextPage && (
        <div ref={moreArea} className="mt-6 flex flex-col items-center gap-3">
          {query.isFetchNextPageError && query.error && (
            <QueryError
              what={moreWhat}
              error={query.error}
              onRetry={() => void query.fetchNextPage?.()}
              retrying={loadingMore}
            />
          )}
          {query.hasNextPage
            ? !query.isFetchNextPageError && (
                <PendingButton
                  className="btn btn-outline"
                  onClick={() => void query.fetchNextPage?.()}
                  pending={loadingMore}
                >
                  {loadingMore ? 'Loading…' : loadMoreLabel}
                </PendingButton>
              )
            : (endNote ?? hadMore.current) && (
                <p ref={end} tabIndex={-1} className="text-sm text-base-content/70">
                  {endNote ?? END_OF_LIST}
                </p>
              )}
        </div>
      )}
    </>
  );
}

import { useInfiniteQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@restrung/shared/constants';

/** Where the next page of a keyset list starts: after the `_id` of the last row shown (null: the first page). */
export interface KeysetPage {
  after: string | null;
  limit: number;
  signal: AbortSignal;
}

/** `limit=24&after=<id>` for a list URL: the API's keyset pagination (`?after=`), every list the same way. */
export const keysetParams = ({ after, limit }: Pick<KeysetPage, 'after' | 'limit'>): string =>
  `limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`;

/**
 * The one way the web app reads a list page by page: the API answers plain arrays, each page starts after the
 * last row shown, and a page shorter than the limit is the last. Rows written meanwhile never shift a page.
 */
export function useKeysetList<T extends { _id: string }>(options: {
  queryKey: QueryKey;
  fetchPage: (page: KeysetPage) => Promise<T[]>;
  limit?: number;
  enabled?: boolean;
  /** Rearranges one page as it arrives (e.g. sorts what the server may send in another order). */
  selectPage?: (rows: T[]) => T[];
}) {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const { selectPage } = options;
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const rows = await options.fetchPage({ after: pageParam, limit, signal });
      return selectPage ? selectPage(rows) : rows;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: T[]) => (last.length < limit ? undefined : (last.at(-1)?._id ?? undefined)),
    enabled: options.enabled ?? true,
    staleTime: 10_000,
  });
  return { ...query, rows: query.data?.pages.flat() };
}

/** Changes the cached rows of every keyset list under `queryKey`, page by page (after a mutation). */
export function updateKeysetRows<T>(client: QueryClient, queryKey: QueryKey, update: (rows: T[]) => T[]): void {
  client.setQueriesData<InfiniteData<T[]>>({ queryKey }, (data) => data && { ...data, pages: data.pages.map(update) });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { watchChangedSchema, watchedIdsSchema, watchlistSchema } from '@restrung/shared/watchlist';
import { api } from '../../lib/api-client.ts';
import { toastFailure } from '../../lib/failure.ts';
import { keysetParams, useKeysetList } from '../../lib/keyset-list.ts';

export const watchKeys = {
  all: ['watchlist'] as const,
  ids: ['watchlist', 'ids'] as const,
  list: ['watchlist', 'list'] as const,
};

/**
 * Which guitars the signed-in person watches, read once for every card on the page (GET /watchlist/ids), so the
 * catalogue and search queries stay as they are. Off while signed out.
 */
export function useWatchedIds(signedIn: boolean) {
  const query = useQuery({
    queryKey: watchKeys.ids,
    queryFn: ({ signal }) => api('/watchlist/ids', { schema: watchedIdsSchema, signal }),
    enabled: signedIn,
    staleTime: 60_000,
    select: (data) => new Set(data.ids),
  });
  return query.data;
}

const setWatched = (ids: string[], productId: string, watched: boolean) =>
  watched ? (ids.includes(productId) ? ids : [...ids, productId]) : ids.filter((id) => id !== productId);

/**
 * The heart: fills (or empties) at once, and goes back with the server's reason in a toast when the call fails.
 * Only this guitar's heart is put back, so a quick second click on another card is not undone with it.
 */
export function useToggleWatch() {
  const client = useQueryClient();
  const update = (productId: string, watched: boolean) =>
    client.setQueryData<{ ids: string[] }>(watchKeys.ids, (data) =>
      data ? { ids: setWatched(data.ids, productId, watched) } : data,
    );
  return useMutation({
    mutationFn: ({ productId, watch }: { productId: string; watch: boolean }) =>
      api(`/watchlist/${encodeURIComponent(productId)}`, {
        method: watch ? 'PUT' : 'DELETE',
        schema: watchChangedSchema,
      }),
    onMutate: async ({ productId, watch }) => {
      await client.cancelQueries({ queryKey: watchKeys.ids });
      update(productId, watch);
    },
    onError: (error, { productId, watch }) => {
      update(productId, !watch);
      toastFailure(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: watchKeys.all }),
  });
}

/** The Watchlist page: the watched guitars as cards, newest watched first, page by page (keyset). */
export function useWatchlist() {
  return useKeysetList({
    queryKey: watchKeys.list,
    fetchPage: ({ signal, ...page }) => api(`/watchlist?${keysetParams(page)}`, { schema: watchlistSchema, signal }),
  });
}

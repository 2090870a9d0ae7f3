import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './retryable.ts';

/** One retry for what may pass on a second try; a refusal (403, 404, ...) is sent once. */
export const retryQuery = (failureCount: number, error: unknown): boolean => failureCount < 1 && isRetryable(error);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: retryQuery, refetchOnWindowFocus: false } },
});

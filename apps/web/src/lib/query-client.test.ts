import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client.ts';
import { queryClient } from './query-client.ts';

/** The app's query defaults, without the wait between tries. */
function appClient() {
  const defaults = queryClient.getDefaultOptions();
  return new QueryClient({ defaultOptions: { ...defaults, queries: { ...defaults.queries, retryDelay: 0 } } });
}

async function attemptsFor(error: Error): Promise<number> {
  let attempts = 0;
  await appClient()
    .fetchQuery({
      queryKey: ['probe'],
      queryFn: () => {
        attempts += 1;
        throw error;
      },
    })
    .catch(() => undefined);
  return attempts;
}

describe('the query client', () => {
  it.each([400, 401, 403, 404, 409])('sends a request refused with %i once', async (status) => {
    expect(await attemptsFor(new ApiClientError(status, 'refused'))).toBe(1);
  });

  it.each([0, 429, 500, 503])('tries once more after %i, which may pass the second time', async (status) => {
    expect(await attemptsFor(new ApiClientError(status, 'failed'))).toBe(2);
  });
});

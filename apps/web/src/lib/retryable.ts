import { ApiClientError } from './api-client.ts';

/**
 * Whether asking again could give another answer. A refusal (4xx: not yours, not found, invalid) stays a refusal;
 * only a timeout, a rate limit, a server failure or no answer at all (status 0) may pass on a second try.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return true;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

import type { ReactNode } from 'react';
import { ApiClientError } from '../lib/api-client.ts';
import { isRetryable } from '../lib/retryable.ts';
import { PendingButton } from './pending-button.tsx';

interface QueryErrorProps {
  /** What failed to load, for the message: "the categories". */
  what: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
  /** Where to go instead when asking again cannot help (a 403 or 404): e.g. a link back to a list. */
  action?: ReactNode;
}

/**
 * A failed load says what failed and offers to try again, instead of leaving an empty gap on the page. Retry is
 * offered only when a second try may succeed; a refusal offers the given way forward instead.
 */
export function QueryError({ what, error, onRetry, retrying = false, action }: QueryErrorProps) {
  return (
    <div
      role="alert"
      className="alert alert-error alert-soft flex flex-col items-start gap-3 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <p className="font-semibold">We could not load {what}.</p>
        {/* Only the API's messages are written for people; anything else would be a stack of parser output. */}
        <p className="text-sm">{error instanceof ApiClientError ? error.message : 'Please try again in a moment.'}</p>
      </div>
      {isRetryable(error) ? (
        <PendingButton className="btn btn-sm" onClick={onRetry} pending={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </PendingButton>
      ) : (
        action
      )}
    </div>
  );
}

import { ApiClientError } from '../lib/api-client.ts';

interface QueryErrorProps {
  /** What failed to load, for the message: "the categories". */
  what: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load says what failed and offers to try again, instead of leaving an empty gap on the page. */
export function QueryError({ what, error, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <div className="flex-1">
        <p className="font-semibold">We could not load {what}.</p>
        {/* Only the API's messages are written for people; anything else would be a stack of parser output. */}
        <p className="text-sm">{error instanceof ApiClientError ? error.message : 'Please try again in a moment.'}</p>
      </div>
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

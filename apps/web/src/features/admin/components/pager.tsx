import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The list's page, kept in the address (?page=2) so reloading or going back returns to it. Pages start at 1. */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isSafeInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace: options?.replace ?? false },
      ),
    [setParams],
  );
  return [page, setPage];
}

/**
 * When a later page comes back empty (its last row was just deleted, or the address names a page past the
 * end), shows the page before it in place of the empty one.
 */
export function useLeaveEmptyPage(
  rows: unknown[] | undefined,
  page: number,
  setPage: ReturnType<typeof usePageParam>[1],
  settled: boolean,
): void {
  useEffect(() => {
    if (rows && rows.length === 0 && page > 1 && settled) setPage(page - 1, { replace: true });
  }, [rows, page, setPage, settled]);
}

interface PagerProps {
  page: number;
  /** A full page came back, so there may be another one after it. */
  hasNext: boolean;
  onChange: (page: number) => void;
  /** What the pages are of, for screen readers: "sellers". */
  label: string;
  busy?: boolean;
}

/** Previous / Next over a list the API answers page by page. Hidden when everything fits on one page. */
export function Pager({ page, hasNext, onChange, label, busy = false }: PagerProps) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={`Pages of ${label}`} className="mt-6 flex justify-center">
      <div className="join">
        <button type="button" className="btn join-item" disabled={page <= 1 || busy} onClick={() => onChange(page - 1)}>
          Previous
        </button>
        <span className="btn join-item pointer-events-none bg-base-100" aria-current="page">
          Page {page}
        </span>
        <button type="button" className="btn join-item" disabled={!hasNext || busy} onClick={() => onChange(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

interface Props {
  page: number;
  isLastPage: boolean;
  onPage: (page: number) => void;
  /** Disables both buttons while a page is on its way. */
  busy?: boolean;
}

/** Previous and Next; a list page shorter than its limit is the last one. Hidden when there is only one page. */
export function Pagination({ page, isLastPage, onPage, busy = false }: Props) {
  if (page === 1 && isLastPage) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      <button type="button" className="btn btn-outline" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        Previous
      </button>
      <span className="font-medium" aria-current="page">
        Page {page}
      </span>
      <button type="button" className="btn btn-outline" onClick={() => onPage(page + 1)} disabled={isLastPage || busy}>
        Next
      </button>
    </nav>
  );
}

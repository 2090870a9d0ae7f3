// biome-ignore-all lint/a11y/noRedundantRoles: max-md:block drops a table's implicit roles in Safari and Chrome; explicit roles keep it a table for screen readers
import { EmptyState as SharedEmptyState } from '../../../components/empty-state.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { type ReactNode, type Ref, useRef } from 'react';
import { useFocusFallback } from '../../../lib/use-focus-fallback.ts';

/**
 * The admin lists: a table on wide screens, one card per row on phones. The roles are spelt out because
 * changing a table's display (block, grid) makes some browsers forget that it is a table.
 */
export function AdminTable({
  labelledBy,
  headers,
  busy = false,
  children,
}: {
  labelledBy: string;
  headers: ReactNode[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-box md:border md:border-base-300 md:bg-base-100 md:shadow-sm">
      <table
        role="table"
        aria-labelledby={labelledBy}
        aria-busy={busy}
        className={`table max-md:block ${busy ? 'opacity-60' : ''}`}
      >
        <thead role="rowgroup" className="max-md:sr-only">
          <tr role="row">
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the column headings are a fixed list
              <th key={index} role="columnheader" scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:flex max-md:flex-col max-md:gap-3">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A row; on phones a card laid out by the cells' own max-md: grid placement. */
export function AdminRow({ grid, children }: { grid: string; children: ReactNode }) {
  return (
    <tr
      role="row"
      className={`align-middle max-md:grid max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-box max-md:border max-md:border-base-300 max-md:bg-base-100 max-md:p-4 max-md:shadow-sm ${grid}`}
    >
      {children}
    </tr>
  );
}

export function AdminCell({ className = '', children }: { className?: string; children?: ReactNode }) {
  return (
    <td role="cell" className={`max-md:border-0 max-md:p-0 ${className}`}>
      {children}
    </td>
  );
}

/** An empty admin list, with the way back to the dashboard so the page is not a dead end. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <SharedEmptyState
      action={{ label: 'Back to Dashboard', to: '/dashboard' }}
      className="text-lg font-medium text-base-content/80"
    >
      {children}
    </SharedEmptyState>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
      />
    </svg>
  );
}

/** The row's Delete button; described by the row's name cell so a screen reader says whose it is. */
export function DeleteButton({
  onClick,
  busy,
  describedBy,
}: {
  onClick: () => void;
  busy: boolean;
  describedBy: string;
}) {
  return (
    <PendingButton
      className="btn btn-sm btn-error btn-outline whitespace-nowrap"
      onClick={onClick}
      pending={busy}
      icon={<TrashIcon />}
      aria-describedby={describedBy}
    >
      Delete
    </PendingButton>
  );
}

/**
 * A row's action can take the row off the page (Delete, Keep Listing, Remove admin), or take away the button that
 * had the keyboard (Verify Seller becomes a label). The keyboard then goes to the page's heading, not to the top of
 * the page. `rows` changes when that happens; `list` goes on what holds the rows, `heading` on the PageHeading.
 */
export function useRowsFocusFallback(rows: unknown) {
  const list = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(list, heading, rows);
  return { list, heading };
}

export function PageHeading({
  id,
  title,
  intro,
  headingRef,
}: {
  id: string;
  title: string;
  intro: string;
  /** Where the keyboard goes when a row's button goes (useRowsFocusFallback). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className="mb-6">
      <h1 id={id} ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-1 text-base-content/75">{intro}</p>
    </header>
  );
}

import { Link } from 'react-router';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  children: ReactNode;
  /** Where to go from an empty list: an empty page should never be a dead end. */
  action?: { label: string; to: string };
  className?: string;
}

/** An empty list's message and the way on from it. */
export function EmptyState({ children, action, className = 'text-lg font-semibold' }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-box bg-base-200 p-10 text-center">
      <p className={className}>{children}</p>
      {action && (
        <Link to={action.to} className="btn btn-primary">
          {action.label}
        </Link>
      )}
    </div>
  );
}

import { DASHBOARD_TEXT } from '@restrung/shared/dashboard';

/** Card-shaped placeholders while the figures or the chart code arrive, so the page does not jump. */
export function OverviewSkeleton({ cards }: { cards: number }) {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">{DASHBOARD_TEXT.loading}</span>
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
        <div key={i} className="rounded-box border border-base-300 bg-base-100 p-4" aria-hidden="true">
          <div className="skeleton h-5 w-40" />
          <div className="skeleton mt-3 h-56 w-full" />
        </div>
      ))}
    </div>
  );
}

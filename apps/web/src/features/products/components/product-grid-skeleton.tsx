/** Placeholder cards while products load, the size of the real ones so the page does not jump. */
export function ProductGridSkeleton({
  label,
  count = 4,
  className = 'grid gap-6 md:grid-cols-2',
}: {
  label: string;
  count?: number;
  className?: string;
}) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
          <li key={index} className="card bg-base-100 shadow-md">
            <div className="skeleton aspect-[4/3] rounded-b-none" />
            <div className="card-body gap-3 p-5">
              <div className="skeleton h-6 w-2/3" />
              <div className="skeleton h-4 w-1/2" />
              <div className="skeleton h-16 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

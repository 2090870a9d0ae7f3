/**
 * A loading indicator that screen readers announce. `inline`: a line's height, for a list under its heading that
 * most often answers with a line ("No reports waiting."), so what follows does not move up when it comes.
 */
export function Spinner({
  label = 'Loading',
  className = '',
  inline = false,
}: {
  label?: string;
  className?: string;
  inline?: boolean;
}) {
  return (
    <div role="status" className={`flex ${inline ? 'h-6 items-center' : 'justify-center p-10'} ${className}`}>
      <span
        className={`loading loading-spinner ${inline ? 'loading-sm' : 'loading-lg'} text-primary`}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

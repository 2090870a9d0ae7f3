/**
 * The one mark of a seller an admin has verified: next to the seller's name on listings, and in the admin's
 * sellers table. Screen readers hear "Verified seller".
 */
export function VerifiedBadge({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return (
    <span className={`badge badge-success gap-1 font-semibold whitespace-nowrap ${size === 'sm' ? 'badge-sm' : ''}`}>
      <svg viewBox="0 0 20 20" fill="currentColor" width="12" height="12" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      <span aria-hidden="true">Verified</span>
      <span className="sr-only">Verified seller</span>
    </span>
  );
}

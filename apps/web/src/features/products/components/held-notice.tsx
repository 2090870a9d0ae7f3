import { STOLEN_MESSAGES } from '@restrung/shared/stolen-report';

/**
 * Tells a seller (or an admin) why a listing is hidden from buyers: its serial number matches a confirmed
 * stolen-gear report. Buyers never receive such a listing.
 */
export function HeldNotice({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <span className="mt-1 flex flex-col gap-1 text-sm font-normal">
        <span className="badge badge-error font-semibold whitespace-nowrap">{STOLEN_MESSAGES.heldBadge}</span>
        <span className="text-error">{STOLEN_MESSAGES.heldNotice}</span>
      </span>
    );
  }
  return (
    <p role="alert" className="alert alert-error alert-soft">
      {STOLEN_MESSAGES.heldNotice}
    </p>
  );
}

import { MESSAGES } from '@restrung/shared/messages';
import { useSession, useShownRole } from '../../auth/api.ts';
import { useSellerVerification } from '../../sellers/api.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { OverviewSection } from '../components/overview-section.tsx';

const SELLER_VERIFIED_TEXT = 'Your seller account is verified.';
const SELLER_UNVERIFIED_TEXT =
  'Your seller account is awaiting verification by an admin. Your listings become public once it is verified.';

// Neutral text on the page's own colours: a tinted alert would put light status colours on a light background. The
// badge goes above the text at every width, so the text's width, and the lines it wraps to, are the same whichever
// badge is shown.
const STATUS_BOX =
  'mx-auto mt-6 flex max-w-xl flex-col items-center gap-3 rounded-box border border-base-300 bg-base-200 p-4';

/**
 * The status text, in a box as tall as the longest text it can hold: a seller awaiting verification got a line or
 * two more than "Checking…" when the answer came, and the overview below moved down. The room is kept by an
 * invisible copy of that text drawn by CSS in the same place, so it is in no one's way: not read out, not in the page's
 * text.
 */
function StatusText({ children }: { children: string }) {
  return (
    <span
      data-room-for={SELLER_UNVERIFIED_TEXT}
      className="grid after:invisible after:[grid-area:1/1] after:content-[attr(data-room-for)]"
    >
      <span className="[grid-area:1/1] self-center">{children}</span>
    </span>
  );
}

/** A seller's verification (SPEC.md section 6): verified, or waiting for an admin, with what that means. */
function SellerVerificationStatus({ email }: { email: string }) {
  const { data, error, isPending, isFetching, refetch } = useSellerVerification(email);
  // In the box the answer comes in, so the overview below does not move down when it comes.
  if (isPending) {
    return (
      <p role="status" className={`${STATUS_BOX} text-base-content/70`}>
        <span className="badge shrink-0" aria-hidden="true">
          <span className="loading loading-dots loading-xs" />
        </span>
        <StatusText>Checking your verification…</StatusText>
      </p>
    );
  }
  if (error) {
    return (
      <div className="mx-auto mt-6 max-w-xl text-left">
        <QueryError
          what="your seller verification"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }
  return data.verified ? (
    <div role="status" className={STATUS_BOX}>
      <span className="badge badge-success shrink-0 gap-1 font-semibold whitespace-nowrap">
        <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
        Verified
      </span>
      <StatusText>{SELLER_VERIFIED_TEXT}</StatusText>
    </div>
  ) : (
    <div role="status" className={STATUS_BOX}>
      <span className="badge badge-warning shrink-0 font-semibold whitespace-nowrap">Not verified yet</span>
      <StatusText>{SELLER_UNVERIFIED_TEXT}</StatusText>
    </div>
  );
}

export function DashboardHomePage() {
  const { user } = useSession();
  const role = useShownRole();
  return (
    <section className="py-10 text-center">
      <h1 className="text-3xl font-bold md:text-4xl">{MESSAGES.welcomeDashboard}</h1>
      {user && (
        <p className="mt-3 text-base-content/80">
          Signed in as {user.name} ({user.email}).
        </p>
      )}
      {user && role === 'seller' && <SellerVerificationStatus email={user.email} />}
      {user && <OverviewSection userId={user.id} />}
    </section>
  );
}

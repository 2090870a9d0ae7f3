import { useSellerVerification } from '../../sellers/api.ts';

export const UNVERIFIED_NOTICE =
  'Your account is waiting for an admin to verify it. Your listings become public once an admin verifies your account.';

/** Tells a seller not yet verified why buyers do not see their listings (docs/decisions/0003-unverified-sellers.md). */
export function UnverifiedNotice({ email }: { email: string | undefined }) {
  const { data } = useSellerVerification(email);
  if (!data || data.verified) return null;
  return (
    <div role="note" className="alert alert-info alert-soft mb-6">
      <p>{UNVERIFIED_NOTICE}</p>
    </div>
  );
}

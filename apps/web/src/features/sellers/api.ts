import { useQuery } from '@tanstack/react-query';
import { verificationLookupSchema } from '@restrung/shared/user';
import { sellerProfileSchema } from '@restrung/shared/seller';
import { api, ApiClientError } from '../../lib/api-client.ts';

export const sellerKeys = {
  verification: (email: string) => ['sellers', 'verification', email] as const,
};

/** GET /usersverification?email= (SPEC.md section 7): whether an admin has verified this seller. */
const fetchVerification = (email: string, signal?: AbortSignal) =>
  api(`/usersverification?email=${encodeURIComponent(email)}`, { schema: verificationLookupSchema, signal });

/**
 * A seller's verification: the one hook and query key for GET /usersverification. Asked afresh on every
 * mount and when the seller comes back to the tab, so an admin's approval shows without reloading.
 */
export function useSellerVerification(email: string | undefined, enabled = true) {
  return useQuery({
    queryKey: sellerKeys.verification(email ?? ''),
    queryFn: ({ signal }) => fetchVerification(email!, signal),
    enabled: Boolean(email) && enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export const sellerProfileKey = (id: string) => ['sellers', 'profile', id] as const;

/** GET /sellers/{id}: the seller page's header (name, photo, badge, member since, completed sales). */
export const fetchSellerProfile = (id: string, signal?: AbortSignal) =>
  api(`/sellers/${encodeURIComponent(id)}`, { schema: sellerProfileSchema, signal });

/** A 404 (no such seller, or one not verified yet) answers the same again: not retried. */
export function useSellerProfile(id: string) {
  return useQuery({
    queryKey: sellerProfileKey(id),
    queryFn: ({ signal }) => fetchSellerProfile(id, signal),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiClientError && error.status === 404),
  });
}

import { useRole, useSession } from '../auth/api.ts';

/** The role of whoever is looking (looked up by email, as SPEC.md says), undefined when signed out. */
export function useViewerRole() {
  const { user, isLoading } = useSession();
  const { role, isLoading: roleLoading } = useRole(user?.email);
  return { role, isLoading: isLoading || roleLoading };
}

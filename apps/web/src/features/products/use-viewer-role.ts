import { useRole, useSession } from '../auth/api.ts';

/** The role of whoever is looking (looked up by email, as SPEC.md says), undefined when signed out. */
export function useViewerRole() {
  const { user, isLoading } = useSession();
  // Decides which buttons a guitar gets, drawn after the guitar itself (lib/content-first.ts).
  const { role, isLoading: roleLoading } = useRole(user?.email, { afterContent: true });
  return { role, isLoading: isLoading || roleLoading };
}

import { useQuery } from '@tanstack/react-query';
import { dashboardOverviewSchema } from '@restrung/shared/dashboard';
import { api } from '../../lib/api-client.ts';

export const dashboardKeys = {
  /** Per person, so one account's figures never show for the next one signed in on this browser. */
  overview: (userId: string) => ['dashboard', 'overview', userId] as const,
};

/** GET /dashboard/overview: the caller's own role's figures; the server reads the role from the session. */
export const fetchOverview = (signal?: AbortSignal) =>
  api('/dashboard/overview', { schema: dashboardOverviewSchema, signal });

export function useDashboardOverview(userId: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.overview(userId ?? ''),
    queryFn: ({ signal }) => fetchOverview(signal),
    enabled: Boolean(userId),
  });
}

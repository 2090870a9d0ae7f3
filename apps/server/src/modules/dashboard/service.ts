import type { DashboardOverview } from '@restrung/shared/dashboard';
import type { SessionUser } from '../../plugins/authenticate.ts';
import type { DashboardRepository } from './repository.ts';

/** The dashboard home's figures for the caller's own role and person (from the session, never the query). */
export function dashboardService(repository: DashboardRepository) {
  return {
    async overview(user: Pick<SessionUser, 'id' | 'role'>): Promise<DashboardOverview> {
      if (user.role === 'admin') return { role: 'admin', ...(await repository.admin()) };
      if (user.role === 'seller') return { role: 'seller', ...(await repository.seller(user.id)) };
      return { role: 'buyer', ...(await repository.buyer(user.id)) };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;

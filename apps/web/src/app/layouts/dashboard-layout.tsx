import { Outlet } from 'react-router';
import { useRole, useSession } from '../../features/auth/api.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { PageShell } from './page-shell.tsx';

export function DashboardLayout() {
  const { user } = useSession();
  const { role } = useRole(user?.email);
  return (
    <PageShell nav={<DashboardNav role={role} />} mainClassName="mx-auto w-full max-w-6xl px-4 py-8">
      <Outlet />
    </PageShell>
  );
}

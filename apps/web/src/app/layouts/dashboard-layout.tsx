import { Outlet } from 'react-router';
import { useShownRole } from '../../features/auth/api.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { PageShell } from './page-shell.tsx';

export function DashboardLayout() {
  // Drawn only once the look-up by email answered, the links pushed the page down by a line or three.
  const role = useShownRole();
  return (
    <PageShell nav={<DashboardNav role={role} />} mainClassName="mx-auto w-full max-w-6xl px-4 py-8">
      <Outlet />
    </PageShell>
  );
}

import { Outlet } from 'react-router';
import { useRole, useSession } from '../../features/auth/api.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { PageShell } from './page-shell.tsx';

export function DashboardLayout() {
  const { user } = useSession();
  const { role } = useRole(user?.email);
  // The session already names the role: its links are drawn with it, and the look-up by email (SPEC.md), which
  // answers a moment later, has the last word. Drawn only then, they pushed the page down by a line or three.
  return (
    <PageShell nav={<DashboardNav role={role ?? user?.role} />} mainClassName="mx-auto w-full max-w-6xl px-4 py-8">
      <Outlet />
    </PageShell>
  );
}

import { Outlet } from 'react-router';
import { Header } from '../../components/header.tsx';
import { Footer } from '../../components/footer.tsx';
import { useRole, useSession } from '../../features/auth/api.ts';
import { DashboardNav } from './dashboard-nav.tsx';

export function DashboardLayout() {
  const { user } = useSession();
  const { role } = useRole(user?.email);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <DashboardNav role={role} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

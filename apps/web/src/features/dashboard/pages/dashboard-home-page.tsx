import { MESSAGES } from '@restrung/shared/messages';
import { useSession } from '../../auth/api.ts';

export function DashboardHomePage() {
  const { user } = useSession();
  return (
    <section className="py-10 text-center">
      <h1 className="text-3xl font-bold md:text-4xl">{MESSAGES.welcomeDashboard}</h1>
      {user && <p className="mt-3 text-base-content/80">Signed in as {user.name} ({user.email}).</p>}
    </section>
  );
}

import { Outlet } from 'react-router';
import { PageShell } from './page-shell.tsx';

export function PlainLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

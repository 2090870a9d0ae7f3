import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@restrung/shared/constants';
import { useRole, useSession } from '../features/auth/api.ts';
import { Spinner } from '../components/spinner.tsx';
import { useHoldContent } from '../lib/content-first.ts';

function ToLogin() {
  const location = useLocation();
  // SPEC.md: replace history and carry the origin, so sign-in can bring the person back.
  return <Navigate to="/login" replace state={{ from: location }} />;
}

/** Any signed-in user. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  useHoldContent(isLoading);
  if (isLoading) return <Spinner label="Checking your account" />;
  if (!user) return <ToLogin />;
  return children;
}

/** A signed-in user with this role; the role is the server's answer, looked up by email. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const { role: actual, isLoading: roleLoading } = useRole(user?.email);
  useHoldContent(isLoading || roleLoading);
  if (isLoading || roleLoading) return <Spinner label="Checking your account" />;
  if (!user || actual !== role) return <ToLogin />;
  return children;
}

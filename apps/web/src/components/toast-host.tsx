import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsWanted } from '../lib/toast.ts';

const ToastContainer = lazy(() => import('./toast-container.tsx'));

/** Mounts react-toastify's container (its own chunk) once the first toast is asked for; nothing before. */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

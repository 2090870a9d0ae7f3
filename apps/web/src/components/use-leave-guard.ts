import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { LEAVE_UNSAVED } from '@restrung/shared/form-texts';
import { useConfirm } from './confirm-dialog.tsx';

/**
 * Asks before a person leaves a form they have typed in (a listing's fields and photos are a lot to type again): in
 * the app (a link, a menu entry, Back) with the app's confirmation, and on a reload or a closed tab with the browser's
 * own question. Returns what to call before moving on once the form is saved.
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const confirm = useConfirm();
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(LEAVE_UNSAVED, { confirmLabel: 'Leave', danger: true }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return () => {
    saved.current = true;
  };
}

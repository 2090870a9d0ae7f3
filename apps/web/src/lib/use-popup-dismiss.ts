import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * While a popup (a menu, a panel) is open: Escape anywhere calls `close('escape')`, and, given `inside`, a press
 * outside that element calls `close('outside')`. It listens from the moment the popup is drawn (a layout effect): an
 * ordinary effect waits for the next paint, and a key pressed or a tap made before it (a quick hand, a busy phone)
 * left the popup open.
 */
export function usePopupDismiss(
  open: boolean,
  close: (how: 'escape' | 'outside') => void,
  inside?: RefObject<HTMLElement | null>,
): void {
  // The latest `close` without listening again on every render.
  const closeRef = useRef(close);
  closeRef.current = close;

  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (inside && !inside.current?.contains(event.target as Node)) closeRef.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, inside]);
}

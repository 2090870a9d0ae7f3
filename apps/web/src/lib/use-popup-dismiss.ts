import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The open popups, innermost (last opened) last: Escape closes only that one, as a person expects of nested popups. */
const openPopups: object[] = [];

/**
 * While a popup (a menu, a panel) is open: Escape anywhere calls `close('escape')` if it is the innermost one open
 * (the bell's panel inside the phone menu closes first, then the menu), and, given `inside`, a press outside that
 * element calls `close('outside')`. It listens from the moment the popup is drawn (a layout effect): an
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
    const popup = {};
    openPopups.push(popup);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openPopups.at(-1) === popup) closeRef.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside?.current?.contains(event.target as Node)) closeRef.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    // Without `inside` there is no outside to press on.
    if (inside) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      openPopups.splice(openPopups.indexOf(popup), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, inside]);
}

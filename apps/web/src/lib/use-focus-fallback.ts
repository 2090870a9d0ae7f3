import { type RefObject, useEffect, useRef } from 'react';

/**
 * Where the focus goes when what had it is taken off the page: a deleted order's row, an unwatched guitar's card.
 * The browser would send it to the top of the page, so a keyboard or screen-reader user lost their place; it goes
 * to `fallback` (the list's heading, focusable with tabIndex -1) instead. `list` is what holds the removable items;
 * `items` changes when one goes.
 */
export function useFocusFallback(
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  items: unknown,
): void {
  const focusWasInside = useRef(false);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onIn = () => {
      focusWasInside.current = true;
    };
    // Moving elsewhere names where it went; a removed element's focus goes nowhere (no event, or no related target).
    const onOut = (event: FocusEvent) => {
      if (event.relatedTarget) focusWasInside.current = false;
    };
    element.addEventListener('focusin', onIn);
    element.addEventListener('focusout', onOut);
    return () => {
      element.removeEventListener('focusin', onIn);
      element.removeEventListener('focusout', onOut);
    };
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the items is when one may have gone
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focusWasInside.current && lost) {
      focusWasInside.current = false;
      fallback.current?.focus();
    }
  }, [items]);
}

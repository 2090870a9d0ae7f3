import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';

/**
 * Where this history entry was left, when it is reached again by Back, Forward or a reload; null on a new visit.
 * React Router's ScrollRestoration measures it as the reader leaves (before the next page is drawn) and keeps it
 * across a reload; the router's state is the only place that holds it for the current entry.
 */
export function useReturnScrollPosition(): number | null {
  const restore = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  return typeof restore === 'number' ? restore : null;
}

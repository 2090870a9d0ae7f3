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

/**
 * `refetchOnMount` for a list of listings: Back (or Forward) shows the list as it was left, as a browser's
 * back-forward cache would. Fetched again, a listing made meanwhile would come in above the reader's place and move
 * it after the page had returned there. A new visit, a reload, or a list the reader's own change made out of date
 * (invalidated: a booking, a listing, a review) is fetched as usual.
 */
export function useRefetchUnlessReturning(): (cached: { state: { isInvalidated: boolean } }) => boolean {
  const returning = useReturnScrollPosition() !== null;
  return (cached) => !returning || cached.state.isInvalidated;
}

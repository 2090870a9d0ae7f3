import { useContext } from 'react';
import type { Query } from '@tanstack/react-query';
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

/** The mark (query `meta`) of a list Back returns to as it was left: see useReturnAsLeft. */
const RETURNS_AS_LEFT = { returnsAsLeft: true } as const;

/**
 * Query options for a list of listings: Back (or Forward) shows the list as it was left, as a browser's back-forward
 * cache would. Fetched again, a listing made meanwhile would come in above the reader's place and move it after the
 * page had returned there. A new visit, a reload, or a list the reader's own change made out of date (invalidated: a
 * booking, a listing, a review) is fetched as usual. A notification leaves such a list alone while the reader is on
 * another page (isListLeftBehind).
 */
export function useReturnAsLeft() {
  const returning = useReturnScrollPosition() !== null;
  return {
    refetchOnMount: (cached: { state: { isInvalidated: boolean } }) => !returning || cached.state.isInvalidated,
    meta: RETURNS_AS_LEFT,
  };
}

/**
 * A list of useReturnAsLeft that is not on screen: something the reader did not do (a notification) must not mark it
 * out of date, or Back would fetch it again.
 */
export const isListLeftBehind = (query: Query) => !query.isActive() && query.meta?.returnsAsLeft === true;

import { useEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { useReturnScrollPosition } from '../../lib/use-return-scroll.ts';

/**
 * React Router's ScrollRestoration (new pages at the top, Back and Forward to where the reader was), with its return
 * made again once the page returned to is on screen. Under Preact each component's update is its own commit, and
 * ScrollRestoration's layout effect runs before the route's page is drawn: its scroll was cut short by the height of
 * the page being left (About after Privacy: 1,872 px instead of 1,962). An effect runs after every commit of the
 * navigation. Pages whose content arrives later (the catalogue's results) return once more when it has.
 */
export function PageScrollRestoration() {
  const { key } = useLocation();
  const place = useReturnScrollPosition();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each history entry returns, even to the same place as the last
  useEffect(() => {
    if (place !== null) {
      window.scrollTo(0, place);
    }
  }, [key, place]);
  return <ScrollRestoration />;
}

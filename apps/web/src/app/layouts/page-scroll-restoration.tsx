import { useEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { useReturnScrollPosition } from '../../lib/use-return-scroll.ts';

/** How long a `#section` link waits for its section to be drawn; past that, the reader has moved on. */
const SECTION_WAIT_MS = 5_000;

/** The element a location's `#hash` names, if the page has it (a hash that is not valid percent-encoding names none). */
function sectionOf(hash: string): Element | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * React Router's ScrollRestoration (new pages at the top, Back and Forward to where the reader was, a `#section` link
 * to its section), with its scroll made again once the new page is on screen. Under Preact each component's update is
 * its own commit, and ScrollRestoration's layout effect runs before the route's page is drawn: a return was cut short
 * by the height of the page being left (About after Privacy: 1,872 px instead of 1,962), and a section was looked for
 * on the page being left, so a link to `/#categories` from another page opened the home page at its top. An effect
 * runs after every commit of the navigation, and waits for a section drawn later still. Pages whose content arrives
 * later (the catalogue's results) return once more when it has.
 */
export function PageScrollRestoration() {
  const { key, hash } = useLocation();
  const place = useReturnScrollPosition();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each history entry returns, even to the same place as the last
  useEffect(() => {
    if (place !== null) {
      window.scrollTo(0, place);
      return;
    }
    if (!hash) return;
    const section = sectionOf(hash);
    if (section) {
      section.scrollIntoView();
      return;
    }
    // The section may come with the page's own code, after its first draw (the home page's sections).
    const observer = new MutationObserver(() => {
      const arrived = sectionOf(hash);
      if (!arrived) return;
      observer.disconnect();
      arrived.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), SECTION_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [key, place, hash]);
  return <ScrollRestoration />;
}

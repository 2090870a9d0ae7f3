import { useLayoutEffect } from 'react';

/**
 * The tab's title while the page that renders it is shown. React 19 would move a `<title>` rendered in a page into
 * the head; Preact, which runs the app (decision 0039), would leave it in the body, where it names nothing. The
 * title it replaced comes back when the page goes, unless another has been set meanwhile (app/route-title.tsx names
 * every page after its route first).
 */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const before = document.title;
    document.title = children;
    return () => {
      // Unless another title has been set since: a page's title goes after the route's next one is set (Preact runs a
      // removed component's cleanup after the effects of those it updated), and must not put back the page before's.
      if (document.title === children) document.title = before;
    };
  }, [children]);
  return null;
}

import { useLayoutEffect } from 'react';

/**
 * The tab's title while the page that renders it is shown. React 19 would move a `<title>` rendered in a page into
 * the head; Preact, which runs the app (decision 0039), would leave it in the body, where it names nothing. The
 * title it replaced comes back when the page goes: index.html's "Restrung" on pages that set none.
 */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const before = document.title;
    document.title = children;
    return () => {
      document.title = before;
    };
  }, [children]);
  return null;
}

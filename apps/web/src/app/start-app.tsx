import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers.tsx';
import { HOME_FRAME_MARK } from './home-frame-mark.ts';
import { keepTypedSearch } from '../lib/typed-before-start.ts';

/**
 * Starts the app in #root, which holds the first frame the build wrote into the HTML (app/static-shell.tsx).
 *
 * On `/` that frame is exactly what the app draws first (the header with the session still loading, and the hero),
 * so the app adopts its elements instead of replacing them: the hero picture the browser painted before any
 * JavaScript ran stays the page's largest paint, rather than a copy drawn after the scripts (Lighthouse then counted
 * all of them as the picture's render delay), and a box typed into keeps its focus. Elsewhere the frame was drawn
 * for no page in particular (its header marks no link as current) and Preact's hydration corrects text but not
 * attributes, so the app draws the page afresh.
 */
export function startApp(root: HTMLElement): void {
  keepTypedSearch(root);
  const app = (
    <StrictMode>
      <AppProviders />
    </StrictMode>
  );
  if (root.hasAttribute(HOME_FRAME_MARK) && window.location.pathname === '/') hydrateRoot(root, app);
  else createRoot(root).render(app);
}

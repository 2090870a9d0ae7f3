import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers.tsx';
import { HOME_FRAME_MARK } from './home-frame-mark.ts';
import { keepTypedSearch } from '../lib/typed-before-start.ts';
import { createAppRouter } from '../router.tsx';

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
export async function startApp(root: HTMLElement): Promise<void> {
  keepTypedSearch(root);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>
  );
  if (root.hasAttribute(HOME_FRAME_MARK) && window.location.pathname === '/') hydrateRoot(root, app);
  else createRoot(root).render(app);
}

/**
 * Lets the browser run what waits (a tap, a key, a paint) between the app's start steps: the modules' evaluation, the
 * router and the first render were one task of 300-440 ms on a phone (Chromium at Lighthouse's 4x slowdown).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

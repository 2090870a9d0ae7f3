import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers.tsx';
import { FRAME_MARK, frameFits } from './frame-mark.ts';
import { keepTypedSearch } from '../lib/typed-before-start.ts';
import { replayHeld } from '../lib/forms-before-start.ts';
import { createAppRouter } from '../router.tsx';
import { waitForContent } from '../lib/content-first.ts';

/**
 * Starts the app in #root, which holds the first frame the build wrote into the HTML (app/static-shell.tsx).
 *
 * On `/` and the sign-in, sign-up and password pages that frame is exactly what the app draws first (the header with
 * the session still loading, and the hero or the page's form; app/frame-mark.ts), so the app adopts its elements
 * instead of replacing them: what the browser painted before any JavaScript ran stays the page's largest paint, rather
 * than a copy drawn after the scripts (Lighthouse then counted all of them as the render delay), and a box typed into
 * keeps its text and its focus. The form pages are lazy routes, so the app waits for the page's chunk before its
 * first render, which would otherwise be the first-load spinner.
 * Elsewhere the frame was drawn for no page in particular (its header marks no link as current) and Preact's
 * hydration corrects text but not attributes, so the app draws the page afresh.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  keepTypedSearch(root);
  const rendered = waitForContent();
  await nextTask();
  const router = createAppRouter();
  const adopt = frameFits(root.getAttribute(FRAME_MARK), window.location) && (await routeReady(router));
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>
  );
  if (adopt) hydrateRoot(root, app);
  else createRoot(root).render(app);
  replayHeld();
  // Drawn once the page's route has loaded: its guard and page hold what can wait from then on.
  void routeReady(router).then(rendered);
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Whether the page's route has loaded (a lazy route's chunk included), so the first render is the page and not the
 * first-load spinner. False when it failed: the error screen is not the frame.
 */
function routeReady(router: AppRouter): Promise<boolean> {
  const ready = (state: AppRouter['state']) => state.errors === null;
  if (router.state.initialized) return Promise.resolve(ready(router.state));
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(ready(state));
    });
  });
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

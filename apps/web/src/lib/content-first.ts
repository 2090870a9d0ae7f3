import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/**
 * What a page shows first, then the rest. On a first load the page's main content (a guitar's photo and name, the
 * first cards) is drawn before the calls and chunks it can do without start: the header's notification and message
 * counts and their live stream, the role look-up that only decides which buttons to draw, and the buyer buttons'
 * chunks (with the watchlist they read). On a phone's network those shared the connections and the bandwidth with
 * the photo, and Lighthouse's simulation counted every one that ended before the photo was painted as a round trip
 * the photo waited for (decision 0077).
 *
 * The app's start closes the gate (`waitForContent`) and says when its first render is done. The gate opens on the
 * frame after that render once nothing holds it: a guard still reading the session, a page still reading its data,
 * a main photo still loading (`useHoldContent`, `useHeldUntilLoaded`). It opens after `MAX_WAIT_MS` whatever holds
 * it, and once open it stays open. Outside the app's start (component tests, and later pages) it is open.
 */
const MAX_WAIT_MS = 3000;

const gate = { shown: true, rendered: true, holds: 0, opening: false };
let deadline: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function open(): void {
  if (gate.shown) return;
  gate.shown = true;
  for (const listener of [...listeners]) listener();
}

/** On the frame after the one being drawn, so what starts then cannot end before the content's paint. */
function openAfterPaint(): void {
  if (gate.shown || gate.opening || !gate.rendered || gate.holds > 0) return;
  gate.opening = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      gate.opening = false;
      // A page drawn in between may hold it now.
      if (gate.holds === 0) open();
    }, 0),
  );
}

/** Closes the gate for the app's first load; call the returned function once the app's first render is done. */
export function waitForContent(): () => void {
  gate.shown = false;
  gate.rendered = false;
  clearTimeout(deadline);
  deadline = setTimeout(open, MAX_WAIT_MS);
  return () => {
    gate.rendered = true;
    openAfterPaint();
  };
}

/** Keeps the gate closed until the returned function is called (once; later calls do nothing). */
export function holdContent(): () => void {
  if (gate.shown) return () => {};
  gate.holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    gate.holds--;
    openAfterPaint();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the page's main content has been shown: what can wait starts once it is. */
export const useContentShown = (): boolean => useSyncExternalStore(subscribe, () => gate.shown);

/** Runs `work` once the page's main content has been shown: at once if it has. The returned function cancels it. */
export function onContentShown(work: () => void): () => void {
  if (gate.shown) {
    work();
    return () => {};
  }
  const listener = () => {
    listeners.delete(listener);
    work();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the gate while `waiting` is true (a layout effect, so before the frame it is drawn in is painted). */
export function useHoldContent(waiting: boolean): void {
  useLayoutEffect(() => (waiting ? holdContent() : undefined), [waiting]);
}

/** How long a decoded photo may wait for the browser to report it painted: it may not be the page's largest. */
const PAINT_REPORT_WAIT_MS = 500;

/**
 * Calls `done` once the browser reports `image` painted as the page's largest so far (Chromium's
 * largest-contentful-paint entries), or after `PAINT_REPORT_WAIT_MS`; at once where there are no such reports.
 */
function afterPainted(image: HTMLImageElement, done: () => void): void {
  const reported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported) {
    done();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === image))
      finish();
  });
  const timer = setTimeout(() => finish(), PAINT_REPORT_WAIT_MS);
  function finish() {
    clearTimeout(timer);
    observer.disconnect();
    done();
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * A ref for the page's main photo: holds the gate until the picture has been painted, or has failed. One the early
 * requests started is often loaded already when the page is drawn, but it is decoded and painted a frame or more
 * later: the gate opening on the frame after the page's first opened it before the photo was painted.
 */
export function useHeldUntilLoaded(): (image: HTMLImageElement | null) => void {
  const release = useRef<(() => void) | undefined>(undefined);
  useLayoutEffect(() => () => release.current?.(), []);
  return useCallback((image: HTMLImageElement | null) => {
    release.current?.();
    release.current = undefined;
    if (!image) return;
    const done = holdContent();
    release.current = done;
    if (typeof image.decode === 'function') image.decode().then(() => afterPainted(image, done), done);
    else if (image.complete) done();
    else {
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    }
  }, []);
}

/** For tests: the gate as the app's start leaves it before anything else. */
export function resetContentGateForTests(): void {
  Object.assign(gate, { shown: true, rendered: true, holds: 0, opening: false });
  clearTimeout(deadline);
  listeners.clear();
}

import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * The app's toasts, with react-toastify (10.6 kB gzip) loaded on the first one instead of before the first paint.
 * Nothing is lost meanwhile: react-toastify keeps toasts sent before its container mounts and shows them when it
 * does, and `ToastHost` mounts the container as soon as a toast is asked for.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** For `ToastHost`: whether a toast has been asked for, so the container is needed. */
export const toastsWanted = {
  get: (): boolean => wanted,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let toastify: Promise<typeof import('react-toastify')> | undefined;
const loadToastify = () => {
  toastify ??= import('react-toastify');
  return toastify;
};

type Kind = 'success' | 'error' | 'info' | 'warn';

/**
 * Failure toasts sent since the last success. A success takes them down: after "Could not upload the photos" and a
 * retry that worked, the two side by side would leave the person unsure which one is true. Taking down one that
 * has already gone does nothing.
 */
let failuresSent: (string | number)[] = [];

function send(kind: Kind) {
  return (...args: [content: ToastContent, options?: ToastOptions]): void => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    // One promise for every toast, so they show in the order they were sent; the arguments go on as given.
    void loadToastify().then(({ toast: toastify }) => {
      if (kind === 'success') {
        for (const id of failuresSent) toastify.dismiss(id);
        failuresSent = [];
      }
      const id = toastify[kind](...args);
      if (kind === 'error' && id !== undefined) failuresSent.push(id);
    });
  };
}

export const toast = { success: send('success'), error: send('error'), info: send('info'), warn: send('warn') };

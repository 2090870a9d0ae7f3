import { cleanup, render } from '@testing-library/preact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppBuyerButtons } from '../app/buyer-buttons.tsx';
import { authKeys } from '../features/auth/api.ts';

/*
 * The app's buyer buttons with each button's chunk replaced by a stand-in that records when the app takes its
 * component from it, and an idle browser the test drives. Imported first by a test file (app/buyer-buttons*.test.tsx).
 * A chunk loads once per module registry, so each such file sees each button's first load only.
 */
// The buttons whose chunk the app has taken a component from, in order.
export const imported: string[] = [];
/** A chunk whose one export, a component drawing nothing, records the button when the app takes it. */
const recording = (button: string, exportName: string) => ({
  get [exportName]() {
    imported.push(button);
    return () => null;
  },
});
vi.mock('../features/bookings/components/book-now-button.tsx', () => recording('Book', 'BookNowButton'));
vi.mock('../features/reports/components/report-button.tsx', () => recording('Report', 'ReportButton'));
vi.mock('../features/conversations/components/ask-seller-button.tsx', () => recording('Ask', 'AskSellerButton'));
vi.mock('../features/reviews/components/seller-reviews.tsx', () => recording('SellerReviews', 'SellerReviews'));
vi.mock('../features/watchlist/components/watch-heart.tsx', () => recording('Watch', 'WatchHeart'));

/** The work waiting for the browser to be idle, by handle. */
export const idle = new Map<number, () => void>();
export const runIdle = () => {
  const waiting = [...idle.values()];
  idle.clear();
  for (const work of waiting) work();
};
let readyState: DocumentReadyState = 'complete';
/** What `document.readyState` answers from now on (jsdom's own is always 'complete'). */
export const setReadyState = (state: DocumentReadyState) => {
  readyState = state;
};

// jsdom has no idle callbacks. Set for the whole test file, not stubbed per test: Preact runs an effect's cleanup after
// the next paint, which can be after a test's own teardown.
let handles = 0;
globalThis.requestIdleCallback = (work: IdleRequestCallback) => {
  handles += 1;
  idle.set(handles, () => work({ didTimeout: false, timeRemaining: () => 50 }));
  return handles;
};
globalThis.cancelIdleCallback = (handle: number) => void idle.delete(handle);

beforeEach(() => {
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  readyState = 'complete';
});

/** The user of a signed-in session. */
export const signedInUser = {
  id: 'u1',
  name: 'Bea Buyer',
  email: 'bea@example.test',
  image: null,
  role: 'buyer',
  verified: false,
};

/**
 * Starts the app's buyer buttons on the page at `path`, as the app does when it starts there, with the session the
 * page has loaded: signed in, or signed out. Answers the query client, whose session a test can change.
 */
export function startOn(path: string, { signedIn }: { signedIn: boolean }) {
  window.history.replaceState(null, '', path);
  const client = new QueryClient();
  client.setQueryData(authKeys.session, signedIn ? signedInUser : null);
  render(
    <QueryClientProvider client={client}>
      <AppBuyerButtons>
        <p>page</p>
      </AppBuyerButtons>
    </QueryClientProvider>,
  );
  return client;
}

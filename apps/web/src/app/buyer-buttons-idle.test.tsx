import { cleanup, render } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppBuyerButtons, buyerButtonsSettled } from './buyer-buttons.tsx';

// Each button's chunk, recorded when the app takes its component from it. A chunk loads once per module registry,
// so each file of these tests sees each button's first load only: this one the other pages, buyer-buttons.test.tsx a product page.
const imported = vi.hoisted(() => [] as string[]);
vi.mock('../features/bookings/components/book-now-button.tsx', () => ({
  get BookNowButton() {
    imported.push('Book');
    return () => null;
  },
}));
vi.mock('../features/reports/components/report-button.tsx', () => ({
  get ReportButton() {
    imported.push('Report');
    return () => null;
  },
}));
vi.mock('../features/conversations/components/ask-seller-button.tsx', () => ({
  get AskSellerButton() {
    imported.push('Ask');
    return () => null;
  },
}));
vi.mock('../features/reviews/components/seller-reviews.tsx', () => ({
  get SellerReviews() {
    imported.push('SellerReviews');
    return () => null;
  },
}));
vi.mock('../features/watchlist/components/watch-heart.tsx', () => ({
  get WatchHeart() {
    imported.push('Watch');
    return () => null;
  },
}));

/** The work waiting for the browser to be idle, by handle. */
const idle = new Map<number, () => void>();
const runIdle = () => {
  const waiting = [...idle.values()];
  idle.clear();
  for (const work of waiting) work();
};
let readyState: DocumentReadyState = 'complete';

// jsdom has no idle callbacks. Set for the whole file, not stubbed per test: Preact runs an effect's cleanup after
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
});

/** Starts the app's buyer buttons on the page at `path`, as the app does when it starts there. */
function startOn(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppBuyerButtons>
      <p>page</p>
    </AppBuyerButtons>,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('drops the fetches still waiting for the idle browser when a test waits for the buttons to settle', async () => {
  startOn('/');
  expect(idle.size).toBe(1);
  await buyerButtonsSettled();
  expect(idle.size).toBe(0);
  await settle();
  expect(imported).toEqual([]);
});

it('on any other page, leaves the network to the page until it has loaded and the browser is idle', async () => {
  readyState = 'loading';
  startOn('/category/abc');
  await settle();
  expect(imported).toEqual([]);
  expect(idle.size).toBe(0);

  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  expect(idle.size).toBe(1);
  await settle();
  expect(imported).toEqual([]);

  runIdle();
  await buyerButtonsSettled();
  expect([...imported].sort()).toEqual(['Ask', 'Book', 'Report', 'SellerReviews', 'Watch']);
});

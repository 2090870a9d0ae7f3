import { useEffect, type ReactNode } from 'react';
import { BuyerButtonsProvider, type BuyerButtons } from '../features/products/components/buyer-buttons.tsx';
import { useSignedInSoFar } from '../features/auth/api.ts';
import { lazyComponent } from './lazy-component.tsx';
import { reportDecision } from './report-decision.tsx';
import { onContentShown } from '../lib/content-first.ts';

/**
 * Each button is a chunk of its own (with its feature's API and schemas), so none of them is part of the JavaScript a
 * page needs to paint. A product or seller page, which draws them with its first content, fetches its own at once,
 * well before it has its data; for someone signed in, every other page leaves the network to its own content and
 * fetches them all once the browser is idle after the page has loaded. From then on a button renders at once, in the
 * same pass as the card or page around it.
 */
/** The buttons come after what they are drawn beside (lib/content-first.ts). */
const AFTER_CONTENT = { afterContent: true };

const lazyButtons = {
  Book: lazyComponent(
    () => import('../features/bookings/components/book-now-button.tsx').then((m) => m.BookNowButton),
    AFTER_CONTENT,
  ),
  Report: lazyComponent(
    () => import('../features/reports/components/report-button.tsx').then((m) => m.ReportButton),
    AFTER_CONTENT,
  ),
  Ask: lazyComponent(
    () => import('../features/conversations/components/ask-seller-button.tsx').then((m) => m.AskSellerButton),
    AFTER_CONTENT,
  ),
  SellerReviews: lazyComponent(
    () => import('../features/reviews/components/seller-reviews.tsx').then((m) => m.SellerReviews),
    AFTER_CONTENT,
  ),
  Watch: lazyComponent(
    () => import('../features/watchlist/components/watch-heart.tsx').then((m) => m.WatchHeart),
    AFTER_CONTENT,
  ),
};

const buttons: BuyerButtons = {
  Book: lazyButtons.Book.Component,
  Report: lazyButtons.Report.Component,
  Ask: lazyButtons.Ask.Component,
  SellerReviews: lazyButtons.SellerReviews.Component,
  Watch: lazyButtons.Watch.Component,
  ReportDecision: reportDecision.Component,
};

type ButtonName = keyof typeof lazyButtons;

/** The buttons the page at this path draws with its first content. */
function drawnFirstOn(pathname: string): ButtonName[] {
  if (pathname.startsWith('/product/')) return ['Book', 'Report', 'Ask', 'Watch'];
  if (pathname.startsWith('/seller/')) return ['SellerReviews', 'Watch'];
  return [];
}

/** Runs `work` once the page has loaded and the browser has nothing else to do; the returned function cancels it. */
function whenIdleAfterLoad(work: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: 2000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(work, 200);
      cancel = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

const waitingForIdle = new Set<() => void>();

/**
 * Settles once every button chunk that has started loading has arrived (or failed), and drops the fetches still
 * waiting for the browser to be idle. Tests wait for it so that no import is still running, or yet to start, when
 * their DOM is torn down.
 */
export function buyerButtonsSettled() {
  for (const cancel of waitingForIdle) cancel();
  waitingForIdle.clear();
  return Promise.allSettled([...Object.values(lazyButtons), reportDecision].map((button) => button.started()));
}

/** Products shows a buyer the bookings feature's Book Now and the reports feature's Report, composed here. */
export function AppBuyerButtons({ children }: { children: ReactNode }) {
  const signedIn = useSignedInSoFar();
  useEffect(
    () =>
      onContentShown(() => {
        for (const name of drawnFirstOn(window.location.pathname)) void lazyButtons[name].prefetch();
      }),
    [],
  );
  // Only for someone signed in: a signed-out visitor meets Book Now, Report and Ask only after signing in (their pages
  // are behind it), and on a signed-out phone's home page their evaluation was about half the blocking time Lighthouse
  // counted. Signing in starts them, as the page the person came back to loads.
  useEffect(() => {
    if (!signedIn) return;
    let cancelIdle = () => {};
    const cancelShown = onContentShown(() => {
      cancelIdle = whenIdleAfterLoad(() => {
        waitingForIdle.delete(cancel);
        for (const button of Object.values(lazyButtons)) void button.prefetch();
      });
    });
    const cancel = () => {
      cancelShown();
      cancelIdle();
    };
    waitingForIdle.add(cancel);
    return () => {
      cancel();
      waitingForIdle.delete(cancel);
    };
  }, [signedIn]);
  return <BuyerButtonsProvider buttons={buttons}>{children}</BuyerButtonsProvider>;
}

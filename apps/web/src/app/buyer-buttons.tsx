import { useEffect, type ReactNode } from 'react';
import { BuyerButtonsProvider, type BuyerButtons } from '../features/products/components/buyer-buttons.tsx';
import { lazyComponent } from './lazy-component.tsx';

/**
 * Each button is a chunk of its own (with its feature's API and schemas), so none of them is part of the JavaScript a
 * page needs to paint. `AppBuyerButtons` fetches them all once the first page has rendered, well before a product
 * page has its data; from then on a button renders at once, in the same pass as the card or page around it.
 */
const lazyButtons = {
  Book: lazyComponent(() => import('../features/bookings/components/book-now-button.tsx').then((m) => m.BookNowButton)),
  Report: lazyComponent(() => import('../features/reports/components/report-button.tsx').then((m) => m.ReportButton)),
  Ask: lazyComponent(() =>
    import('../features/conversations/components/ask-seller-button.tsx').then((m) => m.AskSellerButton),
  ),
  SellerReviews: lazyComponent(() =>
    import('../features/reviews/components/seller-reviews.tsx').then((m) => m.SellerReviews),
  ),
  Watch: lazyComponent(() => import('../features/watchlist/components/watch-heart.tsx').then((m) => m.WatchHeart)),
};

const buttons: BuyerButtons = {
  Book: lazyButtons.Book.Component,
  Report: lazyButtons.Report.Component,
  Ask: lazyButtons.Ask.Component,
  SellerReviews: lazyButtons.SellerReviews.Component,
  Watch: lazyButtons.Watch.Component,
};

/**
 * Settles once every button chunk that has started loading has arrived (or failed). Tests wait for it so that no
 * import is still running when their DOM is torn down.
 */
export function buyerButtonsSettled() {
  return Promise.allSettled(Object.values(lazyButtons).map((button) => button.started()));
}

/** Products shows a buyer the bookings feature's Book Now and the reports feature's Report, composed here. */
export function AppBuyerButtons({ children }: { children: ReactNode }) {
  useEffect(() => {
    for (const button of Object.values(lazyButtons)) void button.prefetch();
  }, []);
  return <BuyerButtonsProvider buttons={buttons}>{children}</BuyerButtonsProvider>;
}

import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BuyerButtonsProvider, type BuyerButtons } from '../features/products/components/buyer-buttons.tsx';

const loaders = {
  Book: () => import('../features/bookings/components/book-now-button.tsx').then((m) => m.BookNowButton),
  Report: () => import('../features/reports/components/report-button.tsx').then((m) => m.ReportButton),
  Ask: () => import('../features/conversations/components/ask-seller-button.tsx').then((m) => m.AskSellerButton),
  SellerReviews: () => import('../features/reviews/components/seller-reviews.tsx').then((m) => m.SellerReviews),
  Watch: () => import('../features/watchlist/components/watch-heart.tsx').then((m) => m.WatchHeart),
};

/**
 * Each button is its own chunk (with its feature's API and schemas), so none of them is part of the JavaScript a
 * page needs to paint; `AppBuyerButtons` fetches them all once the first page has rendered, well before a product
 * page has its data to show them with.
 */
function lazyButton<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Lazy = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

const buttons: BuyerButtons = {
  Book: lazyButton(loaders.Book),
  Report: lazyButton(loaders.Report),
  Ask: lazyButton(loaders.Ask),
  SellerReviews: lazyButton(loaders.SellerReviews),
  Watch: lazyButton(loaders.Watch),
};

/** Products shows a buyer the bookings feature's Book Now and the reports feature's Report, composed here. */
export function AppBuyerButtons({ children }: { children: ReactNode }) {
  useEffect(() => {
    for (const load of Object.values(loaders)) void load();
  }, []);
  return <BuyerButtonsProvider buttons={buttons}>{children}</BuyerButtonsProvider>;
}

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BuyerButtonsProvider, type BuyerButtons } from '../features/products/components/buyer-buttons.tsx';

/**
 * A button from its own chunk (with its feature's API and schemas), so none of them is part of the JavaScript a
 * page needs to paint. `AppBuyerButtons` fetches them all once the first page has rendered, well before a product
 * page has its data; from then on the button renders at once, in the same pass as the card or page around it
 * (React.lazy would suspend once per boundary even with its module already here, a blank frame and a second
 * render of every card). Before its chunk arrives it renders nothing, then itself.
 */
export function lazyButton<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const prefetch = () => {
    loading ??= load().then((component) => {
      Loaded = component;
    });
    return loading;
  };
  function Button(props: P) {
    const [, setArrived] = useState(false);
    const drawn = Loaded !== undefined;
    // Keyed on what this render drew, not on whether the chunk is here when the effect runs: it may have arrived
    // in between (effects run after the paint), and nothing else would draw the button then.
    useEffect(() => {
      if (!drawn) void prefetch().then(() => setArrived(true));
    }, [drawn]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Button, prefetch, started: () => loading };
}

const lazyButtons = {
  Book: lazyButton(() => import('../features/bookings/components/book-now-button.tsx').then((m) => m.BookNowButton)),
  Report: lazyButton(() => import('../features/reports/components/report-button.tsx').then((m) => m.ReportButton)),
  Ask: lazyButton(() =>
    import('../features/conversations/components/ask-seller-button.tsx').then((m) => m.AskSellerButton),
  ),
  SellerReviews: lazyButton(() =>
    import('../features/reviews/components/seller-reviews.tsx').then((m) => m.SellerReviews),
  ),
  Watch: lazyButton(() => import('../features/watchlist/components/watch-heart.tsx').then((m) => m.WatchHeart)),
};

const buttons: BuyerButtons = {
  Book: lazyButtons.Book.Button,
  Report: lazyButtons.Report.Button,
  Ask: lazyButtons.Ask.Button,
  SellerReviews: lazyButtons.SellerReviews.Button,
  Watch: lazyButtons.Watch.Button,
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

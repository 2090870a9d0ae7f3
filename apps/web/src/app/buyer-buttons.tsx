import type { ReactNode } from 'react';
import { BuyerButtonsProvider, type BuyerButtons } from '../features/products/components/buyer-buttons.tsx';
import { BookNowButton } from '../features/bookings/components/book-now-button.tsx';
import { ReportButton } from '../features/reports/components/report-button.tsx';
import { AskSellerButton } from '../features/conversations/components/ask-seller-button.tsx';
import { SellerReviews } from '../features/reviews/components/seller-reviews.tsx';
import { WatchHeart } from '../features/watchlist/components/watch-heart.tsx';

const buttons: BuyerButtons = {
  Book: BookNowButton,
  Report: ReportButton,
  Ask: AskSellerButton,
  SellerReviews,
  Watch: WatchHeart,
};

/** Products shows a buyer the bookings feature's Book Now and the reports feature's Report, composed here. */
export function AppBuyerButtons({ children }: { children: ReactNode }) {
  return <BuyerButtonsProvider buttons={buttons}>{children}</BuyerButtonsProvider>;
}

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Product } from '@restrung/shared/product';

type ProductButton = ComponentType<{ product: Product; className?: string }>;

/** The buttons other features give a buyer on a product; the app layer fills them in (ARCHITECTURE.md section 3). */
export interface BuyerButtons {
  Book: ProductButton;
  Report: ProductButton;
  /** Ask the seller (conversations). */
  Ask: ProductButton;
  /** The reviews list of a seller's page (the reviews feature). */
  SellerReviews: ComponentType<{ sellerId: string }>;
  /** The watchlist heart, for every signed-in role (and signed-out visitors, who are sent to sign in). */
  Watch: ProductButton;
  /** Admins, on a reported listing: Keep Listing or Delete (the admin feature). */
  ReportDecision: ProductButton;
}

// Without the app layer (page tests), products shows none of the other features' parts.
const None = () => null;
const BuyerButtonsContext = createContext<BuyerButtons>({
  Book: None,
  Report: None,
  Ask: None,
  SellerReviews: None,
  Watch: None,
  ReportDecision: None,
});

export function BuyerButtonsProvider({ buttons, children }: { buttons: BuyerButtons; children: ReactNode }) {
  return <BuyerButtonsContext.Provider value={buttons}>{children}</BuyerButtonsContext.Provider>;
}

export function useBuyerButtons(): BuyerButtons {
  return useContext(BuyerButtonsContext);
}

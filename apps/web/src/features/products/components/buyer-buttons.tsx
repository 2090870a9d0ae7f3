import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Product } from '@restrung/shared/product';

type ProductButton = ComponentType<{ product: Product }>;

/** The buttons other features give a buyer on a product; the app layer fills them in (ARCHITECTURE.md section 3). */
export interface BuyerButtons {
  Book: ProductButton;
  Report: ProductButton;
  /** Ask the seller (conversations). */
  Ask: ProductButton;
  /** The reviews list of a seller's page (the reviews feature); nothing when absent. */
  SellerReviews?: ComponentType<{ sellerId: string }>;
}

const None: ProductButton = () => null;
const BuyerButtonsContext = createContext<BuyerButtons>({ Book: None, Report: None, Ask: None });

export function BuyerButtonsProvider({ buttons, children }: { buttons: BuyerButtons; children: ReactNode }) {
  return <BuyerButtonsContext.Provider value={buttons}>{children}</BuyerButtonsContext.Provider>;
}

export function useBuyerButtons(): BuyerButtons {
  return useContext(BuyerButtonsContext);
}

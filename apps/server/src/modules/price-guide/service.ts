import { PRICE_GUIDE_MIN_SALES, PRICE_GUIDE_MONTHS, type PriceGuide } from '@restrung/shared/price-guide';
import { toDollars } from '../../lib/money.ts';
import type { PriceGuideRepository } from './repository.ts';

const monthsBefore = (now: Date, months: number) => {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
};

/** Below the threshold only the count is told: two sales would give away what one buyer paid. */
export function priceGuideService(repository: PriceGuideRepository, now: () => Date = () => new Date()) {
  return {
    async guide(brand: string, model: string): Promise<PriceGuide> {
      const prices = await repository.salePrices(brand, model, monthsBefore(now(), PRICE_GUIDE_MONTHS));
      if (prices.count < PRICE_GUIDE_MIN_SALES)
        return { count: prices.count, lowest: null, median: null, highest: null };
      return {
        count: prices.count,
        lowest: toDollars(prices.lowestCents!),
        median: toDollars(Math.round(prices.medianCents!)),
        highest: toDollars(prices.highestCents!),
      };
    },
  };
}
export type PriceGuideService = ReturnType<typeof priceGuideService>;

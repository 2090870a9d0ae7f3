import { useEffect, useState } from 'react';
import { PRICE_GUIDE_MIN_SALES, PRICE_GUIDE_MONTHS } from '@restrung/shared/price-guide';
import { formatPrice } from '@restrung/shared/format-number';
import { usePriceGuide } from '../api.ts';

/**
 * "Recent sale prices": lowest, median and highest of the same brand and model sold on Restrung in the last 12
 * months. Shows nothing until there are enough sales (the server gives no prices below that either).
 */
export function PriceGuide({ brand, model }: { brand: string; model: string }) {
  // Typing in the add form asks once the text settles, not on every key.
  const guide = usePriceGuide(useSettled(brand), useSettled(model));
  const data = guide.data;
  if (!data || data.count < PRICE_GUIDE_MIN_SALES || data.median === null) return null;
  return (
    <section aria-labelledby="price-guide-title" className="rounded-box border border-base-300 bg-base-200/60 p-4">
      <h2 id="price-guide-title" className="font-semibold">
        Recent sale prices
      </h2>
      <p className="text-sm text-base-content/70">
        {brand.trim()} {model.trim()} sold on Restrung in the last {PRICE_GUIDE_MONTHS} months: {data.count} sales
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Lowest', data.lowest],
            ['Median', data.median],
            ['Highest', data.highest],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs tracking-wide uppercase text-base-content/70">{label}</dt>
            <dd className="text-lg font-bold">{formatPrice(value ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The value once it has not changed for SETTLE_MS. */
const SETTLE_MS = 300;
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

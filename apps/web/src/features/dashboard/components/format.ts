import { formatPrice } from '@restrung/shared/format-number';
import { onFirstUse } from '@restrung/shared/on-first-use';

const AT_UTC = (week: string) => new Date(`${week}T00:00:00Z`);
const short = onFirstUse(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));
const long = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);
const compactDollars = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);

/** A week's Monday on a chart axis: "Nov 16". */
export const weekTick = (week: string) => short().format(AT_UTC(week));
/** The same in a table or a sentence, with the year: "Nov 16, 2026". */
export const weekLong = (week: string) => long().format(AT_UTC(week));
/** Dollars on an axis, short enough for a phone: "$1.4K". */
export const dollarsTick = (dollars: number) => compactDollars().format(dollars);
export { formatPrice };

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

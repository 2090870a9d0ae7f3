const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars as people read them on Restrung: 1234.5 -> "$1,234.50" (SPEC.md: prices in $). */
export const formatPrice = (dollars: number): string => usd.format(dollars);

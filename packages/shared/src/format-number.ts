/**
 * Numbers as people read them on Restrung, in US English, without Intl. The first Intl formatter a page builds loads
 * ICU's data: 85-100 ms of a phone's main thread (Chromium at Lighthouse's 4x slowdown), on the path to the first
 * card or photo of every page that shows a price. The output is Intl's own for these two formats; the tests compare
 * them over many values.
 */

/** 1234567 -> "1,234,567"; a fraction keeps its digits ("1234.5" -> "1,234.5"). */
function groupThousands(digits: string): string {
  const point = digits.indexOf('.');
  const whole = point === -1 ? digits : digits.slice(0, point);
  const fraction = point === -1 ? '' : digits.slice(point);
  let grouped = whole.slice(0, ((whole.length - 1) % 3) + 1);
  for (let at = grouped.length; at < whole.length; at += 3) grouped += `,${whole.slice(at, at + 3)}`;
  return grouped + fraction;
}

/** A whole count with thousands separators: 12345 -> "12,345" (Intl.NumberFormat('en-US') for integers). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat('en-US').format(count);
  return (isNegative(count) ? '-' : '') + groupThousands(String(Math.abs(count)));
}

// Intl writes the sign of every negative value, -0 and amounts that round to zero included.
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/**
 * A positive amount to two decimals, rounding half away from zero on its shortest decimal form (what String gives
 * and Intl rounds): 0.015 -> "0.02", where toFixed rounds the binary value just below it to "0.01".
 */
function toCents(amount: number): string {
  const text = String(amount);
  // Exponent notation below 1e-6 here (callers keep amounts under 1e21): far less than a cent.
  if (text.includes('e')) return '0.00';
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= 2) return `${whole}.${fraction.padEnd(2, '0')}`;
  const cents = (BigInt(whole + fraction.slice(0, 2)) + (fraction[2]! >= '5' ? 1n : 0n)).toString().padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
}

/** Dollars with cents: 1234.5 -> "$1,234.50", -3 -> "-$3.00" (SPEC.md: prices in $). */
export function formatPrice(dollars: number): string {
  // String writes exponents from 1e21 up; no price comes near it, and NaN has no digits to group.
  if (!Number.isFinite(dollars) || Math.abs(dollars) >= 1e21) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
  }
  return `${isNegative(dollars) ? '-' : ''}$${groupThousands(toCents(Math.abs(dollars)))}`;
}

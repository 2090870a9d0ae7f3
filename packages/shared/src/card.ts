import { z } from 'zod';

/**
 * Card helpers shared by the sandbox card form (browser) and the sandbox processor (server), so both
 * judge a card the same way. Pure functions only: nothing here keeps or logs a card number.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** Stripe's own wording, so a person sees the same sentences whichever provider is configured. */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

/** Valid lengths per brand; a shorter number is "incomplete" (still being typed), a longer one invalid. */
const NUMBER_LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

export const maxCardNumberLength = (brand: CardBrand): number => Math.max(...NUMBER_LENGTHS[brand]);

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The Luhn (mod 10) checksum every card number carries; catches most typos. */
export function luhnValid(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the leading digits (the issuer identification number ranges), as soon as they are typed. */
export function detectBrand(value: string): CardBrand {
  const digits = digitsOnly(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const first4 = Number(digits.slice(0, 4));
  if (digits.length >= 4 && first4 >= 2221 && first4 <= 2720) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  const first6 = Number(digits.slice(0, 6));
  if (digits.length >= 6 && first6 >= 622126 && first6 <= 622925) return 'discover';
  return 'unknown';
}

/** "4242424242424242" -> "4242 4242 4242 4242"; American Express as 4-6-5. Extra digits are dropped. */
export function formatCardNumber(value: string): string {
  const brand = detectBrand(value);
  const digits = digitsOnly(value).slice(0, maxCardNumberLength(brand));
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** The digits a person may see of a card: the last four. */
export const cardLast4 = (value: string): string => digitsOnly(value).slice(-4);

/** Formats an expiry while it is typed: "1" -> "1", "4" -> "04", "123" -> "12 / 3", "1234" -> "12 / 34". */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** Reads "MM / YY", "MM/YY" or "MM / YYYY"; null when it is not a whole date. */
export function parseExpiry(value: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/**
 * A card is good through the last day of its expiry month. UTC on both sides, so the browser and the
 * server agree whatever the visitor's time zone.
 */
export function isExpiryInPast(expiry: Expiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** American Express prints a 4-digit code on the front; the other brands a 3-digit one on the back. */
export function cvcLengths(brand: CardBrand): readonly number[] {
  if (brand === 'amex') return [4];
  if (brand === 'unknown') return [3, 4];
  return [3];
}

export function cardNumberError(value: string): string | undefined {
  const digits = digitsOnly(value);
  if (/[^\d\s-]/.test(value)) return CARD_MESSAGES.numberInvalid;
  const lengths = NUMBER_LENGTHS[detectBrand(digits)];
  const max = Math.max(...lengths);
  if (digits.length > max) return CARD_MESSAGES.numberInvalid;
  if (!lengths.includes(digits.length)) return CARD_MESSAGES.numberIncomplete;
  return luhnValid(digits) ? undefined : CARD_MESSAGES.numberInvalid;
}

export function expiryError(expiry: Expiry | null, now: Date): string | undefined {
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  if (!Number.isInteger(expiry.month) || expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  // Card networks issue cards valid for a few years; 50 years out is a typo, not a card.
  if (!Number.isInteger(expiry.year) || expiry.year > now.getUTCFullYear() + 50) return CARD_MESSAGES.expiryYearInvalid;
  return isExpiryInPast(expiry, now) ? CARD_MESSAGES.expiryPast : undefined;
}

export function cvcError(cvc: string, brand: CardBrand): string | undefined {
  if (!/^\d*$/.test(cvc)) return CARD_MESSAGES.cvcInvalid;
  const lengths = cvcLengths(brand);
  if (cvc.length < Math.min(...lengths)) return CARD_MESSAGES.cvcIncomplete;
  return lengths.includes(cvc.length) ? undefined : CARD_MESSAGES.cvcInvalid;
}

/**
 * The card the sandbox processor accepts over the API. The number comes out as digits only.
 * `now` is a parameter so tests pin the clock; the default reads it at each validation.
 */
export function makeSandboxCardSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      number: z.string({ error: CARD_MESSAGES.numberIncomplete }).max(32, CARD_MESSAGES.numberInvalid),
      expMonth: z.number({ error: CARD_MESSAGES.expiryIncomplete }).int(CARD_MESSAGES.expiryMonthInvalid),
      // Two digits are read as 20YY, as Stripe's API reads them.
      expYear: z
        .number({ error: CARD_MESSAGES.expiryIncomplete })
        .int(CARD_MESSAGES.expiryYearInvalid)
        .transform((year) => (year >= 0 && year < 100 ? 2000 + year : year)),
      cvc: z.string({ error: CARD_MESSAGES.cvcIncomplete }).max(8, CARD_MESSAGES.cvcInvalid),
    })
    .superRefine((card, ctx) => {
      const numberProblem = cardNumberError(card.number);
      if (numberProblem) ctx.addIssue({ code: 'custom', path: ['number'], message: numberProblem });
      const expiryProblem = expiryError({ month: card.expMonth, year: card.expYear }, now());
      if (expiryProblem) ctx.addIssue({ code: 'custom', path: ['expMonth'], message: expiryProblem });
      const cvcProblem = cvcError(card.cvc, detectBrand(card.number));
      if (cvcProblem) ctx.addIssue({ code: 'custom', path: ['cvc'], message: cvcProblem });
    })
    .transform((card) => ({ ...card, number: digitsOnly(card.number) }));
}

export const sandboxCardSchema = makeSandboxCardSchema();
export type SandboxCard = z.output<typeof sandboxCardSchema>;

/** The card form's own fields (what a person types); it turns into a SandboxCard on submit. */
export function makeCardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
    .superRefine((form, ctx) => {
      const numberProblem = cardNumberError(form.number);
      if (numberProblem) ctx.addIssue({ code: 'custom', path: ['number'], message: numberProblem });
      const expiryProblem = expiryError(parseExpiry(form.expiry), now());
      if (expiryProblem) ctx.addIssue({ code: 'custom', path: ['expiry'], message: expiryProblem });
      const cvcProblem = cvcError(form.cvc.trim(), detectBrand(form.number));
      if (cvcProblem) ctx.addIssue({ code: 'custom', path: ['cvc'], message: cvcProblem });
    })
    .transform((form): SandboxCard => {
      // The refinement above has already refused a form without a whole expiry.
      const expiry = parseExpiry(form.expiry) ?? { month: 0, year: 0 };
      return {
        number: digitsOnly(form.number),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: form.cvc.trim(),
      };
    });
}
export type CardFormValues = z.input<ReturnType<typeof makeCardFormSchema>>;

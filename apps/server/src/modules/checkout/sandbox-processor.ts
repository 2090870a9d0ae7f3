import { cardLast4, detectBrand, type CardBrand, type SandboxCard } from '@restrung/shared/card';

/**
 * The sandbox's card network: it answers a (already validated) card the way Stripe's test mode answers
 * its published test card numbers (https://docs.stripe.com/testing), with Stripe's decline codes and
 * messages. Every other Luhn-valid number succeeds, so a person trying the demo with any made-up but
 * well-formed number is not stopped; the decline numbers below are how tests and demos reach a failure.
 */

export interface Decline {
  declineCode: string;
  message: string;
}

const CARD_DECLINED = 'Your card was declined.';

export const SANDBOX_DECLINES: Readonly<Record<string, Decline>> = {
  '4000000000000002': { declineCode: 'generic_decline', message: CARD_DECLINED },
  '4000000000009995': { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { declineCode: 'lost_card', message: CARD_DECLINED },
  '4000000000009979': { declineCode: 'stolen_card', message: CARD_DECLINED },
  '4100000000000019': { declineCode: 'fraudulent', message: CARD_DECLINED },
  '4000000000000069': { declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000101': { declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  '4000000000006975': {
    declineCode: 'card_velocity_exceeded',
    message: 'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  },
};

/** Stripe's published success numbers, one per brand or kind; documented here and exercised by the tests. */
export const SANDBOX_SUCCESS_CARDS: readonly string[] = [
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '6011000990139424', // Discover
  '3056930009020004', // Diners Club (brand shown as a plain card)
  '3566002020360505', // JCB (brand shown as a plain card)
];

export type ChargeResult =
  | { outcome: 'succeeded'; brand: CardBrand; last4: string }
  | ({ outcome: 'declined'; brand: CardBrand; last4: string } & Decline);

/** Decides the outcome of charging a card. Only brand and last four digits leave this function. */
export function chargeCard(card: SandboxCard): ChargeResult {
  const brand = detectBrand(card.number);
  const last4 = cardLast4(card.number);
  const decline = SANDBOX_DECLINES[card.number];
  return decline ? { outcome: 'declined', brand, last4, ...decline } : { outcome: 'succeeded', brand, last4 };
}

import { HttpError } from '../../lib/http-errors.ts';

/**
 * The one interface the payment routes see, whichever processor is behind it (ARCHITECTURE.md section 2).
 *
 * Shape notes:
 * - Every answer describes an intent the same way (`PaymentIntentState`), so the route that marks a booking
 *   Paid runs one check (`confirmsPaymentOf`) whether the news came from the sandbox's confirm, a Stripe
 *   retrieve or a Stripe webhook.
 * - `bookingId` is nullable: a booking may be deleted after its payment (the payment row survives with a null
 *   link, and a Stripe intent may lack the metadata); such an intent never confirms a booking.
 * - `parseWebhook` exists only on a provider that receives webhooks (Stripe with STRIPE_WEBHOOK_SECRET set);
 *   the route answers 404 when it is absent.
 */

export type PaymentProviderName = 'sandbox' | 'stripe';
export type PaymentStatus = 'requires_payment' | 'processing' | 'succeeded' | 'failed';
export type PaymentCurrency = 'usd';

export interface CreateIntentInput {
  bookingId: string;
  /** The booking's own price, from the database; never a price sent by the browser. */
  amountCents: number;
  currency: PaymentCurrency;
  receiptEmail?: string;
  /** The same key answers the same intent instead of creating a second one (e.g. `booking:{id}:{cents}`). */
  idempotencyKey: string;
}

export interface CreatedIntent {
  providerRef: string;
  /** Handed to the buyer's browser only; it confirms this one intent. */
  clientSecret: string;
  status: PaymentStatus;
}

export interface PaymentIntentState {
  providerRef: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  bookingId: string | null;
  /** The provider's message for the last failed attempt, written for the buyer. */
  failureMessage?: string;
  /** Set once succeeded: the id shown on the payment page. */
  transactionId?: string;
}

export type PaymentWebhookEvent =
  | { type: 'payment_succeeded' | 'payment_failed'; eventId: string; intent: PaymentIntentState }
  | { type: 'ignored'; eventId: string; eventType: string };

/** What the browser needs to render the right card form; never a secret. */
export type PaymentPublicConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  publicConfig(): PaymentPublicConfig;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Throws PaymentIntentNotFoundError for an unknown reference. */
  retrieveIntent(providerRef: string): Promise<PaymentIntentState>;
  /** Verifies the signature over the raw bytes; throws WebhookSignatureError when it does not hold. */
  parseWebhook?(rawBody: Buffer, signatureHeader: string | undefined): PaymentWebhookEvent;
}

/** A webhook whose signature is missing, wrong, stale or made with another secret. Answer 400. */
export class WebhookSignatureError extends HttpError {
  constructor(message = 'The webhook signature could not be verified.') {
    super(400, message);
  }
}

export class PaymentIntentNotFoundError extends HttpError {
  constructor() {
    super(404, 'No such payment.');
  }
}

/**
 * The only test for "paid" (ARCHITECTURE.md section 4, rule 4): the provider says succeeded, for exactly
 * this booking's amount, in dollars, for this booking.
 */
export function confirmsPaymentOf(intent: PaymentIntentState, booking: { id: string; priceCents: number }): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.bookingId === booking.id &&
    intent.amountCents === booking.priceCents &&
    intent.currency === 'usd'
  );
}

import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  PaymentIntentNotFoundError,
  WebhookSignatureError,
  type CreateIntentInput,
  type CreatedIntent,
  type PaymentIntentState,
  type PaymentProvider,
  type PaymentPublicConfig,
  type PaymentStatus,
  type PaymentWebhookEvent,
} from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** Without it no webhook is accepted (parseWebhook is absent); the page's confirm still settles payments. */
  webhookSecret?: string;
  /** Another API location, for the local stand-in the tests run (STRIPE_API_URL). */
  apiUrl?: string;
  maxNetworkRetries?: number;
}

const INTENT_ID = /^pi_[A-Za-z0-9]+$/;

/**
 * The Stripe SDK takes a few hundred milliseconds to import, and most servers run the sandbox: it is loaded
 * (synchronously, its CommonJS build) when a Stripe provider is first made, not at every start (issue 10).
 */
let sdk: typeof Stripe | undefined;
function stripeSdk(): typeof Stripe {
  sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe;
  return sdk;
}

/**
 * Stripe Payment Intents. The browser confirms the card with Stripe.js (card data never reaches us); the
 * server learns the outcome from a signed webhook or by retrieving the intent.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly parseWebhook?: (rawBody: Buffer, signatureHeader: string | undefined) => PaymentWebhookEvent;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new (stripeSdk())(options.secretKey, {
      ...apiLocation(options.apiUrl),
      // Safe to retry: every create carries an idempotency key, which the SDK reuses on its retries.
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: 20_000,
      appInfo: { name: 'Restrung' },
    });
    const secret = options.webhookSecret;
    if (secret) this.parseWebhook = (rawBody, signatureHeader) => this.verifyWebhook(rawBody, signatureHeader, secret);
  }

  publicConfig(): PaymentPublicConfig {
    return { provider: 'stripe', publishableKey: this.options.publishableKey };
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        // Cards only: the page shows Stripe's card field, nothing else (this API version's
        // replacement for payment_method_types).
        allowed_payment_method_types: ['card'],
        metadata: { bookingId: input.bookingId },
        ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
    return { providerRef: intent.id, clientSecret: intent.client_secret, status: toState(intent).status };
  }

  async retrieveIntent(providerRef: string): Promise<PaymentIntentState> {
    if (!INTENT_ID.test(providerRef)) throw new PaymentIntentNotFoundError();
    try {
      return toState(await this.stripe.paymentIntents.retrieve(providerRef));
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeError && error.statusCode === 404)
        throw new PaymentIntentNotFoundError();
      throw error;
    }
  }

  private verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, secret: string): PaymentWebhookEvent {
    if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      // Checks the HMAC over the exact bytes received and that the timestamp is recent (replays refused).
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
      throw error;
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { type: 'payment_succeeded', eventId: event.id, intent: toState(event.data.object) };
      case 'payment_intent.payment_failed':
        return { type: 'payment_failed', eventId: event.id, intent: toState(event.data.object) };
      default:
        return { type: 'ignored', eventId: event.id, eventType: event.type };
    }
  }
}

function apiLocation(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

function toStatus(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    // We capture automatically; an authorised, uncaptured payment is still on its way.
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      // Stripe puts a declined intent back here, with the reason in last_payment_error.
      return intent.last_payment_error ? 'failed' : 'requires_payment';
    default:
      return 'requires_payment';
  }
}

/**
 * A succeeded intent reports the amount actually received, so "paid" is judged on money that arrived.
 * The transaction id shown to the buyer is the PaymentIntent id, which the Stripe dashboard finds.
 */
function toState(intent: Stripe.PaymentIntent): PaymentIntentState {
  const status = toStatus(intent);
  const failureMessage =
    intent.last_payment_error?.message ?? (intent.status === 'canceled' ? 'This payment was canceled.' : undefined);
  return {
    providerRef: intent.id,
    status,
    amountCents: status === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency,
    bookingId: intent.metadata?.bookingId ?? null,
    ...(status !== 'succeeded' && failureMessage ? { failureMessage } : {}),
    ...(status === 'succeeded' ? { transactionId: intent.id } : {}),
  };
}

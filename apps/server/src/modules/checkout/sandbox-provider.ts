import { randomInt, timingSafeEqual } from 'node:crypto';
import { makeSandboxCardSchema } from '@restrung/shared/card';
import { newId } from '../../lib/ids.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import type { PaymentRow, PaymentsRepository } from './repository.ts';
import {
  PaymentIntentNotFoundError,
  type CreateIntentInput,
  type CreatedIntent,
  type PaymentIntentState,
  type PaymentProvider,
  type PaymentPublicConfig,
} from './provider.ts';
import { chargeCard } from './sandbox-processor.ts';

/** Structured logging as Fastify's (pino) logger does it; `app.log` fits. */
export interface PaymentLogger {
  info(details: Record<string, unknown>, message: string): void;
}

export interface SandboxConfirmInput {
  clientSecret: string;
  /** As typed; validated here with the shared card rules. */
  card: unknown;
  /** Taken as Stripe's confirmCardPayment takes them; not stored (the booking has the buyer's name and email). */
  billingName: string;
  billingEmail: string;
}

export interface SandboxProviderDeps {
  payments: PaymentsRepository;
  log?: PaymentLogger;
  now?: () => Date;
}

/** An attempt left `processing` this long belonged to a process that died; another may take it over. */
const STALE_ATTEMPT_SECONDS = 30;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomToken = (length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

/**
 * The default provider: Stripe's flow (intent, client secret, confirm with a card) with our own processor.
 * Its state is the `payments` table, so every process behind the load balancer sees the same intents and a
 * restart loses nothing. It keeps no card number, and logs only brand and last four digits.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly payments: PaymentsRepository;
  private readonly log: PaymentLogger | undefined;
  private readonly cardSchema: ReturnType<typeof makeSandboxCardSchema>;

  constructor(deps: SandboxProviderDeps) {
    this.payments = deps.payments;
    this.log = deps.log;
    this.cardSchema = makeSandboxCardSchema(deps.now);
  }

  publicConfig(): PaymentPublicConfig {
    return { provider: 'sandbox' };
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    if (!Number.isInteger(input.amountCents) || input.amountCents < 1)
      throw badRequest('The amount must be a positive number of cents.');
    const providerRef = `pi_${randomToken(24)}`;
    const { row, created } = await this.payments.insertIntent({
      id: newId(),
      bookingId: input.bookingId,
      provider: 'sandbox',
      providerRef,
      amountCents: input.amountCents,
      status: 'requires_payment',
      idempotencyKey: input.idempotencyKey,
      clientSecret: `${providerRef}_secret_${randomToken(24)}`,
    });
    // Stripe refuses an idempotency key reused for a different request; so do we.
    if (!created && (row.bookingId !== input.bookingId || row.amountCents !== input.amountCents)) {
      throw conflict(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    return { providerRef: row.providerRef, clientSecret: row.clientSecret!, status: row.status };
  }

  async retrieveIntent(providerRef: string): Promise<PaymentIntentState> {
    const row = await this.payments.findByProviderRef(providerRef);
    if (row?.provider !== 'sandbox') throw new PaymentIntentNotFoundError();
    return toState(row);
  }

  /** The intent a client secret opens; the one place a sandbox client secret is resolved. */
  async intentForSecret(clientSecret: string): Promise<PaymentIntentState> {
    return toState(await this.findBySecret(clientSecret));
  }

  /**
   * Charges the card for the intent the client secret opens. A second confirm of a succeeded intent answers
   * the same success without charging again; a declined attempt leaves the intent payable. Invalid card
   * details are refused with a 400 before anything is charged, as Stripe Elements does in the browser.
   */
  async confirmCard(input: SandboxConfirmInput): Promise<PaymentIntentState> {
    const row = await this.findBySecret(input.clientSecret);
    if (row.status === 'succeeded') return toState(row);

    const parsed = this.cardSchema.safeParse(input.card);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Your card details are invalid.');

    const claim = await this.payments.claimForCharge(row.providerRef, STALE_ATTEMPT_SECONDS);
    if (!claim.claimed) return this.answerUnclaimed(row.providerRef, claim.reason);

    crashPoint('during-charge');
    const result = chargeCard(parsed.data);
    const finished = await this.payments.finishCharge(
      row.providerRef,
      result.outcome === 'succeeded'
        ? { status: 'succeeded', transactionId: `txn_${randomToken(24)}` }
        : { status: 'failed', failureMessage: result.message },
    );
    // Only a takeover of a stale attempt can end it first; its answer is the one that counts.
    const final = finished ?? (await this.payments.findByProviderRef(row.providerRef))!;
    this.log?.info(
      {
        providerRef: final.providerRef,
        bookingId: final.bookingId,
        status: final.status,
        brand: result.brand,
        last4: result.last4,
        ...(result.outcome === 'declined' ? { declineCode: result.declineCode } : {}),
      },
      'sandbox card payment attempt',
    );
    return toState(final);
  }

  private async findBySecret(clientSecret: string): Promise<PaymentRow> {
    const at = clientSecret.lastIndexOf('_secret_');
    const row = at > 0 ? await this.payments.findByProviderRef(clientSecret.slice(0, at)) : undefined;
    // One answer for an unknown intent and a wrong secret: a guess learns nothing.
    if (row?.provider !== 'sandbox' || !row.clientSecret || !sameSecret(row.clientSecret, clientSecret)) {
      throw new PaymentIntentNotFoundError();
    }
    return row;
  }

  private async answerUnclaimed(
    providerRef: string,
    reason: 'not_payable' | 'booking_already_charged',
  ): Promise<PaymentIntentState> {
    if (reason === 'booking_already_charged') throw conflict('This booking has already been paid.');
    const current = await this.payments.findByProviderRef(providerRef);
    if (current?.status === 'succeeded') return toState(current);
    throw conflict('This payment is already being processed. Please wait a moment.');
  }
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function toState(row: PaymentRow): PaymentIntentState {
  return {
    providerRef: row.providerRef,
    status: row.status,
    amountCents: row.amountCents,
    currency: 'usd',
    bookingId: row.bookingId,
    ...(row.failureMessage ? { failureMessage: row.failureMessage } : {}),
    ...(row.transactionId ? { transactionId: row.transactionId } : {}),
  };
}

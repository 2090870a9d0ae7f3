import { BOOKING_MESSAGES, type PaymentSucceeded } from '@restrung/shared/booking';
import { isUuid } from '@restrung/shared/product';
import { STOLEN_MESSAGES } from '@restrung/shared/stolen-report';
import type { SessionUser } from '@restrung/shared/user';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import type { ConfiguredPaymentProvider } from './create-payment-provider.ts';
import type { PaymentRow, PaymentsRepository } from './repository.ts';
import {
  confirmsPaymentOf,
  PaymentIntentNotFoundError,
  type PaymentIntentState,
  type PaymentWebhookEvent,
} from './provider.ts';
import { newId } from '../../lib/ids.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import type { BookingRow, BookingsRepository } from '../bookings/repository.ts';
import type { PaymentCheck, PaymentReconciler } from '../bookings/service.ts';

/** Structured logging as Fastify's (pino) logger does it; `app.log` fits. */
export interface CheckoutLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface CheckoutServiceDeps {
  provider: ConfiguredPaymentProvider;
  payments: PaymentsRepository;
  bookings: BookingsRepository;
  log: CheckoutLogger;
}

/** A card the processor refused: the buyer reads the provider's own message (SPEC.md section 8). */
export const paymentDeclined = (message: string) => new HttpError(402, message);

export interface SandboxConfirmation {
  clientSecret: string;
  card: unknown;
  billingName?: string | undefined;
  billingEmail?: string | undefined;
}

/**
 * Card payments of orders: the amount is always the order's own price, and an order becomes Paid only when the
 * provider confirms a succeeded payment of exactly that amount for exactly that order (`confirmsPaymentOf`),
 * whether the news comes from the sandbox's confirm, a Stripe retrieve or a signed Stripe webhook.
 */
export function checkoutService({ provider, payments, bookings, log }: CheckoutServiceDeps) {
  const findOrder = async (id: string | null): Promise<BookingRow | undefined> =>
    id && isUuid(id) ? bookings.findById(id) : undefined;

  /** Only the order's buyer pays for it (an admin may look, through the order calls, but never pays). */
  const findOwnOrder = async (id: string, caller: SessionUser): Promise<BookingRow> => {
    const order = await findOrder(id);
    if (!order) throw notFound(BOOKING_MESSAGES.noSuchOrder);
    if (order.buyerId !== caller.id) throw forbidden(BOOKING_MESSAGES.notYourOrder);
    return order;
  };

  /**
   * A guitar whose serial was confirmed stolen after it was booked stays booked, but no money moves while it is
   * held. Stripe's own card form confirms with Stripe directly, so for Stripe this stops a new intent only.
   */
  const refuseWhileHeld = async (order: BookingRow): Promise<void> => {
    const product = order.productId ? await bookings.findProduct(order.productId) : undefined;
    if (product?.heldAsStolen) throw conflict(STOLEN_MESSAGES.heldCannotPay);
  };

  /**
   * Records a payment the provider reports as succeeded. Nothing changes unless it confirms this order's
   * payment; the order and its product become Paid in one transaction; a second report changes nothing.
   */
  async function settle(
    intent: PaymentIntentState,
    order: BookingRow,
  ): Promise<{ result: PaymentSucceeded; recordedNow: boolean } | undefined> {
    if (!confirmsPaymentOf(intent, order) || !intent.transactionId) {
      if (intent.status === 'succeeded') {
        log.error(
          {
            providerRef: intent.providerRef,
            bookingId: order.id,
            amountCents: intent.amountCents,
            priceCents: order.priceCents,
          },
          'a succeeded payment does not match its order; not recorded',
        );
      }
      return undefined;
    }
    const settled = await bookings.settle(order.id, intent.transactionId);
    if (settled.status === 'missing') {
      log.error(
        { providerRef: intent.providerRef, bookingId: order.id },
        'payment succeeded for an order deleted meanwhile; refund it',
      );
      throw conflict(BOOKING_MESSAGES.orderCancelled);
    }
    const transactionId = settled.booking.transactionId ?? intent.transactionId;
    if (settled.status === 'already_paid' && transactionId !== intent.transactionId) {
      log.error(
        { providerRef: intent.providerRef, bookingId: order.id, paidWith: transactionId },
        'a second payment succeeded for an order already paid; refund it',
      );
    }
    if (settled.status === 'settled') log.info({ providerRef: intent.providerRef, bookingId: order.id }, 'order paid');
    return { result: { status: 'succeeded', transactionId }, recordedNow: settled.status === 'settled' };
  }

  /** The answer to a buyer waiting on the payment page, from what the provider said. */
  async function answer(intent: PaymentIntentState, order: BookingRow): Promise<PaymentSucceeded> {
    const settled = await settle(intent, order);
    if (settled) return settled.result;
    if (intent.status === 'failed') throw paymentDeclined(intent.failureMessage ?? 'Your card was declined.');
    if (intent.status === 'succeeded')
      throw conflict('This payment does not match the order. Please contact us; you will not be charged twice.');
    throw conflict(BOOKING_MESSAGES.paymentPending);
  }

  /** What the provider knows about a payment we have a row for; Stripe's answer is recorded in the row. */
  async function freshState(providerRef: string): Promise<PaymentIntentState | undefined> {
    try {
      const state = await provider.retrieveIntent(providerRef);
      if (provider.name === 'stripe') await payments.recordStatus(providerRef, state);
      return state;
    } catch (error) {
      if (error instanceof PaymentIntentNotFoundError) return undefined;
      throw error;
    }
  }

  const reconciler: PaymentReconciler = {
    async reconcile(order: BookingRow): Promise<PaymentCheck> {
      if (order.status === 'Paid') return { state: 'paid', recordedNow: false };
      let inFlight = false;
      // Every intent of the order, failed ones too: a Stripe intent whose attempt failed can be paid on a retry.
      for (const row of await payments.listForBooking(order.id)) {
        if (row.provider !== provider.name) continue;
        const state = await freshState(row.providerRef);
        if (!state) continue;
        if (state.status === 'succeeded') {
          const settled = await settle(state, order);
          if (settled) return { state: 'paid', recordedNow: settled.recordedNow };
        }
        // Stripe's "processing" is money on its way; a sandbox attempt stuck longer than PAYMENT_IN_FLIGHT_MINUTES
        // belonged to a process that died (`recent` is judged by the database clock).
        if (state.status === 'processing' && (provider.name === 'stripe' || row.recent)) inFlight = true;
      }
      return inFlight ? { state: 'in_flight' } : { state: 'unpaid' };
    },
  };

  return {
    ...reconciler,

    /**
     * The client secret for paying an order, for the order's own price whatever the client says. The same
     * order and price always answer the same intent (idempotency key), so a reload never makes a second one.
     */
    async createIntent(bookingId: string, caller: SessionUser): Promise<{ clientSecret: string }> {
      const order = await findOwnOrder(bookingId, caller);
      if (order.status === 'Paid') throw conflict(BOOKING_MESSAGES.alreadyPaid);
      await refuseWhileHeld(order);
      const created = await provider.createIntent({
        bookingId: order.id,
        amountCents: order.priceCents,
        currency: 'usd',
        receiptEmail: order.buyersEmail,
        idempotencyKey: `booking:${order.id}:${order.priceCents}`,
      });
      if (provider.name === 'stripe') {
        // The sandbox writes its own row; for Stripe the row lets us find the order's intents again. One row per
        // intent (keyed by its reference): Stripe forgets an idempotency key after a day and then makes a new one.
        await payments.insertIntent({
          id: newId(),
          bookingId: order.id,
          provider: 'stripe',
          providerRef: created.providerRef,
          amountCents: order.priceCents,
          status: created.status,
        });
      }
      return { clientSecret: created.clientSecret };
    },

    /** The sandbox's confirmCardPayment: charges the card once, then records the order as Paid. */
    async confirmSandbox(input: SandboxConfirmation, caller: SessionUser): Promise<PaymentSucceeded> {
      if (provider.name !== 'sandbox') throw notFound('The sandbox card processor is not in use on this server.');
      const intent = await provider.intentForSecret(input.clientSecret);
      const order = await findOrder(intent.bookingId);
      if (!order) throw notFound(BOOKING_MESSAGES.noSuchOrder);
      if (order.buyerId !== caller.id) throw forbidden(BOOKING_MESSAGES.notYourOrder);
      if (order.status === 'Paid' && intent.status !== 'succeeded') throw conflict(BOOKING_MESSAGES.alreadyPaid);
      if (order.status !== 'Paid') await refuseWhileHeld(order);
      const state = await provider.confirmCard({
        clientSecret: input.clientSecret,
        card: input.card,
        billingName: input.billingName || order.buyersName,
        billingEmail: input.billingEmail || order.buyersEmail,
      });
      crashPoint('after-charge');
      return answer(state, order);
    },

    /**
     * The background reconciler's step for one payment it claimed (payment-reconciler.ts): asks the provider what
     * became of it and settles its order on the same path as the payment page. True when this call made it Paid.
     */
    async settleClaimed(row: PaymentRow): Promise<boolean> {
      if (row.provider !== provider.name) return false;
      const order = await findOrder(row.bookingId);
      if (order?.status !== 'Booked') return false;
      const state = await freshState(row.providerRef);
      if (state?.status !== 'succeeded') return false;
      try {
        return (await settle(state, order))?.recordedNow ?? false;
      } catch (error) {
        // The order was deleted meanwhile: settle logged it for a refund.
        if (error instanceof HttpError) return false;
        throw error;
      }
    },

    /** After Stripe.js confirmed the card in the browser: the server asks the provider itself. */
    async sync(paymentIntentId: string, caller: SessionUser): Promise<PaymentSucceeded> {
      const state = await freshState(paymentIntentId);
      if (!state) throw new PaymentIntentNotFoundError();
      const order = await findOrder(state.bookingId);
      if (!order) throw notFound(BOOKING_MESSAGES.noSuchOrder);
      if (order.buyerId !== caller.id) throw forbidden(BOOKING_MESSAGES.notYourOrder);
      return answer(state, order);
    },

    /** A verified Stripe event: recorded, and a succeeded payment settles its order. */
    async handleWebhook(event: PaymentWebhookEvent): Promise<void> {
      if (event.type === 'ignored') return;
      const { intent } = event;
      const recorded = await payments.recordStatus(intent.providerRef, intent);
      if (!recorded && !(await payments.findByProviderRef(intent.providerRef))) {
        log.warn(
          { eventId: event.eventId, providerRef: intent.providerRef },
          'webhook for a payment intent we did not create',
        );
      }
      if (event.type !== 'payment_succeeded') return;
      const order = await findOrder(intent.bookingId);
      if (!order) {
        log.error(
          { eventId: event.eventId, providerRef: intent.providerRef, bookingId: intent.bookingId },
          'payment succeeded for an order that does not exist (any more); refund it',
        );
        return;
      }
      try {
        await settle(intent, order);
      } catch (error) {
        // Logged in settle; Stripe need not retry an event we cannot act on.
        if (!(error instanceof HttpError)) throw error;
      }
    },
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;

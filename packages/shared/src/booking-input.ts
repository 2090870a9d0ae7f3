import { z } from 'zod';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  bookingLocationSchema,
  bookingPhoneSchema,
  CANCEL_REASON_MAX,
  tooLong,
} from './booking.ts';
import { PRODUCT_STATUSES } from './constants.ts';
import { cursorPaginationQuerySchema } from './pagination.ts';
import { lowercaseEmail, plainText } from './text.ts';

/**
 * What callers send about bookings, orders and payments: bodies, queries and the path. Apart from the texts, the
 * answers and the booking form (`booking.ts`), which every buyer's Book Now fetches ahead (decision 0062).
 */

const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}.`);

/**
 * POST /bookings. The spec's client sends every field of the booking; only productId, phone and location are
 * read. The other fields are accepted and ignored: the price is the product's asking price, the seller and the
 * product come from the product, the buyer from the session.
 */
export const bookingInputSchema = z.object({
  productId: plainText({ error: BOOKING_MESSAGES.productIdRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.productIdRequired)
    .max(100),
  phone: bookingPhoneSchema,
  location: bookingLocationSchema,
  price: ignored("the product's asking price is used"),
  sellerEmail: ignored('taken from the product'),
  sellerName: ignored('taken from the product'),
  productName: ignored('taken from the product'),
  productPhoto: ignored('taken from the product'),
  sellerLocation: ignored('taken from the product'),
  sellersPhone: ignored('taken from the product'),
  buyersName: ignored('taken from the session'),
  buyersEmail: ignored('taken from the session'),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

/** Path parameter of the booking and order calls; a malformed id answers 404 like an unknown one. */
export const bookingIdParamsSchema = z.object({ id: plainText().max(100).describe('UUID') });

/** GET /myorders?email=: the buyer's own email (an admin may give anyone's), with ?page and ?limit. Newest first. */
export const myOrdersQuerySchema = z.object({ email: lowercaseEmail() }).extend(cursorPaginationQuerySchema.shape);

/** PUT /myorders/{id}: asks the server to confirm the payment; it never takes the client's word for it. */
export const orderStatusRequestSchema = z.object({
  status: z.enum(['Paid'], {
    error: 'An order can only be marked Paid, and only once its payment has gone through.',
  }),
});

/** PUT /products/{id}: the spec's client sends the status it expects; the server checks it against its own state. */
export const productStatusRequestSchema = z.object({
  status: z.enum(PRODUCT_STATUSES, { error: 'The status must be Available, Booked or Paid.' }),
});

/**
 * POST /create-payment-intent. The spec's body is {price}; the price is ignored (the amount is the booking's
 * price) and bookingId names the order to pay for.
 */
export const paymentIntentRequestSchema = z.object({
  bookingId: plainText({ error: BOOKING_MESSAGES.bookingIdRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.bookingIdRequired)
    .max(100),
  price: z.unknown().optional().describe("Ignored: the amount is the booking's own price."),
});
export type PaymentIntentRequest = z.input<typeof paymentIntentRequestSchema>;
/**
 * POST /payments/sandbox/confirm: the sandbox's stand-in for Stripe's confirmCardPayment. The card is checked
 * with the shared card rules (card.ts) by the processor, which answers Stripe's messages; it is never stored
 * or logged beyond its brand and last four digits.
 */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret: plainText().min(1).max(200),
  card: z.object({
    number: plainText().max(32),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: plainText().max(8),
  }),
  /** Defaults to the booking's buyer name and email. */
  billingName: plainText().trim().max(BOOKING_LIMITS.name).optional(),
  billingEmail: plainText().trim().max(254).optional(),
});
export type SandboxConfirmRequest = z.infer<typeof sandboxConfirmRequestSchema>;

/** POST /payments/sync: after Stripe.js confirmed the card, the server asks Stripe itself. */
export const paymentSyncRequestSchema = z.object({ paymentIntentId: plainText().trim().min(1).max(255) });

/** POST /mysales/{id}/cancel: a seller cancels an unpaid booking of their guitar and tells the buyer why. */
export const sellerCancelSchema = z.strictObject({
  reason: plainText({ error: BOOKING_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.cancelReasonRequired, abort: true })
    .max(CANCEL_REASON_MAX, tooLong(CANCEL_REASON_MAX)),
});
export type SellerCancel = z.infer<typeof sellerCancelSchema>;

/** GET /mysales: the seller's own sales, newest first (keyset with ?after). */
export const mySalesQuerySchema = cursorPaginationQuerySchema.strict();

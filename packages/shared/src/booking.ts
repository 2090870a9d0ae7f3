import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { plainEmail, plainText } from './text.ts';

/**
 * Bookings (orders) and card payments: SPEC.md sections 3, 4 and 7 and ARCHITECTURE.md section 4, rule 4.
 * The server takes the buyer from the session and the price, seller and product from the database; of a
 * booking request it reads only the product id and the buyer's phone and location.
 */

export const BOOKING_STATUSES = ['Booked', 'Paid'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Limits of what a buyer types; the spec sets none. */
export const BOOKING_LIMITS = { phone: 40, location: 120, name: 120 } as const;

/** What the booking and payment calls answer in their 4xx messages, so the pages can show them as they are. */
export const BOOKING_MESSAGES = {
  justBooked: 'Sorry, this guitar has just been booked by someone else.',
  noLongerAvailable: 'Sorry, this guitar is no longer available.',
  noSuchProduct: 'No such product. It may have been sold or removed by its seller.',
  noSuchOrder: 'No such order. It may have been deleted.',
  ownProduct: 'You cannot book your own guitar.',
  notYourOrder: 'You can only see and change your own orders.',
  notPaidYet: 'This order has not been paid yet.',
  alreadyPaid: 'This order has already been paid.',
  tooManyOpen: (max: number) =>
    `You already hold ${max} unpaid ${max === 1 ? 'booking' : 'bookings'}, the most at once. Pay for one or delete it in My Orders before booking another guitar.`,
  notYourSale: 'You can only cancel bookings of your own guitars.',
  paidCannotCancel: 'A paid order cannot be cancelled; it is the record of the sale.',
  cancelReasonRequired: 'Please tell the buyer why you cancel this booking.',
  paidCannotDelete: 'A paid order cannot be deleted; it is your record of the purchase.',
  paymentInFlight: 'A payment for this order is being processed. Please wait a moment and try again.',
  paymentPending: 'This payment has not completed yet. Please wait a moment and try again.',
  orderCancelled: 'This order was deleted before the payment completed.',
  bookOnlyByBooking: 'A guitar becomes Booked only by booking it: use Book Now.',
  availableOnlyByDeleting: 'A booked guitar becomes Available again when its order is deleted.',
  paidOnlyByPaying: 'A guitar becomes Paid only when the payment for its order has gone through.',
  bookingIdRequired: 'Please say which order to pay for.',
  productIdRequired: 'Please choose a guitar to book.',
} as const;

export const tooLong = (max: number) => `Please use at most ${max} characters.`;
const requiredText = (required: string, max: number) =>
  plainText({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong(max));

/** The two fields a buyer types, with the same rules in the booking modal and on the server. */
export const bookingPhoneSchema = requiredText(MESSAGES.phoneRequired, BOOKING_LIMITS.phone);
export const bookingLocationSchema = requiredText(MESSAGES.locationRequired, BOOKING_LIMITS.location);

/**
 * The booking modal (SPEC.md section 5): name and email are shown read-only from the session, phone and
 * location are typed. Its phone and location rules are the server's own.
 */
export const bookingFormSchema = z.object({
  buyersName: requiredText(MESSAGES.nameRequired, BOOKING_LIMITS.name),
  buyersEmail: plainEmail('Please enter a valid email address.'),
  phone: bookingPhoneSchema,
  location: bookingLocationSchema,
});
export type BookingForm = z.infer<typeof bookingFormSchema>;

/** A booking (order) as every booking call answers it (SPEC.md section 3). */
export const bookingSchema = z.object({
  _id: z.string(),
  /** Dollars: the product's asking price when it was booked. */
  price: z.number(),
  sellerEmail: z.string(),
  sellerName: z.string(),
  productName: z.string(),
  buyersName: z.string(),
  buyersEmail: z.string(),
  phone: z.string(),
  location: z.string(),
  productPhoto: z.string(),
  sellerLocation: z.string(),
  sellersPhone: z.string(),
  /** Null once the product was deleted (a paid order keeps its own copy of it). */
  productId: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** Once Paid: the payment's transaction id, shown on the payment page. */
  transactionId: z.string().optional(),
  /** Once Paid: ISO 8601, UTC. */
  paidAt: z.string().optional(),
  /** While unpaid: when the hold ends and the order is cancelled unless paid (ISO 8601, UTC). */
  holdExpiresAt: z.string().optional(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);

/** POST /bookings */
export const bookingCreatedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });

/** DELETE /myorders/{id} */
export const orderDeletedSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });

/** PUT /myorders/{id} and PUT /products/{id}: modifiedCount is 1 when this call recorded a confirmed payment, else 0. */
export const statusAcknowledgedSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
});

export const paymentIntentResponseSchema = z.object({ clientSecret: z.string() });

/** A payment that went through and is recorded: the order and the product are Paid. */
export const paymentSucceededSchema = z.object({ status: z.literal('succeeded'), transactionId: z.string() });
export type PaymentSucceeded = z.infer<typeof paymentSucceededSchema>;

/** POST /payments/stripe/webhook */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

export const CANCEL_REASON_MAX = 300;

import { BOOKING_MESSAGES, type Booking } from '@restrung/shared/booking';
import type { ProductStatus } from '@restrung/shared/constants';
import type { CursorPaginationQuery as PaginationQuery } from '@restrung/shared/pagination';
import { isUuid } from '@restrung/shared/product';
import type { SessionUser } from '@restrung/shared/user';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { toDollars } from '../../lib/money.ts';
import type { UsersRepository } from '../users/repository.ts';
import type { BookingRow, BookingsRepository } from './repository.ts';

export const toBooking = (row: BookingRow): Booking => ({
  _id: row.id,
  price: toDollars(row.priceCents),
  sellerEmail: row.sellerEmail,
  sellerName: row.sellerName,
  productName: row.productName,
  buyersName: row.buyersName,
  buyersEmail: row.buyersEmail,
  phone: row.phone,
  location: row.location,
  productPhoto: row.productPhoto,
  sellerLocation: row.sellerLocation,
  sellersPhone: row.sellersPhone,
  productId: row.productId,
  status: row.status,
  ...(row.transactionId ? { transactionId: row.transactionId } : {}),
  ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
  ...(row.status === 'Booked' && row.holdExpiresAt ? { holdExpiresAt: row.holdExpiresAt.toISOString() } : {}),
  createdAt: row.createdAt.toISOString(),
});

/**
 * What the payment side answers about an unpaid order: whether a provider has confirmed a payment of it
 * (and this call recorded it), may still be completing one, or has not.
 */
export type PaymentCheck = { state: 'paid'; recordedNow: boolean } | { state: 'in_flight' } | { state: 'unpaid' };

/** Implemented by the checkout module; it asks the payment provider, never the client. */
export interface PaymentReconciler {
  reconcile(booking: BookingRow): Promise<PaymentCheck>;
}

export interface BookingsServiceDeps {
  bookings: BookingsRepository;
  users: UsersRepository;
  payments: PaymentReconciler;
  holds?: HoldSettings;
}

/** BOOKING_HOLD_HOURS and MAX_OPEN_BOOKINGS (config.ts). */
export interface HoldSettings {
  holdHours: number;
  maxOpenBookings: number;
}
export const DEFAULT_HOLDS: HoldSettings = { holdHours: 48, maxOpenBookings: 3 };

const isAdmin = (caller: SessionUser) => caller.role === 'admin';

export function bookingsService({ bookings, users, payments, holds = DEFAULT_HOLDS }: BookingsServiceDeps) {
  const findOrder = async (id: string): Promise<BookingRow> => {
    // A malformed id cannot name an order: 404 like an unknown one, never a database error.
    const row = isUuid(id) ? await bookings.findById(id) : undefined;
    if (!row) throw notFound(BOOKING_MESSAGES.noSuchOrder);
    return row;
  };

  /** The buyer of an order (or an admin) may change it. */
  const findOwnOrder = async (id: string, caller: SessionUser): Promise<BookingRow> => {
    const row = await findOrder(id);
    if (!isAdmin(caller) && row.buyerId !== caller.id) throw forbidden(BOOKING_MESSAGES.notYourOrder);
    return row;
  };

  const findProduct = async (id: string) => {
    const product = isUuid(id) ? await bookings.findProduct(id) : undefined;
    // An unverified seller's listing is not public (docs/decisions/0003-unverified-sellers.md), nor one held as
    // stolen (0019): not bookable either.
    if (!product?.sellerVerified || product.heldAsStolen) throw notFound(BOOKING_MESSAGES.noSuchProduct);
    return product;
  };

  const unavailable = (status: ProductStatus | undefined) =>
    status === undefined
      ? notFound(BOOKING_MESSAGES.noSuchProduct)
      : conflict(status === 'Paid' ? BOOKING_MESSAGES.noLongerAvailable : BOOKING_MESSAGES.justBooked);

  /** Paid once a provider confirms it; answers how many orders this call recorded as Paid (0 or 1). */
  const confirmPaid = async (order: BookingRow): Promise<number> => {
    if (order.status === 'Paid') return 0;
    const check = await payments.reconcile(order);
    if (check.state === 'paid') return check.recordedNow ? 1 : 0;
    throw conflict(check.state === 'in_flight' ? BOOKING_MESSAGES.paymentPending : BOOKING_MESSAGES.notPaidYet);
  };

  return {
    /**
     * Books a product for the signed-in buyer: the price, the seller and the product come from the product row,
     * the buyer from the session. Exactly one of many racing buyers wins; the others are told plainly.
     */
    async book(productId: string, contact: { phone: string; location: string }, buyer: SessionUser): Promise<string> {
      const product = await findProduct(productId);
      if (product.sellerId === buyer.id) throw forbidden(BOOKING_MESSAGES.ownProduct);
      if (product.status !== 'Available') throw unavailable(product.status);
      const result = await bookings.book({
        productId: product.id,
        buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
        phone: contact.phone,
        location: contact.location,
        ...holds,
      });
      if (result.status === 'booked') return result.booking.id;
      if (result.status === 'too_many_open') throw conflict(BOOKING_MESSAGES.tooManyOpen(holds.maxOpenBookings));
      throw unavailable((await bookings.findProduct(product.id))?.status);
    },

    /** Its buyer, its seller or an admin. */
    async read(id: string, caller: SessionUser): Promise<Booking> {
      const row = await findOrder(id);
      if (!isAdmin(caller) && row.buyerId !== caller.id && row.sellerId !== caller.id)
        throw forbidden(BOOKING_MESSAGES.notYourOrder);
      return toBooking(row);
    },

    /** A buyer's own orders; an admin may name any buyer by email. */
    async listForBuyerEmail(email: string, caller: SessionUser, page: PaginationQuery): Promise<Booking[]> {
      let buyerId = caller.id;
      if (email !== caller.email.toLowerCase()) {
        const buyer = await users.findByEmail(email);
        if (!buyer) throw notFound('No account has this email.');
        buyerId = buyer.id;
      }
      return (await bookings.listByBuyer(buyerId, page)).map(toBooking);
    },

    /** Deletes an unpaid order (its buyer or an admin); its product is Available again. A paid order stays. */
    async remove(id: string, caller: SessionUser): Promise<number> {
      const order = await findOwnOrder(id, caller);
      if (order.status === 'Paid') throw conflict(BOOKING_MESSAGES.paidCannotDelete);
      // A payment the provider has confirmed but we have not heard of yet is recorded now, not lost.
      const check = await payments.reconcile(order);
      if (check.state === 'paid') throw conflict(BOOKING_MESSAGES.paidCannotDelete);
      if (check.state === 'in_flight') throw conflict(BOOKING_MESSAGES.paymentInFlight);
      const result = await bookings.cancel(order.id, isAdmin(caller) ? 'admin' : 'buyer');
      if (result === 'missing') throw notFound(BOOKING_MESSAGES.noSuchOrder);
      if (result === 'paid') throw conflict(BOOKING_MESSAGES.paidCannotDelete);
      if (result === 'payment_in_flight') throw conflict(BOOKING_MESSAGES.paymentInFlight);
      return 1;
    },

    /** The orders of the seller's own guitars (the Sales page). */
    async listSales(caller: SessionUser, page: { limit: number; after?: string }): Promise<Booking[]> {
      return (await bookings.listBySeller(caller.id, page)).map(toBooking);
    },

    /** A seller cancels an unpaid booking of their own guitar; the guitar is Available and the buyer told why. */
    async cancelAsSeller(id: string, reason: string, caller: SessionUser): Promise<number> {
      const order = await findOrder(id);
      if (order.sellerId !== caller.id) throw forbidden(BOOKING_MESSAGES.notYourSale);
      if (order.status === 'Paid') throw conflict(BOOKING_MESSAGES.paidCannotCancel);
      const check = await payments.reconcile(order);
      if (check.state === 'paid') throw conflict(BOOKING_MESSAGES.paidCannotCancel);
      if (check.state === 'in_flight') throw conflict(BOOKING_MESSAGES.paymentInFlight);
      const result = await bookings.cancel(order.id, 'seller', reason);
      if (result === 'missing') throw notFound(BOOKING_MESSAGES.noSuchOrder);
      if (result === 'paid') throw conflict(BOOKING_MESSAGES.paidCannotCancel);
      if (result === 'payment_in_flight') throw conflict(BOOKING_MESSAGES.paymentInFlight);
      return 1;
    },

    /** PUT /myorders/{id} {status: 'Paid'}: acknowledged only once a provider has confirmed the payment. */
    async markPaid(id: string, caller: SessionUser): Promise<number> {
      return confirmPaid(await findOwnOrder(id, caller));
    },

    /**
     * PUT /products/{id} {status}: the spec's client reports a status; the server checks it against what it has
     * verified itself and changes nothing on the client's word (docs/decisions/0005-status-changes.md).
     */
    async confirmProductStatus(productId: string, status: ProductStatus, caller: SessionUser): Promise<number> {
      const product = isUuid(productId) ? await bookings.findProduct(productId) : undefined;
      const visible = product && (product.sellerVerified || isAdmin(caller) || product.sellerId === caller.id);
      if (!product || !visible) throw notFound(BOOKING_MESSAGES.noSuchProduct);
      const order = await bookings.findByProduct(product.id);
      const ownsOrder = order !== undefined && (order.buyerId === caller.id || isAdmin(caller));

      if (status === 'Booked') {
        if (ownsOrder && product.status === 'Booked') return 0;
        if (product.status === 'Available') throw conflict(BOOKING_MESSAGES.bookOnlyByBooking);
        throw unavailable(product.status);
      }
      if (status === 'Available') {
        if (product.status === 'Available') return 0;
        throw conflict(
          product.status === 'Paid' ? BOOKING_MESSAGES.noLongerAvailable : BOOKING_MESSAGES.availableOnlyByDeleting,
        );
      }
      if (!order) throw conflict(BOOKING_MESSAGES.paidOnlyByPaying);
      if (!ownsOrder) throw forbidden(BOOKING_MESSAGES.notYourOrder);
      return confirmPaid(order);
    },
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;

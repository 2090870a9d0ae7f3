import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, payments, products } from '../db/schema.ts';
import type { TestAccount } from './accounts.ts';
import type { ProductRow } from './fixtures.ts';

/**
 * Reads and request bodies for the booking and payment tests. Products are written straight into the database
 * (insertProduct in fixtures.ts: the catalogue's own API is tested with the catalogue); bookings and payments only
 * ever through the API under test. The Stripe stand-in is in stripe-stand-in.ts.
 */

export const productRow = async (db: Db, id: string) =>
  (await db.select().from(products).where(eq(products.id, id)))[0];
export const bookingRow = async (db: Db, id: string) =>
  (await db.select().from(bookings).where(eq(bookings.id, id)))[0];
export const bookingsOfProduct = (db: Db, productId: string) =>
  db.select().from(bookings).where(eq(bookings.productId, productId));
export const paymentsOfBooking = (db: Db, bookingId: string) =>
  db.select().from(payments).where(eq(payments.bookingId, bookingId));

/** The body the spec's booking modal sends, with the buyer's phone and location. */
export const bookingBody = (product: ProductRow, buyer: TestAccount, extra: Record<string, unknown> = {}) => ({
  price: product.askingPriceCents / 100,
  sellerEmail: product.sellerEmail,
  sellerName: product.sellerName,
  productName: product.productName,
  buyersName: buyer.name,
  buyersEmail: buyer.email,
  phone: '+1 214 555 0101',
  location: 'Dallas, TX',
  productPhoto: product.productPhoto,
  sellerLocation: product.location,
  sellersPhone: product.phone,
  productId: product.id,
  ...extra,
});

/** A card as the sandbox card form sends it. */
export const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: number.startsWith('37') ? '1234' : '123',
});
